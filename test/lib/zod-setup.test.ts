import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import type { $ZodRawIssue } from "zod/v4/core";
import en from "zod/v4/locales/en.js";
import { englishMessage } from "../../src/lib/zod-setup";

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
