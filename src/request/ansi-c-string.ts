import type { Language } from "../lib/i18n/language";
import { type CurlMessages, curlMessages } from "./curl-messages";

const SIMPLE: Record<string, number> = {
  a: 7,
  b: 8,
  e: 27,
  E: 27,
  f: 12,
  n: 10,
  r: 13,
  t: 9,
  v: 11,
  "\\": 92,
  "'": 39,
  '"': 34,
  "?": 63,
};

const HEX = /x([0-9a-fA-F]{1,2})/y;
const UNICODE = /u([0-9a-fA-F]{1,4})|U([0-9a-fA-F]{1,8})/y;
const OCTAL = /[0-7]{1,3}/y;
const CONTROL = /c([\s\S])/y;

const encoder = new TextEncoder();

function matchAt(pattern: RegExp, input: string, at: number): RegExpExecArray | null {
  pattern.lastIndex = at;
  return pattern.exec(input);
}

export type AnsiCResult = { ok: true; text: string; end: number } | { ok: false; message: string };

/**
 * Reads a bash $'…' string from just after its opening quote. Escapes make bytes, as in bash:
 * `\xff` is the byte 0xFF, `\u00e9` the UTF-8 bytes of é; the bytes must then be UTF-8 text.
 * Bash ends the string at a NUL byte, and so does this.
 */
export function readAnsiC(input: string, start: number, language: Language = "en"): AnsiCResult {
  const m = curlMessages[language];
  const bytes: number[] = [];
  const pushText = (text: string) => {
    for (const byte of encoder.encode(text)) bytes.push(byte);
  };
  let at = start;
  while (at < input.length) {
    const char = input[at] ?? "";
    if (char === "'") return decode(bytes, start, at + 1, m);
    if (char !== "\\") {
      const code = input.codePointAt(at) ?? 0;
      pushText(String.fromCodePoint(code));
      at += code > 0xffff ? 2 : 1;
      continue;
    }
    const next = input[at + 1] ?? "";
    const hex = matchAt(HEX, input, at + 1);
    const unicode = hex ? null : matchAt(UNICODE, input, at + 1);
    const octal = hex || unicode ? null : matchAt(OCTAL, input, at + 1);
    const control = hex || unicode || octal ? null : matchAt(CONTROL, input, at + 1);
    const simple = SIMPLE[next];
    if (hex) bytes.push(Number.parseInt(hex[1] ?? "0", 16));
    else if (unicode) {
      const code = Number.parseInt(unicode[1] ?? unicode[2] ?? "0", 16);
      if (code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) {
        return { ok: false, message: m.badEscape(unicode[0], at + 1) };
      }
      pushText(String.fromCodePoint(code));
    } else if (octal) bytes.push(Number.parseInt(octal[0], 8) & 0xff);
    else if (control) bytes.push((control[1] ?? "").charCodeAt(0) & 0x1f);
    else if (simple !== undefined) bytes.push(simple);
    // Bash keeps an escape it does not know, backslash and all.
    else pushText(`\\${next}`);
    const used = (hex ?? unicode ?? octal ?? control)?.[0].length ?? 1;
    at += 1 + used;
  }
  return { ok: false, message: m.ansiOpen(start - 1) };
}

function decode(bytes: number[], start: number, end: number, m: CurlMessages): AnsiCResult {
  const nul = bytes.indexOf(0);
  const kept = Uint8Array.from(nul < 0 ? bytes : bytes.slice(0, nul));
  try {
    return { ok: true, text: new TextDecoder("utf-8", { fatal: true }).decode(kept), end };
  } catch {
    return {
      ok: false,
      message: m.ansiBytes(start - 1),
    };
  }
}
