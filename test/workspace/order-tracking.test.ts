import { describe, expect, it } from "vitest";
import { dialectOf } from "../../src/answer/dialect";
import { retryAfterMs } from "../../src/pacing/rate-limit";
import type { ResponseRecord } from "../../src/request/response-record";
import { statusCheckWait, TRACKING_LIMIT_MS } from "../../src/workspace/order-tracking/status-check-schedule";
import {
  afterCheck,
  currentStatus,
  orderNamedBy,
  startTracking,
  stopTracking,
  type TrackedOrder,
} from "../../src/workspace/order-tracking/tracked-order";
import { httpRecord } from "../request/records";
import { APIGAMES_STATUS, APIGAMES_TRX_ID } from "./market-status-answers";

const T0 = Date.UTC(2026, 10, 22, 12, 0, 0);

const http = httpRecord;

const noAnswer: ResponseRecord = {
  kind: "failure",
  failure: "network",
  detail: "Failed to fetch",
  durationMs: 1,
  receivedAt: 0,
};

const order = () => startTracking({ lookup: { by: "order_id", value: "X" }, target: "t", status: "pending", now: T0 });

/** Answers each check when it is due, as the timer would, and returns the order after each. */
function run(start: TrackedOrder, answers: ResponseRecord[]): TrackedOrder[] {
  const seen: TrackedOrder[] = [];
  let current = start;
  for (const answer of answers) {
    if (current.nextCheckAt === undefined) break;
    current = afterCheck(current, answer, current.nextCheckAt);
    seen.push(current);
  }
  return seen;
}

describe("the check schedule", () => {
  it("waits 2 s, then doubles up to 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 50].map(statusCheckWait)).toEqual([2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });

  it("reads Retry-After as seconds or as an HTTP date", () => {
    expect(retryAfterMs("30", T0)).toBe(30_000);
    expect(retryAfterMs(new Date(T0 + 45_000).toUTCString(), T0)).toBe(45_000);
    expect(retryAfterMs(new Date(T0 - 5_000).toUTCString(), T0)).toBe(0);
    expect(retryAfterMs("soon", T0)).toBeUndefined();
    expect(retryAfterMs(undefined, T0)).toBeUndefined();
  });
});

describe("what a create_order answer lets tracking follow", () => {
  it("prefers the order id, else the reference, and only in a 2xx", () => {
    expect(orderNamedBy(http(201, { data: { order_id: "ord_1", reseller_ref: "r", status: "pending" } }))).toEqual({
      lookup: { by: "order_id", value: "ord_1" },
      status: "pending",
    });
    expect(orderNamedBy(http(200, { result: { reference: "r-7" } }))).toEqual({
      lookup: { by: "reseller_ref", value: "r-7" },
    });
    expect(orderNamedBy(http(409, { error: { details: { order_id: "ord_1" } } }))).toBeUndefined();
    expect(orderNamedBy(http(201, { status: "pending" }))).toBeUndefined();
    expect(orderNamedBy(http(201, "<html>ok</html>"))).toBeUndefined();
    expect(orderNamedBy(noAnswer)).toBeUndefined();
  });

  it("follows nothing after a 2xx whose body says it failed, whatever it names", () => {
    expect(orderNamedBy(http(200, { status: 0, error_msg: "Saldo tidak mencukupi", rc: "44" }))).toBeUndefined();
    expect(
      orderNamedBy(http(200, { success: false, message: "Produk gangguan", data: { trx_id: "T1" } })),
    ).toBeUndefined();
    // The same order accepted: followed by its trx_id, its first word as sent.
    expect(orderNamedBy(http(200, { status: 1, data: { trx_id: "T1", ref_id: "r-1", status: "Pending" } }))).toEqual({
      lookup: { by: "order_id", value: "T1" },
      status: "Pending",
    });
  });

  it("reads the order's fields as the target's corrections name them", () => {
    const context = { dialect: dialectOf({ words: {}, fields: { orderId: "data.invoice" } }) };
    expect(orderNamedBy(http(200, { status: 1, data: { invoice: "INV-9", status: "Proses" } }), context)).toEqual({
      lookup: { by: "order_id", value: "INV-9" },
      status: "Proses",
    });
  });
});

describe("tracking one order", () => {
  it("checks after 2, 6, 14 s and stops on a final word, keeping each change with its time", () => {
    const steps = run(order(), [
      http(200, { status: "PENDING" }),
      http(200, { data: { status: "processing" } }),
      http(200, { status: "Completed" }),
      http(200, { status: "never asked" }),
    ]);
    expect(steps.map((step) => step.nextCheckAt)).toEqual([T0 + 6_000, T0 + 14_000, undefined]);
    const last = steps.at(-1) as TrackedOrder;
    expect(last.checks).toBe(3);
    expect(currentStatus(last)).toBe("Completed");
    expect(last.changes).toEqual([
      { status: "pending", at: T0, check: 0 },
      { status: "PENDING", at: T0 + 2_000, check: 1 },
      { status: "processing", at: T0 + 6_000, check: 2 },
      { status: "Completed", at: T0 + 14_000, check: 3 },
    ]);
    expect(last.outcome).toEqual({ kind: "final", status: "Completed", checks: 3 });
  });

  it("keeps going through a 500 or no answer with back-off, and says so", () => {
    const [first, second, third] = run(order(), [
      http(500, "oops"),
      noAnswer,
      http(200, { status: "success" }),
    ]) as TrackedOrder[];
    expect(first?.outcome).toBeUndefined();
    expect(first?.note).toEqual({
      kind: "backing-off",
      check: 1,
      status: "500 Internal Server Error",
      waitMs: 4_000,
    });
    expect(first?.nextCheckAt).toBe(T0 + 6_000);
    expect(second?.note).toEqual({ kind: "no-answer", check: 2, timedOut: false, waitMs: 8_000 });
    expect(third?.note).toBeUndefined();
    expect(third?.outcome).toEqual({ kind: "final", status: "success", checks: 3 });
  });

  it("waits as a 429's Retry-After asks", () => {
    const [limited] = run(order(), [http(429, {}, [["retry-after", "25"]])]);
    expect(limited?.nextCheckAt).toBe(T0 + 2_000 + 25_000);
    expect(limited?.note).toEqual({
      kind: "rate-limited",
      check: 1,
      status: "429 Too Many Requests",
      waitMs: 25_000,
      retryAfter: true,
    });
  });

  it("stops on any other 4xx, with what the answer says in the API's words", () => {
    const [refused] = run(order(), [http(404, { error: "no such order" })]);
    expect(refused?.nextCheckAt).toBeUndefined();
    expect(refused?.outcome).toEqual({ kind: "refused", check: 1, status: "404 Not Found", message: "no such order" });
    const [wordless] = run(order(), [http(403, "")]);
    expect(wordless?.outcome).toEqual({ kind: "refused", check: 1, status: "403 Forbidden" });
  });

  it("gives up after 10 minutes, its last check on the limit", () => {
    const steps = run(
      order(),
      Array.from({ length: 40 }, () => http(200, { status: "pending" })),
    );
    const last = steps.at(-1) as TrackedOrder;
    expect(steps.at(-2)?.nextCheckAt).toBe(T0 + TRACKING_LIMIT_MS);
    expect(last.outcome).toEqual({ kind: "gave-up", minutes: 10 });
    expect(last.checks).toBe(steps.length);
    expect(steps.length).toBeLessThan(40);
  });

  it("ends on the market's final words and goes on through its pending ones (Apigames' Cek Status)", () => {
    // The order of Apigames' own examples, looked up by its trx_id.
    const order = () =>
      startTracking({ lookup: { by: "order_id", value: APIGAMES_TRX_ID }, target: "t", status: "pending", now: T0 });
    const toSukses = run(order(), [http(200, APIGAMES_STATUS.validasiProvider), http(200, APIGAMES_STATUS.sukses)]);
    expect(toSukses[0]?.outcome).toBeUndefined();
    expect(toSukses[0]?.nextCheckAt).toBe(T0 + 6_000);
    expect(currentStatus(toSukses[0] as TrackedOrder)).toBe("Validasi Provider");
    expect(toSukses[1]?.outcome).toEqual({ kind: "final", status: "Sukses", checks: 2 });

    const [gagal] = run(order(), [http(200, APIGAMES_STATUS.gagal)]);
    expect(gagal?.outcome).toEqual({ kind: "final", status: "Gagal", checks: 1 });
    const [sebagian] = run(order(), [http(200, APIGAMES_STATUS.sebagian)]);
    expect(sebagian?.outcome).toEqual({ kind: "final", status: "Sukses Sebagian", checks: 1 });
  });

  it("goes on when an answer names another order, and says so: it tells nothing of this one", () => {
    const [other, own] = run(order(), [
      http(200, { data: { order_id: "T-9", status: "Sukses" } }),
      http(200, { data: { order_id: "X", status: "Sukses" } }),
    ]);
    expect(other?.outcome).toBeUndefined();
    expect(other?.note).toEqual({ kind: "other-order", check: 1, named: "T-9" });
    expect(own?.outcome).toEqual({ kind: "final", status: "Sukses", checks: 2 });
  });

  it("stops on a 200 whose body refuses the question, with the API's words", () => {
    const [refused] = run(order(), [http(200, APIGAMES_STATUS.error)]);
    expect(refused?.nextCheckAt).toBeUndefined();
    expect(refused?.outcome).toEqual({
      kind: "refused",
      check: 1,
      status: "200 OK",
      message: "Signature not valid",
    });
    // In JSend's words the refusal has a status word of its own, the answer's, not the order's.
    const [jsend] = run(order(), [http(200, { status: "error", message: "Signature tidak valid" })]);
    expect(jsend?.outcome).toEqual({ kind: "refused", check: 1, status: "200 OK", message: "Signature tidak valid" });
  });

  it("reads the words with the target's corrections, given at each check", () => {
    const context = { dialect: dialectOf({ words: { Tuntas: "success", Sukses: "pending" }, fields: {} }) };
    const at = (answer: ResponseRecord, corrections?: typeof context) => {
      const start = order();
      return afterCheck(start, answer, start.nextCheckAt ?? T0, corrections);
    };
    expect(at(http(200, { data: { trx_id: "X", status: "Tuntas" } }), context).outcome).toEqual({
      kind: "final",
      status: "Tuntas",
      checks: 1,
    });
    // Without the correction the word is not known: never final.
    expect(at(http(200, { data: { trx_id: "X", status: "Tuntas" } })).outcome).toBeUndefined();
    expect(at(http(200, APIGAMES_STATUS.sukses), context).outcome).toBeUndefined();
  });

  it("ends once: a stopped order ignores later answers and a second stop", () => {
    const stopped = stopTracking(order(), { kind: "by-you" });
    expect(stopped.nextCheckAt).toBeUndefined();
    expect(afterCheck(stopped, http(200, { status: "success" }), T0 + 5_000)).toBe(stopped);
    expect(stopTracking(stopped, { kind: "target-changed" }).outcome).toEqual({ kind: "by-you" });
  });
});
