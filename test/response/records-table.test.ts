import { describe, expect, it } from "vitest";
import { createBodyReader } from "../../src/response/body-summary";
import { columnsOf, findRecords, recordsCsv } from "../../src/response/records-table";

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
      columnsOf([
        { id: 1, name: "a" },
        { id: 2, extra: { x: true } },
      ]),
    ).toEqual(["id", "name", "extra"]);
    const read = createBodyReader(
      JSON.stringify({
        data: [
          { id: 1, name: "a" },
          { id: 2, extra: { x: true } },
        ],
      }),
    );
    expect(read({ id: 1, type: "summary" })).toMatchObject({
      table: { source: "data", columns: ["id", "name", "extra"], total: 2 },
    });
    expect(read({ id: 2, type: "table", query: {}, offset: 0, limit: 10 })).toMatchObject({
      rows: [
        { index: 0, cells: ["1", "a", ""] },
        { index: 1, cells: ["2", "", '{"x":true}'] },
      ],
      matched: 2,
      total: 2,
    });
  });

  it("writes the rows a filter and a sort left, in their order, when asked for those", () => {
    const body = {
      data: [
        { n: 1, t: "b" },
        { n: 2, t: "a" },
        { n: 3, t: "b" },
      ],
    };
    expect(recordsCsv(body, [2, 0])).toBe("n,t\r\n3,b\r\n1,b\r\n");
    const read = createBodyReader(JSON.stringify(body));
    const query = { filter: "B", sort: { column: "n", direction: "descending" as const } };
    expect(read({ id: 1, type: "csv", query })).toBe("n,t\r\n3,b\r\n1,b\r\n");
    expect(read({ id: 2, type: "csv" })).toBe("n,t\r\n1,b\r\n2,a\r\n3,b\r\n");
  });

  it("leaves a field a record lacks empty, also when its name is an object's own (constructor, toString)", () => {
    const body: { data: Record<string, unknown>[] } = {
      data: [{ id: "a", constructor: "x", toString: "y" }, { id: "b" }],
    };
    expect(recordsCsv(body)).toBe("id,constructor,toString\r\na,x,y\r\nb,,\r\n");
    const read = createBodyReader(JSON.stringify(body));
    read({ id: 0, type: "summary" });
    const page = read({ id: 1, type: "table", query: { filter: "b" }, offset: 0, limit: 50 });
    expect(page).toMatchObject({ rows: [{ cells: ["b", "", ""] }] });
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
