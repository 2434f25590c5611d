import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import type { $ZodRawIssue } from "zod/v4/core";
import en from "zod/v4/locales/en.js";
import { walletHistory } from "../../src/catalog/actions/wallet-history";
import { digits, wholeNumber } from "../../src/catalog/fields";
import { zodId } from "../../src/lib/i18n/zod-id";
import { englishMessage, withZodWords } from "../../src/lib/zod-setup";

/** The messages a parse gives with this message function in force. */
function messagesWith(localeError: (issue: $ZodRawIssue) => string, schema: z.ZodMiniType, input: unknown): string[] {
  z.config({ localeError });
  try {
    return schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];
  } finally {
    z.config({ localeError: englishMessage });
  }
}

const CASES: [string, z.ZodMiniType, unknown][] = [
  ["a string expected", z.string(), 42],
  ["a number expected, NaN given", z.number(), Number.NaN],
  ["a boolean expected, nothing given", z.object({ live: z.boolean() }), {}],
  ["an array expected, null given", z.array(z.string()), null],
  ["one literal", z.literal(1), 2],
  ["one of several", z.enum(["a", "b"]), "c"],
  ["too small a number", z.number().check(z.gte(1)), 0],
  ["too short a string", z.string().check(z.minLength(3)), "ab"],
  ["too big a number", z.number().check(z.lt(10)), 10],
  ["too many items", z.array(z.number()).check(z.maxLength(1)), [1, 2]],
  ["a regex", z.string().check(z.regex(/^\d+$/)), "x"],
  ["a URL", z.url(), "not a url"],
  ["an ISO date", z.iso.date(), "2026-13-45"],
  ["unknown keys", z.strictObject({ a: z.string() }), { a: "x", b: 1, c: 2 }],
  ["a union", z.union([z.string(), z.number()]), true],
];

describe("englishMessage", () => {
  it.each(CASES)("words %s as zod's English locale does", (_name, schema, input) => {
    const zodEnglish = en().localeError as (issue: $ZodRawIssue) => string;
    const expected = messagesWith(zodEnglish, schema, input);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.every((message) => message !== "Invalid input" || _name === "a union")).toBe(true);
    expect(messagesWith(englishMessage, schema, input)).toEqual(expected);
  });
});

describe("withZodWords", () => {
  const limit = walletHistory.params.shape.limit;

  it("gives the catalog's field messages and zod's own in Indonesian for one parse, then English again", () => {
    const first = (schema: z.ZodMiniType, input: unknown) => schema.safeParse(input).error?.issues[0]?.message;
    expect(withZodWords(zodId, () => first(digits(), "12a"))).toBe("Hanya angka (0-9), tanpa spasi atau tanda");
    expect(withZodWords(zodId, () => first(wholeNumber(), undefined))).toBe("Wajib diisi");
    expect(withZodWords(zodId, () => first(limit, 60_000))).toBe("Maksimal 50000");
    expect(withZodWords(zodId, () => first(z.enum(["a", "b"]), "c"))).toBe(
      'Pilihan tidak valid: seharusnya salah satu dari "a"|"b"',
    );
    // Outside, the sandbox and stored data are read in English as before.
    expect(first(digits(), "12a")).toBe("Digits only (0-9), no spaces or signs");
    expect(first(limit, 60_000)).toBe("At most 50000");
    expect(first(z.enum(["a", "b"]), "c")).toBe('Invalid option: expected one of "a"|"b"');
  });

  it("puts English back even when the parse throws", () => {
    expect(() =>
      withZodWords(zodId, () => {
        throw new Error("boom");
      }),
    ).toThrow("boom");
    expect(digits().safeParse("x").error?.issues[0]?.message).toBe("Digits only (0-9), no spaces or signs");
  });
});
