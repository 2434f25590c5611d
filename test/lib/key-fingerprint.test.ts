import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { keyFingerprint } from "../../src/lib/key-fingerprint";

describe("keyFingerprint", () => {
  it("is the same for the same key and differs between keys", () => {
    expect(keyFingerprint("sk_demo_funded")).toBe(keyFingerprint("sk_demo_funded"));
    expect(keyFingerprint("sk_demo_funded")).not.toBe(keyFingerprint("sk_demo_low"));
    expect(keyFingerprint("")).toBe("no-key");
  });

  it("never contains the key or any long part of it", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 6, maxLength: 80 }), (key) => {
        const print = keyFingerprint(key);
        expect(print).toMatch(/^k[0-9a-f]{8}$/);
        expect(print.includes(key.slice(0, 6))).toBe(false);
      }),
    );
  });
});
