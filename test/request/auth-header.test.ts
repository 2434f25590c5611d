import { describe, expect, it } from "vitest";
import { authorizationKey, authorizationValue, splitAuthorization } from "../../src/request/auth-header";

describe("splitAuthorization", () => {
  it("takes the scheme and the whitespace after it apart from the key", () => {
    expect(splitAuthorization("Bearer sk_1")).toEqual({ before: "Bearer ", key: "sk_1", after: "" });
    expect(splitAuthorization("Bearer  sk_1")).toEqual({ before: "Bearer  ", key: "sk_1", after: "" });
    expect(splitAuthorization("Token\tsk_1")).toEqual({ before: "Token\t", key: "sk_1", after: "" });
  });

  it("keeps quotes round the key with the scheme, and whitespace inside the key with the key", () => {
    expect(splitAuthorization('Bearer "sk_1"')).toEqual({ before: 'Bearer "', key: "sk_1", after: '"' });
    expect(splitAuthorization("Bearer 'sk_1'")).toEqual({ before: "Bearer '", key: "sk_1", after: "'" });
    expect(splitAuthorization('Bearer "sk_1')).toEqual({ before: "Bearer ", key: '"sk_1', after: "" });
    expect(splitAuthorization("Bearer sk 1")).toEqual({ before: "Bearer ", key: "sk 1", after: "" });
  });

  it("reads a value with no space as a key without a scheme, except the word Bearer alone", () => {
    expect(splitAuthorization("sk_1")).toEqual({ before: "", key: "sk_1", after: "" });
    expect(splitAuthorization("Bearer")).toEqual({ before: "Bearer", key: "", after: "" });
  });
});

describe("authorizationKey and authorizationValue", () => {
  it("find the key whatever the scheme, quotes off, and put one back in its form", () => {
    expect(authorizationKey([["authorization", 'Bearer  "sk_1"  ']])).toBe("sk_1");
    expect(authorizationKey([["Accept", "x"]])).toBeUndefined();
    expect(authorizationKey([["Authorization", "Bearer"]])).toBeUndefined();
    expect(authorizationValue(undefined, "k")).toBe("Bearer k");
    expect(authorizationValue({ before: 'Bearer  "', after: '"' }, "k")).toBe('Bearer  "k"');
  });
});
