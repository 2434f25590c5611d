import { describe, expect, it } from "vitest";
import { displayHeaders, maskAuthorization } from "../../src/request/mask-key";

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
