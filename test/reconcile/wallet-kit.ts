import { reconcile } from "../../src/reconcile/reconcile";
import type { FindingKind, StatusAnswer } from "../../src/reconcile/reconcile-types";

/** The moment every reconciliation here is run at, unless a test says otherwise. */
export const NOW = Date.parse("2026-01-01T12:00:00Z");

/** Shape one: dollars, a type word, `order_id` and `reference`, `balance_after`. */
export const dollars = (
  rows: { id?: string; ref?: string; type: string; amount: number; balance: number; at?: string }[],
) => ({
  data: rows.map((row, n) => ({
    ...(row.id === undefined ? {} : { order_id: row.id }),
    ...(row.ref === undefined ? {} : { reference: row.ref }),
    type: row.type,
    amount: row.amount,
    balance_after: row.balance,
    created_at: row.at ?? `2026-01-01T10:${String(n).padStart(2, "0")}:00Z`,
  })),
});

/** Shape two: cents, signed, `orderId` and `ref`. */
export const cents = (rows: { id?: string; ref?: string; cents: number; balance: number }[]) => ({
  transactions: rows.map((row) => ({
    ...(row.id === undefined ? {} : { orderId: row.id }),
    ...(row.ref === undefined ? {} : { ref: row.ref }),
    amount_cents: row.cents,
    balance_after: row.balance,
  })),
});

/** A 200 Check order status answer for the order: its status word, its price fields, anything else. */
export const ok = (orderId: string, status: string, price: Record<string, number> = {}, extra = {}): StatusAnswer => ({
  orderId,
  httpStatus: 200,
  body: { data: { order_id: orderId, status, ...price, ...extra } },
});

/** The kinds found, sorted. */
export const kinds = (pages: unknown[], answers: StatusAnswer[], now = NOW) =>
  reconcile(pages, answers, { now })
    .findings.map((finding) => finding.kind)
    .sort();
export const only = (kind: FindingKind) => [kind];

/** One page of cents entries, reconciled at NOW. */
export const check = (rows: Parameters<typeof cents>[0], answers: StatusAnswer[]) =>
  reconcile([cents(rows)], answers, { now: NOW });

/** Each finding's kind and the money it puts at stake, in the findings' order. */
export const stakes = (result: ReturnType<typeof reconcile>) =>
  result.findings.map((finding) => [finding.kind, finding.amounts.atStake]);

/** A JSON 404 of Check order status that names the order asked about: "no such order", believed. */
export const notFound = (asked: { orderId: string } | { reference: string }): StatusAnswer => ({
  ...asked,
  httpStatus: 404,
  body:
    "orderId" in asked
      ? { error: "Order not found", order_id: asked.orderId }
      : { error: "Order not found", reseller_ref: asked.reference },
});
