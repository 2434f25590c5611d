import { describe, expect, it } from "vitest";
import { parseSheet } from "../../src/batch/parse-sheet";

const cells = (product_id: string, user_id: string, zone_id = "", reseller_ref = "") => ({
  product_id,
  user_id,
  zone_id,
  reseller_ref,
});

describe("parseSheet: separators", () => {
  it.each([
    ["a comma", ",", "product_id,user_id,zone_id\n101,555,2001\n102,556,2002\n"],
    ["a semicolon (Excel with a decimal comma)", ";", "product_id;user_id;zone_id\n101;555;2001\n102;556;2002\n"],
    ["a tab", "\t", "product_id\tuser_id\tzone_id\n101\t555\t2001\n102\t556\t2002\n"],
  ])("detects %s", (_, delimiter, text) => {
    const sheet = parseSheet(text);
    expect(sheet.delimiter).toBe(delimiter);
    expect(sheet.rows.map((row) => row.cells)).toEqual([cells("101", "555", "2001"), cells("102", "556", "2002")]);
    expect(sheet.problems).toEqual([]);
  });

  it("detects a semicolon in a two-column file that ends in a blank line", () => {
    const sheet = parseSheet("product;user_id\r\n101;555\r\n\r\n");
    expect(sheet.delimiter).toBe(";");
    expect(sheet.rows).toEqual([{ line: 2, cells: cells("101", "555") }]);
  });

  it("keeps a comma inside a semicolon file's quoted field as text", () => {
    const sheet = parseSheet('product_id;user_id;reseller_ref\n101;555;"a,b;c"\n');
    expect(sheet.rows[0]?.cells.reseller_ref).toBe("a,b;c");
  });
});

describe("parseSheet: quotes, BOM and line endings", () => {
  it("reads a quoted field with commas and a line break, and numbers lines as the file has them", () => {
    const text = [
      "product_id,user_id,reseller_ref",
      '101,555,"first, with a comma',
      'and a second line"',
      "102,556,plain",
      "",
    ];
    const sheet = parseSheet(text.join("\n"));
    expect(sheet.rows).toEqual([
      { line: 2, cells: cells("101", "555", "", "first, with a comma\nand a second line") },
      { line: 4, cells: cells("102", "556", "", "plain") },
    ]);
  });

  it("reads a doubled quote inside quotes as one quote", () => {
    const sheet = parseSheet('product_id,user_id,reseller_ref\n101,555,"say ""hi"""\n');
    expect(sheet.rows[0]?.cells.reseller_ref).toBe('say "hi"');
  });

  it("drops a UTF-8 byte order mark before the first header", () => {
    const sheet = parseSheet("\uFEFFproduct_id,user_id\n101,555\n");
    expect(sheet.columns.product_id).toEqual({ header: "product_id", column: 0 });
    expect(sheet.unknownColumns).toEqual([]);
    expect(sheet.rows).toEqual([{ line: 2, cells: cells("101", "555") }]);
  });

  it("reads CRLF line endings, inside quotes too, without a stray carriage return", () => {
    const sheet = parseSheet('product_id,user_id,reseller_ref\r\n101,555,"two\r\nlines"\r\n102,556,x\r\n');
    expect(sheet.rows).toEqual([
      { line: 2, cells: cells("101", "555", "", "two\r\nlines") },
      { line: 4, cells: cells("102", "556", "", "x") },
    ]);
  });

  it("skips blank lines but counts them in the line numbers", () => {
    const sheet = parseSheet("\n\nproduct_id,user_id\n\n101,555\n  \n,\n102,556");
    expect(sheet.rows.map((row) => row.line)).toEqual([5, 8]);
  });

  it("counts a lone carriage return (old Mac files) as a line break", () => {
    const sheet = parseSheet("product_id,user_id\r101,555\r102,556\r");
    expect(sheet.rows.map((row) => row.line)).toEqual([2, 3]);
  });

  it("reports a quote left open with the line it starts on", () => {
    const sheet = parseSheet('product_id,user_id,reseller_ref\n101,555,ok\n102,556,"never closed\n103,557,x\n');
    expect(sheet.problems).toContainEqual({ code: "unclosed_quote", line: 3 });
  });
});

describe("parseSheet: headers", () => {
  it.each([
    ["product", "player_id", "zone"],
    ["SKU", "Player ID", "Server"],
    ["Product_ID", "USER_ID", "Zone-ID"],
  ])("reads %s, %s and %s as product_id, user_id and zone_id", (product, user, zone) => {
    const sheet = parseSheet(`${product},${user},${zone}\n101,555,2001\n`);
    expect(sheet.rows[0]?.cells).toEqual(cells("101", "555", "2001"));
    expect(sheet.unknownColumns).toEqual([]);
  });

  it("takes the columns in any order, with the reference and columns it does not know", () => {
    const sheet = parseSheet("note,zone_id,reseller_ref,user_id,price,product_id\nvip,2001,my-1,555,10,101\n");
    expect(sheet.rows[0]?.cells).toEqual(cells("101", "555", "2001", "my-1"));
    expect(sheet.unknownColumns).toEqual([
      { header: "note", column: 0 },
      { header: "price", column: 4 },
    ]);
  });

  it("reports a missing required column, and a field named by two columns", () => {
    const sheet = parseSheet("product,sku,zone\n101,102,2001\n");
    expect(sheet.problems).toEqual([
      { code: "repeated_column", field: "product_id", header: "sku", column: 1 },
      { code: "missing_column", field: "user_id" },
    ]);
    expect(sheet.rows[0]?.cells.product_id).toBe("101");
  });

  it("reads a missing cell as empty and trims the others", () => {
    const sheet = parseSheet("product_id,user_id,zone_id\n 101 , 555\n");
    expect(sheet.rows[0]?.cells).toEqual(cells("101", "555"));
  });

  it("says when the file has no header at all", () => {
    expect(parseSheet("").problems).toEqual([{ code: "no_header" }]);
    expect(parseSheet("\r\n \r\n").problems).toEqual([{ code: "no_header" }]);
  });
});

describe("parseSheet: a large file", () => {
  it("reads 10,000 rows, each on its own line", () => {
    const lines = ["product_id;user_id;zone_id"];
    for (let at = 0; at < 10_000; at++) lines.push(`${100 + (at % 7)};${1_000_000 + at};${2000 + (at % 3)}`);
    const sheet = parseSheet(lines.join("\r\n"));
    expect(sheet.rows).toHaveLength(10_000);
    expect(sheet.rows.at(-1)).toEqual({ line: 10_001, cells: cells("103", "1009999", "2000") });
  });
});
