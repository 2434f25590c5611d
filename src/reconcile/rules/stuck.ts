import { readTime } from "../../lib/zoned-time";
import { entryIndexesOf } from "../entry-indexes-of";
import type { OrderCase } from "../order-case";
import { withDate } from "../with-date";
import { NO_FINDINGS, type RuleFinding } from "./rule-finding";

/** How long an order may stay not final before it is stuck, unless the person chooses otherwise. */
export const STUCK_AFTER_MS = 30 * 60 * 1000;

/** What the stuck rule reads beside the order: now, the limit, and the zone of dates that name none. */
export interface StuckClock {
  now: number;
  stuckAfterMs: number;
  timeZone: string;
}

/** The order's status word is one that is not final (pending, processing …, or a word not known). */
export const isNotFinal = (order: OrderCase) => order.answer?.status !== undefined && order.finalKind === undefined;

/**
 * When a not-final order began: its own date, else its first debit's, the first that reads in the
 * target's zone. None when no date reads (the order is listed as no-date).
 */
export function orderStart(order: OrderCase, timeZone: string): { date: string; time: number } | undefined {
  const date = [order.answer?.date, ...order.debits.map((entry) => entry.date)].find(
    (date) => date !== undefined && readTime(date, timeZone) !== undefined,
  );
  const time = date === undefined ? Number.NaN : (readTime(date, timeZone) ?? Number.NaN);
  return date === undefined || Number.isNaN(time) ? undefined : { date, time };
}

/**
 * stuck: the order is still not final (pending, processing …) longer than Stuck after (minutes), 30
 * minutes by default, counted from the order's own date (else its first debit's).
 */
export function stuck(order: OrderCase, clock: StuckClock): readonly RuleFinding[] {
  if (!isNotFinal(order)) return NO_FINDINGS;
  const start = orderStart(order, clock.timeZone);
  if (start === undefined || clock.now - start.time <= clock.stuckAfterMs) return NO_FINDINGS;
  const { debits, money } = order;
  return [
    {
      finding: {
        kind: "stuck",
        ...order.names,
        amounts: { debited: money.debited },
        entryIndexes: entryIndexesOf(debits),
        ...withDate(start.date),
      },
      money,
    },
  ];
}
