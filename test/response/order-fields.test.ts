import { describe, expect, it } from "vitest";
import { readOrderFields } from "../../src/response/order-fields";

describe("reading an order from a response nobody published", () => {
  it("finds the id, reference and status at the top, one level down or two", () => {
    expect(readOrderFields({ order_id: "A1", status: "pending" })).toEqual({ orderId: "A1", status: "pending" });
    expect(readOrderFields({ data: { orderId: 77, reseller_ref: "r-1", state: "PROCESSING" } })).toEqual({
      orderId: "77",
      resellerRef: "r-1",
      status: "PROCESSING",
    });
    expect(readOrderFields({ result: { order: { trx_id: "T-9", order_status: "Completed" } } })).toEqual({
      orderId: "T-9",
      status: "Completed",
    });
  });

  it("looks no deeper than two levels", () => {
    expect(readOrderFields({ a: { b: { c: { order_id: "deep", status: "success" } } } })).toEqual({});
  });

  it("reads the status beside the order, not the envelope's word for a request that worked", () => {
    expect(readOrderFields({ status: "success", data: { order_id: "X", status: "pending" } })).toEqual({
      orderId: "X",
      status: "pending",
    });
  });

  it("takes a bare status when nothing names the order", () => {
    expect(readOrderFields({ status: "PENDING" })).toEqual({ status: "PENDING" });
  });

  it("ignores a yes/no status and finds nothing in what is not an object", () => {
    expect(readOrderFields({ status: true, data: { reference: "ref-1" } })).toEqual({ resellerRef: "ref-1" });
    expect(readOrderFields([{ order_id: "X" }])).toEqual({});
    expect(readOrderFields("ord_1")).toEqual({});
    expect(readOrderFields(undefined)).toEqual({});
  });
});
