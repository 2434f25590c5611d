import { describe, expect, it } from "vitest";
import { displayHeaders, displayUrl, maskAuthorization } from "../../src/request/mask-key";

describe("maskAuthorization", () => {
  it("keeps the last four characters of a long key", () => {
    expect(maskAuthorization("Bearer sk_live_abcdefgh1234")).toBe("Bearer ••••••••1234");
  });

  it("hides a short key entirely", () => {
    expect(maskAuthorization("Bearer short")).toBe("Bearer ••••••••");
  });

  it("hides a value that is not a bearer token", () => {
    expect(maskAuthorization("Basic dXNlcjpwYXNz")).toBe("••••••••");
  });

  it("masks only the Authorization header, unless revealed", () => {
    const spec = {
      method: "GET" as const,
      url: "https://x.test/v1/balance",
      headers: [
        ["authorization", "Bearer sk_demo_funded"],
        ["Accept", "application/json"],
      ] as [string, string][],
    };
    expect(displayHeaders(spec, false)).toEqual([
      ["authorization", "Bearer ••••••••nded"],
      ["Accept", "application/json"],
    ]);
    expect(displayHeaders(spec, true)).toEqual(spec.headers);
  });
});

describe("displayUrl", () => {
  const spec = {
    method: "GET" as const,
    url: "https://x.test/v1/balance?api_key=sk_demo_funded&note=a+sk_demo_funded",
    headers: [["Authorization", "Bearer sk_demo_funded"]] as [string, string][],
  };

  it("masks a key typed into a query value, like the header, unless revealed", () => {
    expect(displayUrl(spec, false)).toBe("https://x.test/v1/balance?api_key=••••••••nded&note=a+••••••••nded");
    expect(displayUrl(spec, true)).toBe(spec.url);
  });

  it("masks the key URL-encoded, and only in the query", () => {
    const encoded = {
      ...spec,
      url: "https://sk.test/sk/balance?k=sk%2F1+2&j=sk%2F1%202",
      headers: [["Authorization", "Bearer sk/1 2"]] as [string, string][],
    };
    expect(displayUrl(encoded, false)).toBe("https://sk.test/sk/balance?k=••••••••&j=••••••••");
  });

  it("leaves a URL alone when the request has no key", () => {
    expect(displayUrl({ ...spec, headers: [] }, false)).toBe(spec.url);
  });
});
