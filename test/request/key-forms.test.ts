import { describe, expect, it } from "vitest";
import { writtenKeyPattern } from "../../src/request/key-forms";

const finds = (key: string, text: string) => new RegExp(writtenKeyPattern(key)).exec(text)?.[0];

describe("the ways a key is written in a text", () => {
  it("as itself, percent-encoded wholly or in part in either case, or JSON-escaped", () => {
    const key = "sk_live/é 1";
    for (const written of [
      key,
      "sk%5Flive%2F%C3%A9%201",
      "sk%5flive/%c3%a9+1",
      "sk_live\\/\\u00e9 1",
      "sk_live/\\u00E9 1",
    ]) {
      expect(finds(key, `x=${written}&y`)).toBe(written);
    }
    // The key's own letters are matched as they are.
    expect(finds(key, "SK_LIVE/é 1")).toBeUndefined();
  });

  it("holding backslashes: each run as itself, JSON-escaped or encoded, found at once", () => {
    const key = "k\\\\ey\\x";
    for (const written of [key, JSON.stringify(key).slice(1, -1), "k%5C%5cey%5Cx", "k\\u005c\\\\ey\\x"]) {
      expect(finds(key, `[${written}]`)).toBe(written);
    }
    expect(finds(key, "k\\ey\\x")).toBeUndefined();
    // A run is one choice of length: 24 backslashes that never end in the key's "x" are given up at
    // once, where a choice per backslash would try 2^24 ways first.
    const run = `${"\\".repeat(24)}x`;
    expect(finds(run, "\\".repeat(48))).toBeUndefined();
    expect(finds(run, `${"\\".repeat(48)}x`)).toBe(`${"\\".repeat(48)}x`);
  });

  it("a backslash before a quote or a slash: its escape is one way, not a choice per pair", () => {
    for (const key of ['a\\"b/c\\/d', '\\\\"x']) {
      const json = JSON.stringify(key).slice(1, -1).replaceAll("/", "\\/");
      for (const written of [key, json, JSON.stringify(key).slice(1, -1), json.replaceAll("\\\\", "%5C\\")]) {
        expect(finds(key, `[${written}]`)).toBe(written);
      }
    }
    // 26 pairs written JSON-escaped, without the key's last "x": given up at once, where a choice per
    // pair (`\\` then `"`, or `\` then `\"`) would try 2^26 ways first.
    for (const pair of ['\\"', "\\/"]) {
      const key = `${pair.repeat(26)}x`;
      const json = JSON.stringify(pair).slice(1, -1);
      expect(finds(key, json.repeat(26))).toBeUndefined();
      expect(finds(key, `${json.repeat(26)}x`)).toBe(`${json.repeat(26)}x`);
    }
  });
});
