import type { UnsettledReason } from "../request/settled-outcome";
import type { TrackingOutcome } from "../workspace/order-tracking/tracked-order";
import type { OrderParams } from "./order-key";
import type { RowCheck } from "./row-findings";
import type { StatusCheckNote } from "./status-answer";

/**
 * Why nobody knows whether a row's order was placed: the answer's flaw, a page closed mid-send, or
 * a refusal saying the reference was used before (the order may exist and have been charged).
 */
export type UnknownCause =
  | UnsettledReason
  | { kind: "interrupted" }
  | { kind: "duplicate"; status: number; code?: string; message?: string };

/**
 * Where a row stands. `pending` was never sent (or is certainly not placed: see status-answer.ts);
 * `sending` is written before the request leaves; the others record its answer. An `unknown` row is
 * never sent again on its own: it is asked about first, or sent again by a person's explicit choice.
 */
export type RowState =
  | { kind: "pending" }
  | { kind: "sending"; sentAt: number }
  | {
      kind: "placed";
      at: number;
      via: "answer" | "status_check";
      orderId?: string;
      /** The order's status as last seen: in its answer, then as it is followed. */
      orderStatus?: string;
      /**
       * `orderStatus` was read from a Check order status answer, not from the order's own answer
       * (whose `"status"` often says only that the request worked): a final word there ends the order.
       */
      checked?: true;
      /**
       * The status after which the order no longer changes, once following found it. What kind of
       * end it is (row-final.ts) is read from the word when shown, with the target's corrections.
       */
      final?: { status: string; at: number };
      /** Why following ended without a final status (the API refused the question, the time ran out). */
      unfollowed?: { at: number; outcome: TrackingOutcome };
    }
  | { kind: "refused"; at: number; status: number; code?: string; message?: string }
  | { kind: "paused_balance"; at: number; status: number; code?: string; message?: string }
  | { kind: "unknown"; sentAt: number; cause: UnknownCause; lastCheck?: { at: number; note: StatusCheckNote } };

export type RowStateKind = RowState["kind"];

/** One row of a batch as the journal keeps it. Its reference is `order.reseller_ref`, fixed at creation. */
export interface BatchRow {
  batchId: string;
  line: number;
  order: OrderParams;
  product?: RowCheck["product"];
  state: RowState;
  /** How many times the order request has left for this row. */
  sends: number;
  /** How many answers in a row were 429: after a few the row is refused, not tried forever. */
  rateLimited: number;
}

/** The rows a dry run found ready, as a new batch's pending rows. */
export function batchRows(batchId: string, checks: readonly RowCheck[]): BatchRow[] {
  return checks.flatMap((check) =>
    check.verdict === "ready" && check.order
      ? [
          {
            batchId,
            line: check.line,
            order: check.order,
            ...(check.product && { product: check.product }),
            state: { kind: "pending" },
            sends: 0,
            rateLimited: 0,
          },
        ]
      : [],
  );
}
