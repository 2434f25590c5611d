import { describe, expect, it } from "vitest";
import { numberFormOf, numberIdLines, numberIds } from "../../src/batch/id-as-number";
import { parseSheet } from "../../src/batch/parse-sheet";

describe("numberFormOf", () => {
  it.each([
    ["1.23457E+11", "scientific"],
    ["1,23457E+11", "scientific"],
    ["1.23457e+11", "scientific"],
    ["8.12346E+9", "scientific"],
    ["1E+11", "scientific"],
    [" 1.2E11 ", "scientific"],
    ["123456789.0", "decimal"],
    ["123456789,0", "decimal"],
    ["2001.00", "decimal"],
  ] as const)("reads %s as %s", (cell, form) => {
    expect(numberFormOf(cell)).toBe(form);
  });

  it.each(["123456789", "0812345678", "12.5", "E11", "1E", "1.2.3E4", "abc", ""])(
    "leaves %j alone: not a number written in place of an id",
    (cell) => {
      expect(numberFormOf(cell)).toBeUndefined();
    },
  );
});

describe("numberIds", () => {
  it("names each id cell a spreadsheet wrote as a number, player and zone", () => {
    const cells = { product_id: "101", user_id: "1.23457E+11", zone_id: "2001.0", reseller_ref: "1.5E+3" };
    expect(numberIds(cells)).toEqual([
      { field: "user_id", value: "1.23457E+11", form: "scientific" },
      { field: "zone_id", value: "2001.0", form: "decimal" },
    ]);
  });
});

describe("numberIdLines", () => {
  it("lists the lines of such rows in file order", () => {
    const sheet = parseSheet(
      'product_id;user_id;zone_id\n101;555;2001\n101;"1,23457E+11";2001\n201;556;\n201;557.0;\n',
    );
    expect(numberIdLines(sheet.rows)).toEqual([3, 5]);
  });
});
