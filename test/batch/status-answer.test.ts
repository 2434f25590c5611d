import { describe, expect, it } from "vitest";
import { provesLookup, readStatusAnswer, SETTLE_MS } from "../../src/batch/status-answer";
import { answer } from "./fixtures";

const sentAt = 1_000_000;
const late = sentAt + SETTLE_MS;
const ask = { reference: "ref-b-4", sentAt, now: late, lookupProven: false };
const notFound = { error: { code: "ORDER_NOT_FOUND", message: "No order.", details: { reseller_ref: "ref-b-4" } } };

describe("readStatusAnswer", () => {
  it("reads a 2xx naming the order as placed, with its id and status", () => {
    const body = { data: { order_id: "ord_3", reseller_ref: "ref-b-4", status: "completed" } };
    expect(readStatusAnswer(answer(200, body), ask)).toEqual({
      kind: "placed",
      orderId: "ord_3",
      orderStatus: "completed",
    });
  });

  it("does not take a 2xx naming another reference, or no order, for this one", () => {
    expect(readStatusAnswer(answer(200, { order_id: "ord_9", reseller_ref: "other" }), ask)).toEqual({
      kind: "unclear",
      note: { code: "other_order", reference: "other" },
    });
    expect(readStatusAnswer(answer(200, { data: [] }), ask)).toEqual({
      kind: "unclear",
      note: { code: "no_order_in_answer", status: 200 },
    });
  });

  it("believes a JSON 404 naming the reference once the settle time has passed", () => {
    expect(readStatusAnswer(answer(404, notFound), ask)).toEqual({ kind: "absent" });
  });

  it("does not believe it sooner: the order may still be in the making", () => {
    const soon = { ...ask, now: late - 1 };
    expect(readStatusAnswer(answer(404, notFound), soon)).toEqual({
      kind: "unclear",
      note: { code: "too_soon", checkAfter: late },
    });
  });

  it("does not take a 404 that names no reference for one about the order, until lookups are proven", () => {
    const routeMissing = answer(404, { error: "Not Found" });
    expect(readStatusAnswer(routeMissing, ask)).toEqual({
      kind: "unclear",
      note: { code: "not_found_unconfirmed", status: 404 },
    });
    expect(readStatusAnswer(routeMissing, { ...ask, lookupProven: true })).toEqual({ kind: "absent" });
  });

  it("never takes an HTML 404 for an answer about the order", () => {
    const html = answer(404, "<html><body>Not Found</body></html>");
    expect(readStatusAnswer(html, { ...ask, lookupProven: true }).kind).toBe("unclear");
  });

  it.each([
    [answer(429), { code: "rate_limited" }],
    [answer(401, { message: "Bad key" }), { code: "refused", status: 401, message: "Bad key" }],
    [answer(503), { code: "no_answer", cause: { kind: "status", status: 503 } }],
    [
      { kind: "failure", failure: "timeout", detail: "", durationMs: 1, receivedAt: 0 } as const,
      { code: "no_answer", cause: { kind: "timeout" } },
    ],
  ])("leaves the row unknown on %j", (record, note) => {
    expect(readStatusAnswer(record, ask)).toEqual({ kind: "unclear", note });
  });
});

describe("provesLookup", () => {
  it("is true only for a 2xx naming the order asked about", () => {
    expect(provesLookup(answer(200, { data: { reseller_ref: "ref-b-4", order_id: "o" } }), "ref-b-4")).toBe(true);
    expect(provesLookup(answer(200, { data: { reseller_ref: "ref-b-5" } }), "ref-b-4")).toBe(false);
    expect(provesLookup(answer(404, notFound), "ref-b-4")).toBe(false);
  });
});
