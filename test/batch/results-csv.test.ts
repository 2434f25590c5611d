import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { parseSheet } from "../../src/batch/parse-sheet";
import { resultsCsv } from "../../src/batch/results-csv";
import type { BatchRow, RowState } from "../../src/batch/row-state";

const row = (line: number, state: RowState, extra: Partial<BatchRow> = {}): BatchRow => ({
  batchId: "b",
  line,
  order: { product_id: 201, user_id: "555", reseller_ref: `ref-b-${line}` },
  product: { id: "201", price: "0.99", currency: "USD" },
  state,
  sends: 1,
  rateLimited: 0,
  ...extra,
});

const rows: BatchRow[] = [
  row(5, {
    kind: "unknown",
    sentAt: 1,
    cause: { kind: "status", status: 503 },
    lastCheck: { at: 2, note: { code: "too_soon", checkAfter: 9 } },
  }),
  row(
    2,
    { kind: "placed", at: 1, via: "answer", orderId: "ord_1", orderStatus: "completed" },
    {
      order: { product_id: 101, user_id: "123", zone_id: "2001", reseller_ref: "ref-b-2" },
    },
  ),
  row(3, { kind: "refused", at: 1, status: 422, message: '=HYPERLINK("x"), "quoted"' }),
  row(4, { kind: "pending" }, { product: { id: "201" } }),
];

describe("resultsCsv", () => {
  const csv = resultsCsv(rows);

  it("writes one line per row in file order, with the header, in CRLF", () => {
    expect(csv.split("\r\n")).toEqual([
      "line,reseller_ref,product_id,user_id,zone_id,order_id,status,price,message",
      "2,ref-b-2,101,123,2001,ord_1,completed,0.99,",
      `3,ref-b-3,201,555,,,refused,0.99,"'=HYPERLINK(""x""), ""quoted"""`,
      "4,ref-b-4,201,555,,,pending,,",
      "5,ref-b-5,201,555,,,unknown,0.99,http_503; check: too_soon",
      "",
    ]);
  });

  it("reads back as a batch file: the order's columns keep their names", () => {
    const sheet = parseSheet(csv);
    expect(sheet.rows.map((each) => each.cells.reseller_ref)).toEqual(["ref-b-2", "ref-b-3", "ref-b-4", "ref-b-5"]);
    expect(sheet.unknownColumns.map((column) => column.header)).toEqual([
      "line",
      "order_id",
      "status",
      "price",
      "message",
    ]);
  });

  it("takes the message column's words from the caller", () => {
    const worded = Papa.parse<string[]>(resultsCsv(rows, (each) => `row ${each.line}`)).data;
    expect(worded.slice(1, 5).map((cells) => cells.at(-1))).toEqual(["row 2", "row 3", "row 4", "row 5"]);
  });
});

describe("resultsCsv: followed orders", () => {
  it("writes a followed order's final status, not the one it was placed with", () => {
    const followed = row(2, {
      kind: "placed",
      at: 1,
      via: "answer",
      orderId: "ord_9",
      orderStatus: "failed",
      final: { status: "failed", at: 20 },
    });
    const seen = row(3, { kind: "placed", at: 1, via: "answer", orderStatus: "processing" });
    expect(resultsCsv([followed, seen]).split("\r\n").slice(1, 3)).toEqual([
      "2,ref-b-2,201,555,,ord_9,failed,0.99,",
      "3,ref-b-3,201,555,,,processing,0.99,",
    ]);
  });
});
