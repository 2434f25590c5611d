import { describe, expect, it } from "vitest";
import { checkBaseUrl, sameApiBase } from "../../src/request/base-url";

const HTTPS_ONLY = "The API is served over HTTPS only: use https:// (plain http is allowed on localhost)";
const accepted = (text: string) => {
  const check = checkBaseUrl(text);
  return check.ok ? check.url.href : check.message;
};

describe("the HTTPS rule for base URLs", () => {
  it("accepts https anywhere", () => {
    expect(accepted("https://api.example.com/v1")).toBe("https://api.example.com/v1");
    expect(accepted("  HTTPS://API.example.com:8443/v1  ")).toBe("https://api.example.com:8443/v1");
  });

  it.each([
    "http://localhost:8787/v1",
    "http://127.0.0.1:8787/v1",
    "http://127.1.2.3/v1",
    "http://[::1]:8787/v1",
    "http://console.localhost/v1",
  ])("accepts plain http on loopback: %s", (text) => {
    expect(checkBaseUrl(text).ok).toBe(true);
  });

  it.each([
    "http://api.example.com/v1",
    "http://10.0.0.5/v1",
    "http://192.168.1.10:8080/v1",
    "http://0.0.0.0:8787/v1",
    "http://localhost.example.com/v1",
    "http://127.0.0.1.example.com/v1",
  ])("refuses plain http elsewhere, with the reason: %s", (text) => {
    expect(accepted(text)).toBe(HTTPS_ONLY);
  });

  it("refuses other schemes and non-addresses with a clear message", () => {
    expect(accepted("ftp://api.example.com/v1")).toBe("Base URL must start with https:// (got ftp:)");
    expect(accepted("ws://127.0.0.1/v1")).toBe("Base URL must start with https:// (got ws:)");
    expect(accepted("api.example.com/v1")).toBe("Base URL must be a full address such as https://api.example.com/v1");
    expect(accepted("")).toBe("Base URL must be a full address such as https://api.example.com/v1");
  });

  it("refuses credentials, a query string or a fragment in the base URL", () => {
    expect(accepted("https://user:secret@api.example.com/v1")).toBe(
      "Base URL must not contain a user name or password: the key goes in API key",
    );
    expect(accepted("https://api.example.com/v1?key=1")).toBe(
      "Base URL must not contain ? or #: add query parameters to the action instead",
    );
    expect(accepted("https://api.example.com/v1#x")).toBe(
      "Base URL must not contain ? or #: add query parameters to the action instead",
    );
  });
});

describe("telling whether two base URLs are the same API", () => {
  it("ignores trailing slashes, spacing and the case of the host", () => {
    expect(sameApiBase("https://api.example.com/v1", " HTTPS://API.example.com/v1/ ")).toBe(true);
    expect(sameApiBase("https://api.example.com", "https://api.example.com/")).toBe(true);
  });

  it("tells apart another host, port, scheme or path prefix, and anything that is not an address", () => {
    expect(sameApiBase("https://api.example.com/v1", "https://api.example.org/v1")).toBe(false);
    expect(sameApiBase("http://127.0.0.1:8787/v1", "http://127.0.0.1:8788/v1")).toBe(false);
    expect(sameApiBase("https://localhost/v1", "http://localhost/v1")).toBe(false);
    expect(sameApiBase("https://api.example.com/v1", "https://api.example.com/v2")).toBe(false);
    expect(sameApiBase("not a url", "not a url")).toBe(false);
  });
});
