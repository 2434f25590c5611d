import { entryIndexesOf } from "../entry-indexes-of";
import { latestDate } from "../latest-date";
import type { DebitGroup } from "../order-case";
import { withDate } from "../with-date";
import { NO_FINDINGS, type RuleFinding } from "./rule-finding";

/**
 * double_debit: an order (or one reference, under several order ids) debited more than once. The
 * finding shows every debit and what they took together.
 */
export function doubleDebit(group: DebitGroup): readonly RuleFinding[] {
  const { debits, money } = group;
  if (debits.length < 2) return NO_FINDINGS;
  return [
    {
      finding: {
        kind: "double_debit",
        ...group.names,
        amounts: { debited: money.debited },
        entryIndexes: entryIndexesOf(debits),
        ...withDate(latestDate(debits)),
      },
      money,
    },
  ];
}
