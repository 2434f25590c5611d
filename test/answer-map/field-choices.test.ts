import { describe, expect, it } from "vitest";
import { fieldChoices, MAX_CHOICES } from "../../src/answer/field-choices";
import { readAnswerBody } from "../../src/answer/read-answer";

// An order answer in the market style the console reads: a {status, data} envelope with the order in `data`.
const MARKET = { status: 1, data: { trx_id: "T1", ref_id: "R1", status: "Sukses Sebagian", price: 15000 } };

describe("the fields the answer map offers for a role", () => {
  it("lists every plain value by the path a correction names, shallowest first", () => {
    expect(fieldChoices(MARKET, "orderId")).toEqual([
      { path: "status", value: 1 },
      { path: "data.trx_id", value: "T1" },
      { path: "data.ref_id", value: "R1" },
      { path: "data.status", value: "Sukses Sebagian" },
      { path: "data.price", value: 15000 },
    ]);
  });

  it("offers only words for a status or a currency, as the reader takes only words there", () => {
    expect(fieldChoices(MARKET, "status").map(({ path }) => path)).toEqual([
      "data.trx_id",
      "data.ref_id",
      "data.status",
    ]);
  });

  it("offers a field two objects down, not deeper, and none that a path cannot name", () => {
    const body = { data: { order: { sn: "S1", deep: { id: "X" } }, "kode trx": "K1" }, list: [{ id: "L" }] };
    expect(fieldChoices(body, "orderId").map(({ path }) => path)).toEqual(["data.order.sn"]);
  });

  it("offers fields the reader then reads as corrected", () => {
    const [choice] = fieldChoices({ data: { invoice: "INV-9", state: "Terkirim" } }, "orderId");
    expect(choice?.path).toBe("data.invoice");
    const reading = readAnswerBody(
      { data: { invoice: "INV-9" } },
      { dialect: { words: {}, fields: { orderId: choice?.path ?? "" } } },
    );
    expect(reading.orderId).toEqual({ value: "INV-9", field: "data.invoice", corrected: true });
  });

  it("offers nothing in a body that is no object, and at most MAX_CHOICES in a huge one", () => {
    expect(fieldChoices("Sukses", "status")).toEqual([]);
    expect(fieldChoices([{ id: 1 }], "orderId")).toEqual([]);
    const huge = Object.fromEntries(Array.from({ length: MAX_CHOICES + 50 }, (_, index) => [`f${index}`, index]));
    expect(fieldChoices(huge, "price")).toHaveLength(MAX_CHOICES);
  });
});
