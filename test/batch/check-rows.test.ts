import { describe, expect, it } from "vitest";
import { readBalance } from "../../src/batch/batch-funds";
import { checkRows, checkRowsInSlices, nextTask } from "../../src/batch/check-rows";
import { summarizeChecks } from "../../src/batch/check-summary";
import { parseSheet } from "../../src/batch/parse-sheet";
import { productList } from "../../src/batch/product-list";
import { batchRows } from "../../src/batch/row-state";
import { gamesBody, packagesBody } from "./fixtures";

const list = productList(packagesBody, gamesBody);
const rowsOf = (...lines: string[]) =>
  parseSheet(["product_id,user_id,zone_id,reseller_ref", ...lines].join("\n")).rows;
const check = (rows: ReturnType<typeof rowsOf>, allowRepeats = false) =>
  checkRows(rows, { batchId: "20261122-abc123", prefix: "acme", list, allowRepeats });

describe("checkRows: the order form's schema", () => {
  it("gives a ready row its order, with a reference made of prefix, batch and line", () => {
    const [row] = check(rowsOf("201,555,,"));
    expect(row).toMatchObject({
      line: 2,
      verdict: "ready",
      order: { product_id: 201, user_id: "555", reseller_ref: "acme-20261122-abc123-2" },
      product: { id: "201", name: "100 Credits", price: "0.1", currency: "USD", gameId: "2" },
      problems: [],
    });
    expect(row?.order).not.toHaveProperty("zone_id");
  });

  it("keeps the reference the file gives", () => {
    const [row] = check(rowsOf("201,555,,my-own-7"));
    expect(row?.order?.reseller_ref).toBe("my-own-7");
  });

  it("reports each field the schema refuses, as a code with the field", () => {
    const [row] = check(rowsOf("abc,12a,20x1,"));
    expect(row?.verdict).toBe("problem");
    expect(row?.problems).toEqual([
      { code: "field_invalid", field: "product_id", issue: "invalid_type" },
      { code: "field_invalid", field: "user_id", issue: "invalid_format" },
      { code: "field_invalid", field: "zone_id", issue: "invalid_format" },
    ]);
  });

  it("reports an empty required cell as missing", () => {
    const [row] = check(rowsOf(",555,,"));
    expect(row?.problems).toEqual([{ code: "field_missing", field: "product_id" }]);
  });
});

describe("checkRows: products from the packages list", () => {
  it("reports a product the list does not have", () => {
    expect(check(rowsOf("999,555,,"))[0]?.problems).toEqual([{ code: "product_unknown", productId: "999" }]);
  });

  it("asks for a zone when the product's game requires one, with the game's name and zone label", () => {
    const [without, withZone] = check(rowsOf("101,555,,", "101,556,2001,"));
    expect(without?.problems).toEqual([{ code: "zone_required", game: "Arena of Legends", label: "Server ID" }]);
    expect(withZone?.verdict).toBe("ready");
  });

  it("warns of a product without a price, and still lets it go", () => {
    const [row] = check(rowsOf("203,555,,"));
    expect(row?.verdict).toBe("ready");
    expect(row?.warnings).toEqual([{ code: "no_price", productId: "203" }]);
  });

  it("checks no product when the packages answer holds no list", () => {
    const rows = checkRows(rowsOf("999,555,,"), { batchId: "b", list: productList({ message: "hello" }) });
    expect(rows[0]?.verdict).toBe("ready");
    expect(productList({ message: "hello" }).packagesProblem).toEqual({ kind: "no-records" });
  });
});

describe("checkRows: repeats", () => {
  it("flags a row repeating an earlier row's product, player and zone, naming the first line", () => {
    const rows = check(rowsOf("201,555,,", "202,555,,", "201,555,,", "201,555,7,"));
    expect(rows.map((row) => row.verdict)).toEqual(["ready", "ready", "problem", "ready"]);
    expect(rows[2]?.problems).toEqual([{ code: "repeated_row", firstLine: 2 }]);
  });

  it("makes a repeat a warning when repeats are allowed", () => {
    const rows = check(rowsOf("201,555,,", "201,555,,"), true);
    expect(rows[1]).toMatchObject({ verdict: "ready", warnings: [{ code: "repeated_row", firstLine: 2 }] });
  });

  it("refuses a reference the file gives twice, repeats allowed or not", () => {
    const rows = check(rowsOf("201,555,,same", "202,556,,same"), true);
    expect(rows[1]?.problems).toEqual([{ code: "repeated_reference", firstLine: 2 }]);
  });
});

describe("summarizeChecks", () => {
  it("counts verdicts and problems, and totals the ready rows' prices against the balance", () => {
    const rows = check(rowsOf("201,1,,", "202,2,,", "999,3,,", "101,4,,", "201,5,,"));
    const summary = summarizeChecks(rows, 0.35);
    expect(summary).toMatchObject({ rows: 5, ready: 3, problem: 2, warned: 0 });
    expect(summary.byProblem).toEqual({ product_unknown: 1, zone_required: 1 });
    // 0.1 + 0.2 + 0.1, summed in cents: exactly 0.4, which the balance of 0.35 does not cover from line 6.
    expect(summary.funds).toEqual({
      total: 0.4,
      currency: "USD",
      unpriced: 0,
      balance: 0.35,
      enough: false,
      shortFromLine: 6,
    });
  });

  it("says the balance covers a total it covers", () => {
    const funds = summarizeChecks(check(rowsOf("201,1,,", "202,2,,")), 0.3).funds;
    expect(funds).toMatchObject({ total: 0.3, enough: true });
    expect(funds.shortFromLine).toBeUndefined();
  });

  it("gives no total across currencies, and counts rows without a price", () => {
    const mixed = productList({
      data: [
        { id: 1, price: "5", currency: "USD" },
        { id: 2, price: "5", currency: "IDR" },
      ],
    });
    const rows = checkRows(rowsOf("1,5,,", "2,6,,"), { batchId: "b", list: mixed });
    expect(summarizeChecks(rows, 100).funds).toEqual({ unpriced: 0, balance: 100 });
    expect(summarizeChecks(check(rowsOf("203,5,,"))).funds).toMatchObject({ unpriced: 1, total: 0 });
  });

  it("reads Rupiah prices written as text in their currency, and leaves out one that reads two ways", () => {
    // A price list that writes Rupiah with grouping dots, as the market's sites show them.
    const rupiah = productList({
      data: [
        { id: 1, price: "15.000", currency: "IDR" },
        { id: 2, price: "Rp 10.000,00" },
        { id: 3, price: "15.000" },
      ],
    });
    const rows = checkRows(rowsOf("1,5,,", "1,6,,", "2,7,,"), { batchId: "b", list: rupiah });
    expect(summarizeChecks(rows, 35_000).funds).toEqual({
      total: 40_000,
      currency: "IDR",
      unpriced: 0,
      balance: 35_000,
      enough: false,
      shortFromLine: 4,
    });
    // Fifteen thousand or fifteen: no total is set against a guess.
    const unsure = checkRows(rowsOf("3,5,,"), { batchId: "b", list: rupiah });
    expect(summarizeChecks(unsure, 20).funds).toMatchObject({ unpriced: 1, total: 0 });
  });
});

describe("readBalance", () => {
  it.each([
    [{ balance: 12.5 }, 12.5],
    [{ data: { balance: "1,234.50", currency: "USD" } }, 1234.5],
    [{ data: { wallet: "main" } }, undefined],
    // Rupiah text, read in the currency the answer names.
    [{ data: { balance: "150.000", currency: "IDR" } }, 150_000],
    [{ data: { balance: "Rp 1.500.000" } }, 1_500_000],
    // Fifteen thousand or fifteen: unknown rather than a guess.
    [{ data: { balance: "15.000" } }, undefined],
  ])("reads %j", (body, expected) => {
    expect(readBalance(body)).toBe(expected);
  });
});

describe("checkRowsInSlices", () => {
  const rows = rowsOf("201,555,,", "201,555,,", "abc,1,,", "202,556,,x", "202,557,,x");
  const options = { batchId: "20261122-abc123", prefix: "acme", list };

  it("finds what checkRows finds, repeats across slices included", async () => {
    const pause = async () => undefined;
    expect(await checkRowsInSlices(rows, options, { slice: 2, pause })).toEqual(checkRows(rows, options));
  });

  it("pauses between slices, not before the first or after the last", async () => {
    let pauses = 0;
    const pause = async () => {
      pauses++;
    };
    await checkRowsInSlices(rows, options, { slice: 2, pause });
    expect(pauses).toBe(2);
    pauses = 0;
    await checkRowsInSlices(rows, options, { slice: 5, pause });
    expect(pauses).toBe(0);
  });

  it("by default pauses for a task, not a microtask: work already queued goes first", async () => {
    let chained = 0;
    const chain = (): Promise<void> => (++chained < 1000 ? Promise.resolve().then(chain) : Promise.resolve());
    void chain();
    await nextTask();
    expect(chained).toBe(1000);
  });
});

describe("checkRows: ids a spreadsheet turned into numbers", () => {
  it("reports a player id in scientific notation instead of 'digits only', and holds the row back", () => {
    // A decimal comma, as Excel writes it where the region uses one (Indonesia does).
    const [row] = check(rowsOf('201,"1,23457E+11",,'));
    expect(row).toMatchObject({ verdict: "problem" });
    expect(row?.order).toBeUndefined();
    expect(row?.problems).toEqual([
      { code: "id_as_number", field: "user_id", value: "1,23457E+11", form: "scientific" },
    ]);
    expect(check(rowsOf("201,1.23457E+11,,"))[0]?.problems).toEqual([
      { code: "id_as_number", field: "user_id", value: "1.23457E+11", form: "scientific" },
    ]);
  });

  it("reports a trailing .0 on a player or zone id, with the other cells' problems kept", () => {
    const [row] = check(rowsOf("abc,123456789.0,2001.0,"));
    expect(row?.problems).toEqual([
      { code: "field_invalid", field: "product_id", issue: "invalid_type" },
      { code: "id_as_number", field: "user_id", value: "123456789.0", form: "decimal" },
      { code: "id_as_number", field: "zone_id", value: "2001.0", form: "decimal" },
    ]);
  });

  const sky = ["201,0812345671,,", "202,0812345672,,", "201,0812345673,,"];

  it("reports a player id shorter than the other ids of its game, naming the game and the lengths", () => {
    const rows = check(rowsOf(...sky, "202,812345674,,"));
    expect(rows.slice(0, 3).map((row) => row.verdict)).toEqual(["ready", "ready", "ready"]);
    expect(rows[3]?.verdict).toBe("problem");
    expect(rows[3]?.problems).toEqual([
      { code: "id_short", value: "812345674", expected: 10, peers: 3, game: "Sky Raiders", productId: "202" },
    ]);
  });

  it("without List packages, compares the ids of each package on its own", () => {
    const rows = checkRows(rowsOf(...sky, "201,0812345675,,", "201,812345674,,", "202,812345676,,"), { batchId: "b" });
    expect(rows[4]?.problems).toEqual([
      { code: "id_short", value: "812345674", expected: 10, peers: 3, productId: "201" },
    ]);
    // Package 202 has one full-length id in the file: too few to tell.
    expect(rows[5]?.verdict).toBe("ready");
  });

  it("takes a short id as written once a person has corrected its cell in the console", () => {
    const [, , , short] = rowsOf(...sky, "202,812345674,,");
    if (!short) throw new Error("no fourth row");
    const rows = check([...rowsOf(...sky), { ...short, edited: ["user_id"] }]);
    expect(rows[3]?.verdict).toBe("ready");
  });

  it("finds no fixed length in a game whose ids vary", () => {
    const rows = check(rowsOf("201,123456789,,", "202,1234567890,,", "201,12345678,,", "202,1234567,,"));
    expect(rows.map((row) => row.verdict)).toEqual(["ready", "ready", "ready", "ready"]);
  });

  it("never makes such a row a batch row: it is not sent", () => {
    const checks = check(rowsOf(...sky, "202,812345674,,", "201,1.23457E+11,,"));
    expect(batchRows("b", checks).map((row) => row.line)).toEqual([2, 3, 4]);
    expect(summarizeChecks(checks).byProblem).toEqual({ id_short: 1, id_as_number: 1 });
  });
});
