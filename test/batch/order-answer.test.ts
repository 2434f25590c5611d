import { describe, expect, it } from "vitest";
import { readOrderAnswer } from "../../src/batch/order-answer";
import type { BatchRow } from "../../src/batch/row-state";
import {
  afterOrderAnswer,
  afterStatusCheck,
  afterTopUp,
  interrupted,
  MAX_RATE_LIMITED,
  sendAgainSameReference,
  writeAhead,
} from "../../src/batch/row-transitions";
import type { FailureRecord } from "../../src/request/response-record";
import { answer } from "./fixtures";

const failure = (kind: FailureRecord["failure"]): FailureRecord => ({
  kind: "failure",
  failure: kind,
  detail: "Failed to fetch",
  durationMs: 1,
  receivedAt: 0,
});

const pending: BatchRow = {
  batchId: "b",
  line: 4,
  order: { product_id: 201, user_id: "555", reseller_ref: "ref-b-4" },
  state: { kind: "pending" },
  sends: 0,
  rateLimited: 0,
};

describe("readOrderAnswer", () => {
  it("reads a 2xx as placed, with the order's id and status found by field name", () => {
    const body = { status: "success", data: { order_id: "ord_7", reseller_ref: "ref-b-4", status: "processing" } };
    expect(readOrderAnswer(answer(201, body))).toEqual({ kind: "placed", orderId: "ord_7", orderStatus: "processing" });
    expect(readOrderAnswer(answer(200, "OK"))).toEqual({ kind: "placed" });
  });

  it("reads a 4xx as refused, in the API's words", () => {
    const body = { error: { code: "PRODUCT_NOT_FOUND", message: "There is no product 9." } };
    expect(readOrderAnswer(answer(404, body))).toEqual({
      kind: "refused",
      status: 404,
      code: "PRODUCT_NOT_FOUND",
      message: "There is no product 9.",
    });
  });

  it.each([
    ["a 402", answer(402, {})],
    ["a code that says so", answer(400, { code: "INSUFFICIENT_BALANCE" })],
    ["words that say so", answer(422, { message: "Insufficient funds in wallet" })],
    ["Indonesian words that say so", answer(400, { pesan: "x", message: "Saldo tidak cukup" })],
  ])("reads %s as the wallet running short", (_, record) => {
    expect(readOrderAnswer(record).kind).toBe("paused_balance");
  });

  it("reads a 429 as rate limited: not placed", () => {
    expect(readOrderAnswer(answer(429, {}))).toEqual({ kind: "rate_limited", status: 429 });
  });

  it.each([
    ["a 500", answer(500, {}), { kind: "status", status: 500 }],
    ["a 504", answer(504, ""), { kind: "status", status: 504 }],
    ["a redirect", answer(302, ""), { kind: "status", status: 302 }],
    ["a timeout", failure("timeout"), { kind: "timeout" }],
    ["no answer", failure("network"), { kind: "no-answer" }],
    ["a cancel", failure("cancelled"), { kind: "cancelled" }],
  ])("reads %s as unknown", (_, record, cause) => {
    expect(readOrderAnswer(record)).toEqual({ kind: "unknown", cause });
  });

  it("reads a request that could not be made as refused: nothing left", () => {
    expect(readOrderAnswer(failure("invalid-request"))).toMatchObject({ kind: "refused", status: 0 });
  });
});

describe("row transitions", () => {
  it("writes ahead before sending, counting the send", () => {
    expect(writeAhead(pending, 1000)).toMatchObject({ state: { kind: "sending", sentAt: 1000 }, sends: 1 });
    expect(() =>
      writeAhead({ ...pending, state: { kind: "unknown", sentAt: 1, cause: { kind: "timeout" } } }, 2),
    ).toThrow(/unknown, not pending/);
  });

  it("records each answer's outcome", () => {
    const sending = writeAhead(pending, 1000);
    expect(afterOrderAnswer(sending, answer(201, { order_id: "ord_1" }), 1500).state).toEqual({
      kind: "placed",
      at: 1500,
      via: "answer",
      orderId: "ord_1",
    });
    expect(afterOrderAnswer(sending, failure("timeout"), 1500).state).toEqual({
      kind: "unknown",
      sentAt: 1000,
      cause: { kind: "timeout" },
    });
    expect(afterOrderAnswer(sending, answer(402, { message: "Top up first" }), 1500).state).toEqual({
      kind: "paused_balance",
      at: 1500,
      status: 402,
      message: "Top up first",
    });
  });

  it("puts a rate-limited row back to pending, and refuses it after a few 429s in a row", () => {
    let row = pending;
    for (let time = 1; time < MAX_RATE_LIMITED; time++) {
      row = afterOrderAnswer(writeAhead(row, time), answer(429), time);
      expect(row).toMatchObject({ state: { kind: "pending" }, rateLimited: time, sends: time });
    }
    row = afterOrderAnswer(writeAhead(row, 9), answer(429), 9);
    expect(row.state).toEqual({ kind: "refused", at: 9, status: 429 });
  });

  it("makes a row found sending on reopening unknown, keeping when it was sent", () => {
    expect(interrupted(writeAhead(pending, 1000)).state).toEqual({
      kind: "unknown",
      sentAt: 1000,
      cause: { kind: "interrupted" },
    });
  });

  it("sends an unknown row again only by the explicit move, with the same reference", () => {
    const unknown = interrupted(writeAhead(pending, 1000));
    const again = sendAgainSameReference(unknown);
    expect(again.state).toEqual({ kind: "pending" });
    expect(again.order.reseller_ref).toBe("ref-b-4");
    expect(() => sendAgainSameReference(pending)).toThrow(/pending, not unknown/);
  });

  it("applies a status check's verdict to an unknown row", () => {
    const unknown = interrupted(writeAhead(pending, 1000));
    expect(afterStatusCheck(unknown, { kind: "placed", orderId: "ord_2" }, 5000).state).toEqual({
      kind: "placed",
      at: 5000,
      via: "status_check",
      orderId: "ord_2",
    });
    expect(afterStatusCheck(unknown, { kind: "absent" }, 5000).state).toEqual({ kind: "pending" });
    expect(afterStatusCheck(unknown, { kind: "unclear", note: { code: "rate_limited" } }, 5000).state).toEqual({
      ...unknown.state,
      lastCheck: { at: 5000, note: { code: "rate_limited" } },
    });
  });

  it("lets a row refused for the balance go again after a top-up", () => {
    const short = afterOrderAnswer(writeAhead(pending, 1), answer(402), 2);
    expect(afterTopUp(short).state).toEqual({ kind: "pending" });
  });
});

describe("a refusal that says the reference was used before", () => {
  const sending = writeAhead(pending, 1_000);
  const conflict = answer(409, { error: { code: "DUPLICATE_REFERENCE", message: "reseller_ref was already used" } });
  // Digiflazz, "Response Code" 49 (https://developer.digiflazz.com/api/buyer/response-code), inside HTTP 200.
  const rc49 = answer(200, { data: { ref_id: "ref-b-4", message: "Ref ID tidak unik", status: "Gagal", rc: "49" } });

  it("is read as a duplicate, in the API's words, never as refused", () => {
    expect(readOrderAnswer(conflict)).toEqual({
      kind: "duplicate",
      status: 409,
      code: "DUPLICATE_REFERENCE",
      message: "reseller_ref was already used",
    });
    expect(readOrderAnswer(rc49)).toMatchObject({ kind: "duplicate", status: 200, code: "49" });
  });

  it("leaves the row unknown: maybe placed, to be asked about by its reference", () => {
    const row = afterOrderAnswer(sending, rc49, 2_000);
    expect(row.state).toEqual({
      kind: "unknown",
      sentAt: 1_000,
      cause: { kind: "duplicate", status: 200, code: "49", message: "Ref ID tidak unik" },
    });
    expect(row.rateLimited).toBe(0);
  });

  it("becomes placed when Check order status finds the order", () => {
    const unknown = afterOrderAnswer(sending, conflict, 2_000);
    const placed = afterStatusCheck(unknown, { kind: "placed", orderId: "ord_9", orderStatus: "pending" }, 3_000);
    expect(placed.state).toMatchObject({
      kind: "placed",
      via: "status_check",
      orderId: "ord_9",
      orderStatus: "pending",
    });
  });

  it("stays unknown, never pending, when Check order status says there is no such order", () => {
    const unknown = afterOrderAnswer(sending, conflict, 2_000);
    const after = afterStatusCheck(unknown, { kind: "absent" }, 9_999_999);
    expect(after.state).toMatchObject({
      kind: "unknown",
      cause: { kind: "duplicate" },
      lastCheck: { at: 9_999_999, note: { code: "absent_after_duplicate" } },
    });
    // Any other row that a 404 proves absent goes again, as before.
    const lost = afterOrderAnswer(sending, answer(500), 2_000);
    expect(afterStatusCheck(lost, { kind: "absent" }, 9_999_999).state).toEqual({ kind: "pending" });
  });
});
