import { describe, expect, it } from "vitest";
import { fixedIdLengths } from "../../src/batch/id-lengths";
import { parseSheet } from "../../src/batch/parse-sheet";

const rowsOf = (...lines: string[]) => parseSheet(["product_id,user_id", ...lines].join("\n")).rows;
const byProduct = (row: { cells: { product_id: string } }) => row.cells.product_id;

describe("fixedIdLengths", () => {
  it("finds a length three or more distinct ids of a game share, ahead of the shorter ones", () => {
    const rows = rowsOf("201,0812345671", "201,0812345672", "201,0812345673", "201,812345674");
    expect(fixedIdLengths(rows, byProduct)).toEqual(new Map([["201", { length: 10, ids: 3 }]]));
  });

  it("keeps each game apart", () => {
    const rows = rowsOf("201,1111111111", "201,2222222222", "201,3333333333", "101,12345", "101,123456");
    expect([...fixedIdLengths(rows, byProduct).keys()]).toEqual(["201"]);
  });

  it("proves nothing from two ids, or from one id repeated", () => {
    expect(fixedIdLengths(rowsOf("201,1111111111", "201,2222222222", "201,123"), byProduct).size).toBe(0);
    const repeated = rowsOf("201,1111111111", "201,1111111111", "201,1111111111", "201,123");
    expect(fixedIdLengths(repeated, byProduct).size).toBe(0);
  });

  it("calls no length fixed when the shorter ids are as many as the longest", () => {
    const rows = rowsOf("201,1111111111", "201,2222222222", "201,3333333333", "201,444444444", "201,55555555", "201,6");
    expect(fixedIdLengths(rows, byProduct).size).toBe(0);
  });

  it("counts only ids made of digits", () => {
    const rows = rowsOf("201,1111111111", "201,2222222222", "201,1.23457E+11", "201,abcdefghij");
    expect(fixedIdLengths(rows, byProduct).size).toBe(0);
  });
});
