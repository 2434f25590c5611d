import { otherOrderNamed } from "../../answer/not-found-about-order";
import { STATUS_NAMES } from "../../answer/order-fields";
import { type AnswerContext, type AnswerReading, readAnswer, refusesQuestion } from "../../answer/read-answer";
import { retryAfterIn } from "../../pacing/rate-limit";
import type { ResponseRecord } from "../../request/response-record";
import { statusText } from "../../response/status-text";
import { statusCheckWait, TRACKING_LIMIT_MS } from "./status-check-schedule";

/** How Check order status is asked about the order: its id when the answer gave one, else the reference. */
export interface OrderLookup {
  by: "order_id" | "reseller_ref";
  value: string;
}

export interface StatusChange {
  status: string;
  at: number;
  /** Which answer said it: the order's own, or check number n. */
  check: number;
}

/**
 * Why the last check settled nothing while tracking goes on: data, worded where it is shown, so it
 * changes language with the console. `status` is the code and reason phrase as the API sent them.
 */
export type TrackingNote =
  | { kind: "no-answer"; check: number; timedOut: boolean; waitMs: number }
  | { kind: "rate-limited"; check: number; status: string; waitMs: number; retryAfter: boolean }
  | { kind: "backing-off"; check: number; status: string; waitMs: number }
  | { kind: "no-status"; check: number; status: string; looked: readonly string[] }
  /** The answer named another order (`named`, by the lookup's own field): it says nothing of this one. */
  | { kind: "other-order"; check: number; named: string };

/** How tracking ended, as data (see TrackingNote). */
export type TrackingOutcome =
  | { kind: "final"; status: string; checks: number }
  /**
   * The API refused the question: a 4xx, or a 2xx whose body says it failed (`{"status": 0,
   * "error_msg": …}`); `message` is what the answer says, in the API's own words.
   */
  | { kind: "refused"; check: number; status: string; message?: string }
  | { kind: "wait-past-limit"; waitMs: number }
  | { kind: "gave-up"; minutes: number }
  | { kind: "target-changed" }
  | { kind: "by-you" }
  /** The check could not be made; `problem` is the request builder's own message. */
  | { kind: "broken"; problem: string };

export interface TrackedOrder {
  /** The order and the target it was placed on: one tracking per order and target. */
  id: string;
  lookup: OrderLookup;
  /** Where the order was placed (environment, base URL, path style, key fingerprint). */
  target: string;
  /**
   * The order's own answer, kept as received and read again wherever the order is shown (its
   * price, its currency), so a correction of the answer map applies to it at once.
   */
  answer?: ResponseRecord;
  startedAt: number;
  changes: StatusChange[];
  checks: number;
  /** When the next check is due; undefined once tracking has stopped. */
  nextCheckAt?: number;
  /** Why the last check did not settle anything, while tracking goes on (a 500, no answer, a 429). */
  note?: TrackingNote;
  /** How tracking ended: set once, never changed. */
  outcome?: TrackingOutcome;
}

export const trackingId = (target: string, lookup: OrderLookup) => `${target}|${lookup.by}=${lookup.value}`;

export const currentStatus = (order: TrackedOrder): string | undefined => order.changes.at(-1)?.status;

export const isTracking = (order: TrackedOrder): boolean => order.outcome === undefined;

/**
 * What a create_order answer lets tracking follow: a 2xx that names the order by an id (preferred)
 * or a reference. `undefined` means the answer names neither, and nothing can be tracked.
 */
export function orderNamedBy(
  record: ResponseRecord,
  context?: AnswerContext,
): { lookup: OrderLookup; status?: string } | undefined {
  const reading = readAnswer(record, context);
  // A 2xx whose body says it failed placed nothing: nothing to follow.
  if (reading.order !== "placed" || record.kind !== "http" || record.status >= 300) return undefined;
  const lookup: OrderLookup | undefined = reading.orderId
    ? { by: "order_id", value: reading.orderId.value }
    : reading.reference
      ? { by: "reseller_ref", value: reading.reference.value }
      : undefined;
  if (!lookup) return undefined;
  return { lookup, ...(reading.status !== undefined ? { status: reading.status.value.word } : {}) };
}

/** Tracking of a just-placed order starts here: the order's own answer gives the first status. */
export function startTracking(input: {
  lookup: OrderLookup;
  target: string;
  status?: string;
  answer?: ResponseRecord;
  now: number;
}): TrackedOrder {
  const { lookup, target, status, answer, now } = input;
  return {
    id: trackingId(target, lookup),
    lookup,
    target,
    ...(answer !== undefined && { answer }),
    startedAt: now,
    // The answer's status is shown, not trusted to end tracking: `"status": "success"` beside a new
    // order usually means the request worked, and the checks say what became of the order.
    changes: status !== undefined ? [{ status, at: now, check: 0 }] : [],
    checks: 0,
    nextCheckAt: now + statusCheckWait(0),
  };
}

export function stopTracking(order: TrackedOrder, outcome: TrackingOutcome): TrackedOrder {
  if (!isTracking(order)) return order;
  const { nextCheckAt: _, note: __, ...rest } = order;
  return { ...rest, outcome };
}

/** Goes on checking after `waitMs`, unless that passes the time limit. */
function continueAfter(order: TrackedOrder, now: number, waitMs: number, note?: TrackingNote): TrackedOrder {
  const deadline = order.startedAt + TRACKING_LIMIT_MS;
  if (now >= deadline) {
    return stopTracking(order, { kind: "gave-up", minutes: TRACKING_LIMIT_MS / 60_000 });
  }
  const { note: _, ...rest } = order;
  return {
    ...rest,
    // The last check falls on the time limit, not after it.
    nextCheckAt: Math.min(now + waitMs, deadline),
    ...(note !== undefined ? { note } : {}),
  };
}

/** A refusal of check `check`, with what the answer says in the API's own words, when it says anything. */
function refusal(reading: AnswerReading, check: number, status: string): TrackingOutcome {
  const { message } = reading.words;
  return { kind: "refused", check, status, ...(message !== undefined && { message }) };
}

/**
 * The order after one check's answer, read by the one reader (answer/read-answer.ts) with the
 * target's corrections (`context`): a final status word ("Sukses", "Gagal", "Refund"): done; a
 * pending one ("Pending", "Validasi Provider") or a word not known: tracking goes on. Any other 4xx,
 * or a 2xx whose body says it failed and names no status: the API refuses the question, and asking
 * again will not change that. A 429 waits as Retry-After asks; a 5xx or no answer at all backs off
 * and tries again, saying so.
 */
export function afterCheck(
  order: TrackedOrder,
  record: ResponseRecord,
  now: number,
  context?: AnswerContext,
): TrackedOrder {
  if (!isTracking(order)) return order;
  const counted = { ...order, checks: order.checks + 1 };
  const wait = statusCheckWait(counted.checks);

  if (record.kind === "failure") {
    const timedOut = record.failure === "timeout";
    return continueAfter(counted, now, wait, { kind: "no-answer", check: counted.checks, timedOut, waitMs: wait });
  }
  const status = `${record.status} ${statusText(record.status, record.statusText)}`.trim();
  if (record.status === 429) {
    const asked = retryAfterIn(record.headers, now);
    const delay = Math.max(asked ?? 0, wait);
    if (now + delay > order.startedAt + TRACKING_LIMIT_MS && asked !== undefined) {
      return stopTracking(counted, { kind: "wait-past-limit", waitMs: asked });
    }
    return continueAfter(counted, now, delay, {
      kind: "rate-limited",
      check: counted.checks,
      status,
      waitMs: delay,
      retryAfter: asked !== undefined,
    });
  }
  if (record.status >= 400 && record.status < 500) {
    return stopTracking(counted, refusal(readAnswer(record, context), counted.checks, status));
  }
  if (record.status >= 300) {
    return continueAfter(counted, now, wait, { kind: "backing-off", check: counted.checks, status, waitMs: wait });
  }

  const reading = readAnswer(record, context);
  const said = reading.status?.value;
  if (refusesQuestion(reading, reading.bodyRefused)) {
    return stopTracking(counted, refusal(reading, counted.checks, status));
  }
  const { by, value } = order.lookup;
  const named = otherOrderNamed(reading, by === "order_id" ? { orderId: value } : { reference: value });
  if (named !== undefined) {
    return continueAfter(counted, now, wait, { kind: "other-order", check: counted.checks, named });
  }
  if (said === undefined) {
    return continueAfter(counted, now, wait, {
      kind: "no-status",
      check: counted.checks,
      status,
      looked: STATUS_NAMES,
    });
  }
  const found = said.word;
  const changed =
    currentStatus(counted) === found
      ? counted
      : { ...counted, changes: [...counted.changes, { status: found, at: now, check: counted.checks }] };
  if (said.final) return stopTracking(changed, { kind: "final", status: found, checks: changed.checks });
  return continueAfter(changed, now, wait);
}

/** Adds a newly placed order, newest first. An order already being tracked (a replayed reference) is left as it is. */
export function withOrder(orders: readonly TrackedOrder[], order: TrackedOrder): readonly TrackedOrder[] {
  if (orders.some((other) => other.id === order.id && isTracking(other))) return orders;
  return [order, ...orders.filter((other) => other.id !== order.id)];
}
