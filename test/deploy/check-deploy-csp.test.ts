import { describe, expect, it } from "vitest";
import { allowsConnect, parseCsp, sourceMatches } from "../../scripts/deploy-check/csp";

const self = new URL("https://console.example.com/tools/console/");
const allows = (source: string, url: string) => sourceMatches(source, new URL(url), self);

describe("CSP sources, as a browser matches them", () => {
  it("'self' is the console's origin (and its https upgrade)", () => {
    expect(allows("'self'", "https://console.example.com/v1/balance")).toBe(true);
    expect(allows("'self'", "https://api.example.com/v1")).toBe(false);
    expect(allows("'self'", "https://console.example.com:8443/v1")).toBe(false);
    expect(sourceMatches("'self'", new URL("https://c.test/"), new URL("http://c.test/"))).toBe(true);
  });

  it("a scheme allows every host on it; http: also allows https:", () => {
    expect(allows("https:", "https://api.example.com/v1")).toBe(true);
    expect(allows("https:", "http://127.0.0.1:8787/v1")).toBe(false);
    expect(allows("http:", "https://api.example.com/v1")).toBe(true);
  });

  it("a host, with a wildcard, a port and a path", () => {
    expect(allows("api.example.com", "https://api.example.com/v1")).toBe(true);
    expect(allows("api.example.com", "https://api.example.com:8443/v1")).toBe(false);
    expect(allows("https://*.example.com", "https://staging.api.example.com/v1")).toBe(true);
    expect(allows("https://*.example.com", "https://example.com/v1")).toBe(false);
    expect(allows("http://127.0.0.1:*", "http://127.0.0.1:8787/v1")).toBe(true);
    expect(allows("http://localhost:*", "http://127.0.0.1:8787/v1")).toBe(false);
    expect(allows("https://api.example.com/v1/", "https://api.example.com/v1/balance")).toBe(true);
    expect(allows("https://api.example.com/v1/", "https://api.example.com/v2/balance")).toBe(false);
    expect(allows("'none'", "https://console.example.com/")).toBe(false);
  });

  it("connect-src falls back to default-src, and no policy allows everything", () => {
    const api = new URL("https://api.example.com/v1");
    expect(allowsConnect(parseCsp("default-src 'self'"), api, self)).toBe(false);
    expect(allowsConnect(parseCsp("default-src 'self'; connect-src 'self' https:"), api, self)).toBe(true);
    expect(allowsConnect(parseCsp("script-src 'self'"), api, self)).toBe(true);
  });

  it("reads a policy as browsers do: names in any case, the first of a repeated directive", () => {
    expect(parseCsp("Script-Src 'self'; script-src *; ; img-src data:")).toEqual({
      "script-src": ["'self'"],
      "img-src": ["data:"],
    });
  });
});
