import { follows } from "../balance-walk";
import { orderNaming } from "../order-naming";
import type { WalletEntry } from "../reconcile-types";
import { withDate } from "../with-date";
import type { RuleFinding } from "./rule-finding";

/**
 * balance_jump: an entry's balance is not the one before it plus its amount (entries walked oldest
 * first, `balanceWalk`). No balance is compared across an entry that could not be read; one whose
 * fee could not be read is not compared with the one before, and the walk goes on from its balance.
 */
export function balanceJump(walk: readonly WalletEntry[]): readonly RuleFinding[] {
  const found: RuleFinding[] = [];
  let previous: WalletEntry | undefined;
  for (const entry of walk) {
    if (entry.unread) {
      previous = entry.balance === undefined ? undefined : entry;
      continue;
    }
    if (entry.balance === undefined) continue;
    if (previous?.balance !== undefined) {
      // A fee its fee field names is taken beside the amount (unless the amount already holds it).
      const expected = previous.balance + entry.cents + (entry.fee ?? 0);
      if (!follows(previous.balance, entry)) {
        found.push({
          finding: {
            kind: "balance_jump",
            ...orderNaming(entry.orderId, entry.reference),
            amounts: { expected, found: entry.balance },
            entryIndexes: [previous.index, entry.index],
            ...withDate(entry.date),
          },
        });
      }
    }
    previous = entry;
  }
  return found;
}
