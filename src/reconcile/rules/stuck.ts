import { readTime } from "../../lib/zoned-time";
import { entryIndexesOf } from "../entry-indexes-of";
import { type OrderCase, shownEntries } from "../order-case";
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
  const own = order.answer?.date;
  const ownTime = own === undefined ? undefined : readTime(own, timeZone);
  if (own !== undefined && ownTime !== undefined) return { date: own, time: ownTime };
  // A debit's time as the wallet's pages were read: its year-last dates too ("21/11/2025 10:00").
  const debit = order.debits.find((entry) => entry.date !== undefined && entry.time !== undefined);
  return debit?.date === undefined || debit.time === undefined ? undefined : { date: debit.date, time: debit.time };
}

/**
 * stuck: the order is still not final (pending, processing …) longer than Stuck after (minutes), 30
 * minutes by default, counted from the order's own date (else its first debit's).
 */
export function stuck(order: OrderCase, clock: StuckClock): readonly RuleFinding[] {
  if (!isNotFinal(order)) return NO_FINDINGS;
  const start = orderStart(order, clock.timeZone);
  if (start === undefined || clock.now - start.time <= clock.stuckAfterMs) return NO_FINDINGS;
  const { money } = order;
  return [
    {
      finding: {
        kind: "stuck",
        ...order.names,
        amounts: { debited: money.debited },
        entryIndexes: entryIndexesOf(shownEntries(order)),
        ...withDate(start.date),
      },
      money,
    },
  ];
}
