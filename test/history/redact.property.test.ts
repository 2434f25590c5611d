import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { keyScrubber, REDACTED } from "../../src/history/redact";

const scrubKey = (text: string, key: string) => keyScrubber([key])(text);

import { MIN_ENCODED_KEY_LENGTH } from "../../src/history/redact-pattern";

const utf8 = (text: string) => Buffer.from(text, "utf8");
/** `\uXXXX` for each UTF-16 unit of a character, as JSON writers that escape everything do. */
const unicodeEscape = (char: string) =>
  Array.from({ length: char.length }, (_, at) => `\\u${char.charCodeAt(at).toString(16).padStart(4, "0")}`).join("");

/** Every way a server or a field might echo the key back. `pick` chooses characters for partial forms. */
const ENCODINGS: Record<string, (key: string, pick: (at: number) => boolean) => string> = {
  plain: (key) => key,
  encodeURIComponent: (key) => encodeURIComponent(key),
  encodeURI: (key) => encodeURI(key),
  form: (key) => new URLSearchParams({ k: key }).toString().slice(2),
  "percent, lower-case hex": (key) => encodeURIComponent(key).replace(/%[0-9A-F]{2}/g, (byte) => byte.toLowerCase()),
  json: (key) => JSON.stringify(key).slice(1, -1),
  "json, slashes escaped": (key) => JSON.stringify(key).slice(1, -1).replaceAll("/", "\\/"),
  "\\u, every character": (key) => [...key].map(unicodeEscape).join(""),
  "\\u, upper-case hex": (key) =>
    [...key].map((char) => unicodeEscape(char).replace(/[a-f]/g, (d) => d.toUpperCase())).join(""),
  "\\u, some characters": (key, pick) =>
    [...key].map((char, at) => (pick(at) ? unicodeEscape(char) : JSON.stringify(char).slice(1, -1))).join(""),
  "percent, some characters": (key, pick) =>
    [...key].map((char, at) => (pick(at) ? encodeURIComponent(char) : char)).join(""),
  hex: (key) => utf8(key).toString("hex"),
  "hex, upper-case": (key) => utf8(key).toString("hex").toUpperCase(),
  base64: (key) => utf8(key).toString("base64"),
  "base64, unpadded": (key) => utf8(key).toString("base64").replace(/=+$/, ""),
  "base64url, padded": (key) => utf8(key).toString("base64").replaceAll("+", "-").replaceAll("/", "_"),
  base64url: (key) => utf8(key).toString("base64url"),
};

// Letters, digits, URL and JSON specials, controls, accents and a character outside the BMP.
const keyChar = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(..."abcXYZ0189_-") },
  { weight: 2, arbitrary: fc.constantFrom(...' /+&=?%"\\:\n\t~') },
  { weight: 1, arbitrary: fc.constantFrom("é", "€", "ß", "\u2028", "😀") },
);
const key = (minLength: number) => fc.string({ unit: keyChar, minLength, maxLength: 40 });
const text = fc.string({ maxLength: 30 });

describe("key redaction, for any key and text", () => {
  it("leaves no encoded copy of a key of 8 characters or more", () => {
    fc.assert(
      fc.property(
        key(MIN_ENCODED_KEY_LENGTH),
        fc.constantFrom(...Object.keys(ENCODINGS)),
        fc.func(fc.boolean()),
        text,
        text,
        (secret, encoding, pick, before, after) => {
          const echoed = ENCODINGS[encoding]?.(secret, (at) => pick(at)) ?? "";
          const scrubbed = scrubKey(before + echoed + after, secret);
          expect(scrubbed).toContain(REDACTED);
          expect(scrubbed).not.toContain(echoed);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("leaves no copy of a key of any length written in another case", () => {
    // No letter of "[redacted]" itself, so a one-letter key is not found again in the replacement.
    const ascii = fc.string({ unit: fc.constantFrom(..."bfgkxyzBFGKXYZ019_-"), minLength: 1, maxLength: 30 });
    fc.assert(
      fc.property(ascii, fc.func(fc.boolean()), text, text, (secret, upper, before, after) => {
        const echoed = [...secret].map((char, at) => (upper(at) ? char.toUpperCase() : char.toLowerCase())).join("");
        expect(scrubKey(before + echoed + after, secret)).not.toContain(echoed);
      }),
    );
  });

  it("keeps of base64 `user:key` (Basic auth) only the characters the user name alone decides", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), key(MIN_ENCODED_KEY_LENGTH), (user, secret) => {
        const basic = utf8(`${user}:${secret}`).toString("base64");
        // The first character that holds a bit of ":" + key, whatever the alignment.
        const kept = Math.ceil((8 * utf8(user).length) / 6);
        expect(scrubKey(basic, secret)).toBe(basic.slice(0, kept) + REDACTED);
      }),
    );
  });

  it("changes nothing for an empty key", () => {
    fc.assert(
      fc.property(fc.string(), (anything) => {
        expect(scrubKey(anything, "")).toBe(anything);
      }),
    );
  });
});
