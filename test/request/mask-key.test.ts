import { describe, expect, it } from "vitest";
import { getAction } from "../../src/catalog/catalog";
import { buildRequest } from "../../src/request/build-request";
import { displayHeaders, displayUrl, maskAuthorization } from "../../src/request/mask-key";
import { toCurl } from "../../src/request/to-curl";

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

describe("a key typed into an extra parameter, sent as written", () => {
  const built = (apiKey: string, value: string) => {
    const result = buildRequest(
      getAction("balance"),
      { params: {}, extraQuery: [["api_key", value]] },
      { baseUrl: "https://api.example.com/v1", apiKey, pathStyle: "console" },
    );
    if (!result.ok) throw new Error(result.message);
    return result.spec;
  };

  it("is masked in the preview and left out of snippets when written percent-encoded, in either case", () => {
    for (const written of ["sk%5Fdemo%5Ffunded", "sk%5fdemo_funded", "%73k_demo_funded"]) {
      const spec = built("sk_demo_funded", written);
      expect(spec.url).toBe(`https://api.example.com/v1/balance?api_key=${written}`);
      expect(displayUrl(spec, false)).toBe("https://api.example.com/v1/balance?api_key=••••••••nded");
      expect(toCurl(spec, { key: "variable" })).not.toContain("demo");
    }
  });

  it("is masked when the URL encodes only some of its characters", () => {
    const spec = built("sk/live'1", "sk/live'1");
    expect(spec.url).toBe("https://api.example.com/v1/balance?api_key=sk/live%271");
    expect(displayUrl(spec, false)).toBe("https://api.example.com/v1/balance?api_key=••••••••");
  });

  it("is matched as written: another case of the key itself is another text", () => {
    const spec = built("sk_demo_funded", "SK_DEMO_FUNDED");
    expect(displayUrl(spec, false)).toBe(spec.url);
  });
});
