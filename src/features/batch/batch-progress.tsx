import { type FinalKind, finalKindOf } from "../../answer/status-words";
import { refundedOn, spentOn } from "../../batch/batch-funds";
import { needsFollowing } from "../../batch/order-follower";
import type { BatchRow } from "../../batch/row-state";
import { countStates } from "../../batch/run-end";
import { useBatchWords } from "./use-batch-text";

/** How many placed orders ended each way, and how many are still followed. */
function finalCounts(rows: readonly BatchRow[]): Record<FinalKind | "following", number> {
  const counts = { success: 0, partial: 0, failed: 0, refunded: 0, following: 0 };
  for (const row of rows) {
    if (row.state.kind !== "placed") continue;
    const kind = row.state.final && finalKindOf(row.state.final.status);
    if (kind) counts[kind]++;
    else if (needsFollowing(row)) counts.following++;
  }
  return counts;
}

/**
 * How far the batch is: a progress bar of rows settled, the count in each state, the placed orders'
 * final statuses, and the money spent and refunded as listed.
 */
export function BatchProgress({ rows }: { rows: Iterable<BatchRow> }) {
  const { m, s, money, format } = useBatchWords();
  const all = [...rows];
  const counts = countStates(all);
  const settled = all.length - counts.pending - counts.sending;
  const spent = spentOn(all);
  const refunded = refundedOn(all);
  const shown = Object.fromEntries(Object.entries(counts).map(([kind, value]) => [kind, format.number(value)]));
  const finals = finalCounts(all);
  const finalsShown = Object.fromEntries(Object.entries(finals).map(([kind, value]) => [kind, format.number(value)]));
  return (
    <div className="batch-progress">
      <progress aria-label={m.progress} max={Math.max(1, all.length)} value={settled} />
      <p aria-live="polite">{s.counts(shown as Record<keyof typeof counts, string>)}</p>
      {counts.placed > 0 && <p>{m.finalCounts(finalsShown as Record<keyof typeof finals, string>)}</p>}
      {spent.total !== undefined && <p>{s.spent(money(spent.total, spent.currency))}</p>}
      {refunded.total !== undefined && counts.placed > 0 && (
        <p>{s.refunded(money(refunded.total, refunded.currency))}</p>
      )}
    </div>
  );
}
