import { describe, expect, it } from "vitest";
import { readBalance } from "../../src/batch/batch-funds";
import { checkRows, checkRowsInSlices, nextTask } from "../../src/batch/check-rows";
import { summarizeChecks } from "../../src/batch/check-summary";
import { parseSheet } from "../../src/batch/parse-sheet";
import { productList } from "../../src/batch/product-list";
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
});

describe("readBalance", () => {
  it.each([
    [{ balance: 12.5 }, 12.5],
    [{ data: { balance: "1,234.50", currency: "USD" } }, 1234.5],
    [{ data: { wallet: "main" } }, undefined],
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
