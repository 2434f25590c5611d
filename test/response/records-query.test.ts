import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createRecordsIndex, type RecordsQuery, WIDEST, wordsOf } from "../../src/response/records-query";

const records = [
  { id: "txn_3", type: "debit", amount: -999, note: "Order for Sky Raiders" },
  { id: "txn_10", type: "top_up", amount: 25000, note: "Bank transfer" },
  { id: "txn_2", type: "debit", amount: -1499, note: "" },
  { id: "txn_1", type: "refund", amount: 999, note: "Refund: Sky Raiders order failed" },
];
const columns = ["id", "type", "amount", "note"];
const ids = (query: RecordsQuery) => [...createRecordsIndex(records, columns).select(query)];

describe("filtering records", () => {
  it("keeps the rows holding every word, in any order and case", () => {
    expect(ids({ filter: "sky" })).toEqual([0, 3]);
    expect(ids({ filter: "  RAIDERS   refund " })).toEqual([3]);
    expect(ids({ filter: "raiders bank" })).toEqual([]);
    expect(ids({ filter: "   " })).toEqual([0, 1, 2, 3]);
  });

  it("takes a quoted phrase as one word, also before its closing quote is typed", () => {
    expect(wordsOf(' Sky  "Raiders order" debit')).toEqual(["sky", "raiders order", "debit"]);
    expect(wordsOf('"raiders ord')).toEqual(["raiders ord"]);
    expect(wordsOf('"" x')).toEqual(["x"]);
    expect(ids({ filter: '"sky raiders order"' })).toEqual([3]);
    expect(ids({ filter: "sky raiders order" })).toEqual([0, 3]);
  });

  it("does not match a word across two cells", () => {
    // "debit" ends one cell and "-999" starts the next: "debit-9" is in neither.
    expect(ids({ filter: "debit-9" })).toEqual([]);
    expect(ids({ filter: "-999" })).toEqual([0]);
  });

  it("looks in one column when asked", () => {
    expect(ids({ filter: "refund" })).toEqual([3]);
    expect(ids({ filter: "order", filterColumn: "note" })).toEqual([0, 3]);
    expect(ids({ filter: "debit", filterColumn: "note" })).toEqual([]);
    expect(ids({ filter: "debit", filterColumn: "type" })).toEqual([0, 2]);
  });
});

describe("sorting records", () => {
  it("sorts a column of numbers as numbers, both ways", () => {
    expect(ids({ sort: { column: "amount", direction: "ascending" } })).toEqual([2, 0, 3, 1]);
    expect(ids({ sort: { column: "amount", direction: "descending" } })).toEqual([1, 3, 0, 2]);
  });

  it("sorts text with its numbers in number order, ties in the body's order, empty cells last", () => {
    expect(ids({ sort: { column: "id", direction: "ascending" } })).toEqual([3, 2, 0, 1]);
    expect(ids({ sort: { column: "type", direction: "ascending" } })).toEqual([0, 2, 3, 1]);
    expect(ids({ sort: { column: "type", direction: "descending" } })).toEqual([1, 3, 0, 2]);
    expect(ids({ sort: { column: "note", direction: "ascending" } })).toEqual([1, 0, 3, 2]);
    expect(ids({ sort: { column: "note", direction: "descending" } })).toEqual([3, 0, 1, 2]);
  });

  it("filters and sorts together, and ignores a column the records do not have", () => {
    expect(ids({ filter: "debit", sort: { column: "amount", direction: "ascending" } })).toEqual([2, 0]);
    expect(ids({ sort: { column: "nope", direction: "descending" } })).toEqual([0, 1, 2, 3]);
  });

  it("agrees with a plain filter and sort on any records", () => {
    const record = fc.record({ a: fc.oneof(fc.integer(), fc.constant("")), b: fc.string({ maxLength: 4 }) });
    fc.assert(
      fc.property(
        fc.array(record, { maxLength: 40 }),
        fc.string({ maxLength: 2 }),
        fc.constantFrom("ascending" as const, "descending" as const),
        (list, word, direction) => {
          const got = [
            ...createRecordsIndex(list, ["a", "b"]).select({ filter: word, sort: { column: "a", direction } }),
          ];
          const words = wordsOf(word);
          const kept = list
            .map((item, index) => ({ item, index }))
            .filter(({ item }) => words.every((w) => `${item.a}\u0000${item.b}`.toLowerCase().includes(w)));
          const filled = kept.filter(({ item }) => item.a !== "");
          const sign = direction === "ascending" ? 1 : -1;
          filled.sort((x, y) => sign * ((x.item.a as number) - (y.item.a as number)) || x.index - y.index);
          const want = [...filled, ...kept.filter(({ item }) => item.a === "")].map(({ index }) => index);
          expect(got).toEqual(want);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("pages of records", () => {
  it("gives the rows from an offset with their place in the body, the count and the summary of them all", () => {
    const index = createRecordsIndex(records, columns);
    const page = index.page({ filter: "debit" }, 1, 5);
    expect(page).toMatchObject({ matched: 2, total: 4, offset: 1 });
    expect(page.rows).toEqual([{ index: 2, cells: ["txn_2", "debit", "-1499", ""] }]);
    expect(page.summary.sums).toEqual([{ column: "amount", totals: [{ sum: -2498, count: 2 }] }]);
    expect(index.page({}, 9, 5)).toMatchObject({ offset: 4, rows: [] });
  });

  it("sizes each column by its longest text in any row, up to a cap", () => {
    const long = [{ a: "x", b: "y".repeat(200) }, ...Array.from({ length: 500 }, () => ({ a: "x", b: "y" }))];
    long.push({ a: "wider text", b: "y" });
    expect(createRecordsIndex(long, ["a", "b"]).page({}, 0, 1).widths).toEqual(["wider text".length, WIDEST]);
  });

  it("answers the same question twice from what it kept", () => {
    const index = createRecordsIndex(records, columns);
    const query = { filter: "debit", sort: { column: "amount", direction: "ascending" as const } };
    expect(index.select(query)).toBe(index.select({ ...query }));
  });
});
