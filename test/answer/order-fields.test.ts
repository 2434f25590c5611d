import { describe, expect, it } from "vitest";
import { readOrderFields } from "../../src/answer/order-fields";

/** The values alone, for answers where where they were found is not the point. */
const valuesOf = (body: unknown) =>
  Object.fromEntries(Object.entries(readOrderFields(body)).map(([role, found]) => [role, found.value]));

describe("reading an order from a response nobody published", () => {
  it("finds the id, reference and status at the top, one level down or two, with their fields", () => {
    expect(readOrderFields({ order_id: "A1", status: "pending" })).toEqual({
      orderId: { value: "A1", field: "order_id" },
      status: { value: "pending", field: "status" },
    });
    expect(valuesOf({ data: { orderId: 77, reseller_ref: "r-1", state: "PROCESSING" } })).toEqual({
      orderId: "77",
      reference: "r-1",
      status: "PROCESSING",
    });
    expect(readOrderFields({ result: { order: { trx_id: "T-9", order_status: "Completed" } } })).toEqual({
      orderId: { value: "T-9", field: "result.order.trx_id" },
      status: { value: "Completed", field: "result.order.order_status" },
    });
  });

  it("looks no deeper than two levels", () => {
    expect(readOrderFields({ a: { b: { c: { order_id: "deep", status: "success" } } } })).toEqual({});
  });

  it("reads the status, price and currency beside the order, not the envelope's", () => {
    expect(valuesOf({ status: "success", data: { order_id: "X", status: "pending" } })).toEqual({
      orderId: "X",
      status: "pending",
    });
    expect(
      readOrderFields({ status: 1, price: 5, data: { trx_id: "T1", ref_id: "R1", status: "Sukses", price: 15000 } }),
    ).toEqual({
      orderId: { value: "T1", field: "data.trx_id" },
      reference: { value: "R1", field: "data.ref_id" },
      status: { value: "Sukses", field: "data.status" },
      price: { value: 15000, field: "data.price" },
    });
  });

  it("takes a bare status when nothing names the order", () => {
    expect(valuesOf({ status: "PENDING" })).toEqual({ status: "PENDING" });
  });

  it("ignores a yes/no status and finds nothing in what is not an object", () => {
    expect(valuesOf({ status: true, data: { reference: "ref-1" } })).toEqual({ reference: "ref-1" });
    expect(readOrderFields([{ order_id: "X" }])).toEqual({});
    expect(readOrderFields("ord_1")).toEqual({});
    expect(readOrderFields(undefined)).toEqual({});
  });

  it("reads a corrected field first, by name at any level or by path", () => {
    const body = { data: { invoice_no: "INV-1", order_id: "internal-9", keadaan: "Sukses", status: "ok" } };
    expect(readOrderFields(body, { orderId: "invoice_no", status: "keadaan" })).toMatchObject({
      orderId: { value: "INV-1", field: "data.invoice_no", corrected: true },
      status: { value: "Sukses", field: "data.keadaan", corrected: true },
    });
    expect(readOrderFields(body, { orderId: "data.invoice_no" }).orderId).toEqual({
      value: "INV-1",
      field: "data.invoice_no",
      corrected: true,
    });
  });

  it("falls back to the list when a corrected field is not in the answer", () => {
    expect(readOrderFields({ order_id: "A1" }, { orderId: "invoice_no" }).orderId).toEqual({
      value: "A1",
      field: "order_id",
    });
  });
});

describe("what an answer says is wrong", () => {
  it("never reads a message about a field as that field's value", () => {
    expect(readOrderFields({ errors: { order_id: "Give an order id" } })).toEqual({});
    expect(readOrderFields({ error: { code: "VALIDATION", fields: { reseller_ref: "Too long" } } })).toEqual({});
    expect(readOrderFields({ data: { errors: { order_id: "Unknown" } }, order_id: "A1" })).toEqual({
      orderId: { value: "A1", field: "order_id" },
    });
  });
});
