import { describe, expect, it } from "vitest";
import { findRecords, recordsCsv, recordsTable } from "../../src/response/records-table";

describe("records", () => {
  it("finds the largest array of objects up to two levels down", () => {
    const body = { data: { items: [{ a: 1 }, { a: 2 }], tags: [{ t: 1 }] }, meta: { page: 1 } };
    expect(findRecords(body)).toEqual({ source: "data.items", records: [{ a: 1 }, { a: 2 }] });
    expect(findRecords([{ x: 1 }])?.source).toBe("");
    expect(findRecords({ data: [1, 2] })).toBeUndefined();
    expect(findRecords({ data: [] })).toBeUndefined();
  });

  it("makes columns from the keys in order of first appearance", () => {
    expect(
      recordsTable({
        data: [
          { id: 1, name: "a" },
          { id: 2, extra: { x: true } },
        ],
      }),
    ).toEqual({
      source: "data",
      columns: ["id", "name", "extra"],
      rows: [
        ["1", "a", ""],
        ["2", "", '{"x":true}'],
      ],
      total: 2,
    });
  });

  it("writes RFC 4180 CSV, and defuses text a spreadsheet would run as a formula", () => {
    const body = [{ name: 'say "hi", then\nleave', formula: "=HYPERLINK(1)", amount: -5, note: "-x" }];
    expect(recordsCsv(body)).toBe('name,formula,amount,note\r\n"say ""hi"", then\nleave",\'=HYPERLINK(1),-5,\'-x\r\n');
  });

  it("keeps negative numbers as numbers, and guards every other cell a spreadsheet would read as code", () => {
    const cells = [
      "-12.5",
      "-3",
      -12.5,
      -3,
      -1.5e-7,
      "-0",
      "-x",
      "-1+2",
      "-3 ",
      "=1+1",
      "+1",
      "@x",
      "\tx",
      "\rx",
      "x-1",
    ];
    const csv = recordsCsv(cells.map((value) => ({ value })));
    expect(csv?.split("\r\n")).toEqual([
      "value",
      "-12.5",
      "-3",
      "-12.5",
      "-3",
      "-1.5e-7",
      "-0",
      "'-x",
      "'-1+2",
      "'-3 ",
      "'=1+1",
      "'+1",
      "'@x",
      "'\tx",
      '"\'\rx"',
      "x-1",
      "",
    ]);
  });
});
