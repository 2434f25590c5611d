import { writtenKeyPattern } from "../request/key-forms";

/**
 * The ways a key can come back in a text: a server or a field that echoes it encoded leaks it
 * as surely as one that echoes it plain. One pattern, matched without regard to case, holds
 * them all.
 */

/**
 * Below this length a key is looked for as written (URL- or JSON-escaped too) but not in base64
 * or hex: a few encoded characters would match ordinary text. Real keys are far longer.
 */
export const MIN_ENCODED_KEY_LENGTH = 8;

const escapeRegExp = (text: string) => text.replace(/[\\^$.*+?()[\]{}|/-]/g, "\\$&");
const hex = (value: number, digits: number) => value.toString(16).padStart(digits, "0");
const utf8 = (text: string) => [...new TextEncoder().encode(text)];

const base64 = (bytes: readonly number[]) => btoa(String.fromCharCode(...bytes));
const urlSafe = (text: string) => text.replaceAll("+", "-").replaceAll("/", "_");

/**
 * The base64 characters that `bytes` alone decide when they start `offset` bytes (0, 1 or 2)
 * into a longer text, as in `user:key` for Basic auth: in the middle of the text (the last
 * characters also hold bits of what follows), and at its end, padded and not.
 */
function base64Windows(bytes: readonly number[], offset: number): string[] {
  const encoded = base64([...Array(offset).fill(0), ...bytes]);
  const first = Math.ceil((8 * offset) / 6);
  const middle = encoded.slice(first, Math.floor((8 * (offset + bytes.length)) / 6));
  const end = encoded.slice(first);
  return [middle, end, end.replace(/=+$/, "")];
}

/** Base64 (standard and URL-safe) and hex of the key's UTF-8 bytes, alone or inside longer text. */
function encodedForms(key: string): string[] {
  const forms: string[] = [];
  for (const prefix of ["", ":"]) {
    const bytes = utf8(prefix + key);
    for (const offset of [0, 1, 2]) forms.push(...base64Windows(bytes, offset));
  }
  return [
    ...forms,
    ...forms.map(urlSafe),
    utf8(key)
      .map((byte) => hex(byte, 2))
      .join(""),
  ];
}

/**
 * One pattern for every form of every key, or null when there is no key (an empty key would
 * match everywhere). Longer forms come first, so a form that contains another is taken whole.
 */
export function keysPattern(keys: readonly (string | undefined)[]): RegExp | null {
  const present = [...new Set(keys.filter((key): key is string => !!key))].sort((a, b) => b.length - a.length);
  if (present.length === 0) return null;
  const encoded = [
    ...new Set(present.flatMap((key) => (key.length >= MIN_ENCODED_KEY_LENGTH ? encodedForms(key) : []))),
  ].sort((a, b) => b.length - a.length);
  return new RegExp([...encoded.map(escapeRegExp), ...present.map(writtenKeyPattern)].join("|"), "gi");
}
