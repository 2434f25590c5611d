import { describe, expect, it } from "vitest";
import { readEnvelope } from "../../src/answer/envelope";
import { readAnswer } from "../../src/answer/read-answer";
import { httpRecord } from "../request/records";

/** What a 200 with this body becomes: the order's verdict and whether the body refused it. */
const verdictOf200 = (body: unknown) => {
  const { order, bodyRefused } = readAnswer(httpRecord(200, body));
  return { order, bodyRefused };
};
const REFUSED = { order: "refused", bodyRefused: true };
const PLACED = { order: "placed", bodyRefused: false };

describe("a 2xx whose body says it failed is a refusal", () => {
  it.each([
    ["{success: false, message}", { success: false, message: "Product is out of stock" }, "success"],
    ['{success: "false"}', { success: "false" }, "success"],
    ["{status: 0, error_msg} (Apigames)", { status: 0, error_msg: "Signature not valid" }, "status"],
    ['{status: "0"}', { status: "0", message: "Gagal" }, "status"],
    ["{status: false}", { status: false, data: null }, "status"],
    ['{status: "error", message} (JSend)', { status: "error", message: "Internal" }, "status"],
    ['{status: "fail", data} (JSend)', { status: "fail", data: { user_id: "required" } }, "status"],
    ['{code: "INSUFFICIENT_BALANCE", data} (LapakGaming)', { code: "INSUFFICIENT_BALANCE", data: null }, "code"],
    ['{code: "INSUFFICIENT_BALANCE", message}', { code: "INSUFFICIENT_BALANCE", message: "Saldo kurang" }, "code"],
    ['{code: "INSUFFICIENT_BALANCE"} alone', { code: "INSUFFICIENT_BALANCE" }, "code"],
    ['{rc: "44"} at the top', { rc: "44", message: "Saldo tidak cukup" }, "rc"],
    ["{rc: 44} as a number", { rc: 44 }, "rc"],
    ['{data: {rc: "44"}} (Digiflazz)', { data: { ref_id: "r1", status: "Gagal", rc: "44" } }, "data.rc"],
    ['{data: {rc: "02"}} (Digiflazz, failed)', { data: { ref_id: "r1", status: "Gagal", rc: "02" } }, "data.rc"],
    ['{error: "…"} with no data', { error: "Invalid key" }, "error"],
    ["{error: {code, message}}", { error: { code: "AUTH_INVALID_KEY", message: "Unknown key" } }, "error"],
  ])("%s", (_, body, field) => {
    expect(readEnvelope(body)).toMatchObject({ says: "failed", field });
    expect(verdictOf200(body)).toEqual(REFUSED);
  });

  it("keeps the value as sent beside where it was read", () => {
    expect(readEnvelope({ status: 0, error_msg: "x" })).toEqual({ says: "failed", field: "status", value: 0 });
    expect(readEnvelope({ data: { rc: "44" } })).toEqual({ says: "failed", field: "data.rc", value: "44" });
    expect(readEnvelope({ error: { code: "X" } })).toEqual({ says: "failed", field: "error", value: "…" });
  });
});

describe("a body whose verdict is yes leaves the 2xx placed", () => {
  it.each([
    ["{success: true}", { success: true, data: {} }, "success"],
    ["{status: 1, data} (Apigames)", { status: 1, data: { trx_id: "T1" } }, "status"],
    ['{status: "success", data} (JSend)', { status: "success", data: { order_id: "X" } }, "status"],
    ['{status: "Sukses", message}', { status: "Sukses", message: "Berhasil" }, "status"],
    ['{code: "SUCCESS", data} (LapakGaming)', { code: "SUCCESS", data: { tid: "R1" } }, "code"],
    ["{code: 200, data}", { code: 200, data: [] }, "code"],
    ["{code: 0, msg}", { code: 0, msg: "ok" }, "code"],
    ['{rc: "00"}', { rc: "00", data: {} }, "rc"],
    ["{rc: 0, message, data} (Apigames)", { rc: 0, message: "Data Found", data: {} }, "rc"],
  ])("%s", (_, body, field) => {
    expect(readEnvelope(body)).toMatchObject({ says: "ok", field });
    expect(verdictOf200(body)).toEqual(PLACED);
  });

  it.each([
    ["03 (pending)", "03"],
    ["99 (pending at Digiflazz's router)", "99"],
  ])("does not take Digiflazz's rc %s for a failure", (_, rc) => {
    const body = { data: { ref_id: "r1", message: "Transaksi Pending", status: "Pending", rc } };
    expect(readEnvelope(body)).toMatchObject({ says: "ok", field: "data.rc", value: rc });
    expect(verdictOf200(body)).toEqual(PLACED);
    expect(readAnswer(httpRecord(200, body)).status?.value).toMatchObject({ kind: "pending", final: false });
  });
});

describe("a body that gives no verdict leaves the 2xx as it is", () => {
  it.each([
    ["an order", { order_id: "A1", status: "pending", price: 1.49 }],
    ["an order wrapped in data", { data: { order_id: "A1", status: "processing" } }],
    ["a list", { data: [{ product_id: 1, name: "86 Diamonds", price: 1.49 }] }],
    ["a bare array", [{ id: 1 }]],
    ["a balance", { data: { deposit: 500000000000 } }],
    ["null", null],
    ["a number", 42],
    ["a string", "OK"],
    ["an empty object", {}],
    ["an empty error", { error: null, data: { order_id: "A1" } }],
    ["an error beside the data it did not stop", { error: "", data: { order_id: "A1" } }],
    ["no errors, beside an order", { order_id: "A1", status: "pending", errors: [] }],
    ["an empty error object", { order_id: "A1", status: "pending", error: {} }],
    ['error 0, "no error", beside an order', { order_id: "A1", status: "pending", error: 0 }],
    ['error "0"', { order_id: "A1", status: "pending", error: "0" }],
  ])("%s", (_, body) => {
    expect(readEnvelope(body)).toBeUndefined();
    expect(verdictOf200(body)).toEqual(PLACED);
  });
});

describe("an order's own status is the order's, not the request's", () => {
  it.each([
    ["failed", { order_id: "A1", status: "failed" }],
    ["Gagal beside its reference", { ref_id: "r1", status: "Gagal", message: "Transaksi Gagal" }],
    ["error, as an order's state", { trx_id: "T1", status: "error", data: { sn: "" } }],
  ])("%s is no envelope refusal", (_, body) => {
    expect(readEnvelope(body)).toBeUndefined();
    const reading = readAnswer(httpRecord(200, body));
    expect(reading).toMatchObject({ order: "placed", bodyRefused: false });
    expect(reading.status?.value).toMatchObject({ kind: "failed", final: true });
  });

  it("reads an Apigames order that failed as placed, its status final", () => {
    const body = { data: { trx_id: "T1", ref_id: "r1", status: "Gagal", sn: "error_require_login" }, status: 1 };
    const reading = readAnswer(httpRecord(200, body));
    expect(reading).toMatchObject({ order: "placed", bodyRefused: false });
    expect(reading.status?.value).toMatchObject({ word: "Gagal", kind: "failed", final: true });
  });
});

describe("a product's code is not an envelope", () => {
  it.each([
    ["a product", { code: "ff5", name: "5 Diamond Free Fire", price: 750 }],
    ["a product wrapped in data", { data: { code: "ML86", name: "86 Diamonds", price: 19000 } }],
    ["products in a list", { code: "SUCCESS_LIST", products: [{ code: "ff5" }] }],
  ])("%s", (_, body) => {
    expect(readEnvelope(body)?.says).not.toBe("failed");
    expect(verdictOf200(body)).toEqual(PLACED);
  });

  it("nor is the code of the product inside an order the API's code", () => {
    const body = {
      data: { trx_id: "T1", ref_id: "r1", status: "Sukses", product_detail: { name: "5 Diamond", code: "ff5" } },
      status: 1,
    };
    expect(readAnswer(httpRecord(200, body)).words).toEqual({});
  });
});

describe("a body that cannot be judged invents nothing", () => {
  it.each([
    ["HTML", "<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>"],
    ["plain text", "Saldo tidak cukup"],
    ["broken JSON", '{"status": 0, "error_msg": "Saldo tidak'],
    ["empty", ""],
  ])("%s over HTTP 200 stays placed, with no verdict", (_, text) => {
    const reading = readAnswer(httpRecord(200, text));
    expect(reading).toMatchObject({ settled: true, order: "placed", bodyRefused: false, json: false });
    expect(reading.envelope).toBeUndefined();
    expect(reading.orderId ?? reading.reference ?? reading.status ?? reading.price).toBeUndefined();
  });

  it("keeps short plain text as the API's words, and never HTML", () => {
    expect(readAnswer(httpRecord(200, "Saldo tidak cukup")).words).toEqual({ message: "Saldo tidak cukup" });
    expect(readAnswer(httpRecord(502, "<html><body>Bad Gateway</body></html>")).words).toEqual({});
  });
});

describe("HTTP says first", () => {
  it("a 4xx refuses whatever its body says, and is no body refusal", () => {
    const reading = readAnswer(httpRecord(409, { status: 1, data: { order_id: "A1" } }));
    expect(reading).toMatchObject({ settled: true, order: "refused", bodyRefused: false });
  });

  it("a 5xx settles nothing, even with a body that says it failed", () => {
    const reading = readAnswer(httpRecord(503, { status: 0, error_msg: "Maintenance" }));
    expect(reading).toMatchObject({ settled: false, order: "unknown", bodyRefused: false });
    expect(reading.unsettled).toEqual({ kind: "status", status: 503 });
  });
});
