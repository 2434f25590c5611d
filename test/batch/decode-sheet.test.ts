import { describe, expect, it } from "vitest";
import { decodeSheet } from "../../src/batch/decode-sheet";
import { parseSheet } from "../../src/batch/parse-sheet";

/** ASCII text as its bytes, the same in windows-1252 and UTF-8. */
const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

/**
 * A file as Excel's "CSV (Comma delimited)" writes it on a Western Windows: windows-1252 bytes,
 * no byte order mark. 0xE9 is "é", 0xFC "ü" and 0x96 "–" (an en dash), none of them valid UTF-8.
 */
const EXCEL_ANSI = Uint8Array.from([
  ...ascii("product_id,user_id,reseller_ref,Nama pemain\r\n201,555,ref-1,Jos"),
  0xe9,
  ...ascii("\r\n202,556,ref-2,M"),
  0xfc,
  ...ascii("ller "),
  0x96,
  ...ascii(" VIP\r\n"),
]);

const utf16 = (text: string, littleEndian: boolean) => {
  const bytes = new Uint8Array(2 + text.length * 2);
  const view = new DataView(bytes.buffer);
  view.setUint16(0, 0xfeff, littleEndian);
  for (let at = 0; at < text.length; at++) view.setUint16(2 + at * 2, text.charCodeAt(at), littleEndian);
  return bytes;
};

describe("decodeSheet", () => {
  it("reads Excel's ANSI CSV as windows-1252, not as broken UTF-8", () => {
    const decoded = decodeSheet(EXCEL_ANSI);
    expect(decoded.encoding).toBe("windows-1252");
    expect(decoded.bom).toBe(false);
    expect(decoded.text).toBe(
      "product_id,user_id,reseller_ref,Nama pemain\r\n201,555,ref-1,José\r\n202,556,ref-2,Müller – VIP\r\n",
    );
    expect(decoded.text).not.toContain("\uFFFD");
  });

  it("reads the bytes where windows-1252 differs from Latin-1 as windows-1252 does, in any runtime", () => {
    // 0x80 "€", 0x92 "’", 0x93/0x94 curly quotes, 0x96 "–", 0x97 "—"; 0x81 is a control in both.
    const decoded = decodeSheet(Uint8Array.from([0x80, 0x92, 0x93, 0x94, 0x96, 0x97, 0x81, 0xe9]));
    expect(decoded).toEqual({ text: "€’“”–—\u0081é", encoding: "windows-1252", bom: false });
  });

  it("gives parseSheet the cells as written", () => {
    const sheet = parseSheet(decodeSheet(EXCEL_ANSI.buffer).text);
    expect(sheet.unknownColumns).toEqual([{ header: "Nama pemain", column: 3 }]);
    expect(sheet.rows.map((row) => row.cells.user_id)).toEqual(["555", "556"]);
  });

  it("reads valid UTF-8 as UTF-8, the same letters from other bytes", () => {
    const decoded = decodeSheet(new TextEncoder().encode("Nama pemain: José, Müller – VIP"));
    expect(decoded).toEqual({ text: "Nama pemain: José, Müller – VIP", encoding: "utf-8", bom: false });
  });

  it("reads plain ASCII as UTF-8", () => {
    expect(decodeSheet(Uint8Array.from(ascii("product_id,user_id\n101,555\n")))).toEqual({
      text: "product_id,user_id\n101,555\n",
      encoding: "utf-8",
      bom: false,
    });
  });

  it("follows a UTF-8 byte order mark and drops it from the text", () => {
    const bytes = Uint8Array.from([0xef, 0xbb, 0xbf, ...new TextEncoder().encode("product_id\nJosé")]);
    expect(decodeSheet(bytes)).toEqual({ text: "product_id\nJosé", encoding: "utf-8", bom: true });
  });

  it("keeps to UTF-8 when the mark says so, even with a stray byte (shown as \uFFFD, not guessed)", () => {
    const bytes = Uint8Array.from([0xef, 0xbb, 0xbf, ...ascii("Jos"), 0xe9]);
    expect(decodeSheet(bytes)).toEqual({ text: "Jos\uFFFD", encoding: "utf-8", bom: true });
  });

  it.each([
    ["little-endian (Excel's Unicode Text)", true, "utf-16le"],
    ["big-endian", false, "utf-16be"],
  ] as const)("reads UTF-16 %s by its byte order mark", (_, littleEndian, encoding) => {
    const text = "product_id\tuser_id\tNama\r\n201\t555\tJosé – Müller\r\n";
    const decoded = decodeSheet(utf16(text, littleEndian));
    expect(decoded).toEqual({ text, encoding, bom: true });
    expect(parseSheet(decoded.text).rows[0]?.cells.user_id).toBe("555");
  });
});
