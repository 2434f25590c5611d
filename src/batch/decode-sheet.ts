/**
 * The encodings a batch file is read in. Excel's "CSV UTF-8" writes UTF-8 with a byte order mark;
 * its "CSV (Comma delimited)" writes the Windows ANSI code page, which on an English or Indonesian
 * Windows is windows-1252; its "Unicode Text" writes UTF-16 little-endian with a byte order mark.
 */
export type SheetEncoding = "utf-8" | "utf-16le" | "utf-16be" | "windows-1252";

/** A file's text and how it was read: worded where shown, so a person can tell a misread file. */
export interface DecodedSheet {
  text: string;
  encoding: SheetEncoding;
  /** Whether the file began with a byte order mark naming its encoding. */
  bom: boolean;
}

/**
 * What windows-1252 has at 0x80–0x9F (the WHATWG Encoding Standard's index-windows-1252): "€",
 * "–" (0x96), curly quotes … where Latin-1 has C1 controls; five bytes stay the control they are.
 */
const WINDOWS_1252_C1 = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d, 0x17d, 0x8f,
  0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
].map((code) => String.fromCharCode(code));

const C1_CONTROLS = /[\u0080-\u009f]/g;

/**
 * The platform's windows-1252 decoder, set right where it decodes as Latin-1: Node since 20.18.3
 * gives "\u0096" for 0x96, not "–" (nodejs/node#60888); browsers follow the standard, and there
 * the correction finds only the five controls windows-1252 itself leaves, which it keeps.
 */
function decodeWindows1252(bytes: Uint8Array): string {
  const text = new TextDecoder("windows-1252").decode(bytes);
  return text.replace(C1_CONTROLS, (char) => WINDOWS_1252_C1[char.charCodeAt(0) - 0x80] ?? char);
}

const startsWith = (bytes: Uint8Array, ...mark: number[]) => mark.every((byte, at) => bytes[at] === byte);

/**
 * A batch file's bytes → its text. A byte order mark decides (UTF-8, UTF-16 LE or BE); without
 * one the bytes are UTF-8 when they are valid UTF-8 (plain ASCII is, and reads the same either
 * way), and otherwise windows-1252, what Excel's "CSV (Comma delimited)" writes on a Western
 * Windows: "José" is then read as written, not as "Jos\uFFFD". The platform's TextDecoder decodes;
 * a text that is both valid UTF-8 and meant as windows-1252 ("Ã©") cannot be told apart, and is UTF-8.
 */
export function decodeSheet(input: ArrayBuffer | Uint8Array): DecodedSheet {
  // isView, not instanceof: bytes made in another realm (a test's jsdom) are still bytes.
  const bytes = ArrayBuffer.isView(input)
    ? new Uint8Array(input.buffer, input.byteOffset, input.byteLength)
    : new Uint8Array(input);
  // TextDecoder drops the mark it was told to expect, so the text starts at the first cell.
  if (startsWith(bytes, 0xef, 0xbb, 0xbf)) {
    return { text: new TextDecoder("utf-8").decode(bytes), encoding: "utf-8", bom: true };
  }
  if (startsWith(bytes, 0xff, 0xfe)) {
    return { text: new TextDecoder("utf-16le").decode(bytes), encoding: "utf-16le", bom: true };
  }
  if (startsWith(bytes, 0xfe, 0xff)) {
    return { text: new TextDecoder("utf-16be").decode(bytes), encoding: "utf-16be", bom: true };
  }
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(bytes), encoding: "utf-8", bom: false };
  } catch {
    // Every byte has a meaning in windows-1252, so this never fails.
    return { text: decodeWindows1252(bytes), encoding: "windows-1252", bom: false };
  }
}
