import type { WordCorrections } from "../../answer/status-words";
import { refundedOn, spentOn } from "../../batch/batch-funds";
import { finalCounts } from "../../batch/row-final";
import type { BatchRow } from "../../batch/row-state";
import { countStates } from "../../batch/run-end";
import { useBatchWords } from "./use-batch-text";

interface BatchProgressProps {
  rows: Iterable<BatchRow>;
  /** The target's corrections: each order's final kind is read from its word with them, when shown. */
  corrections?: WordCorrections | undefined;
}

/**
 * How far the batch is: a progress bar of rows settled, the count in each state, the placed orders'
 * final statuses, and the money spent and refunded as listed.
 */
export function BatchProgress({ rows, corrections }: BatchProgressProps) {
  const { m, s, money, format } = useBatchWords();
  const all = [...rows];
  const counts = countStates(all);
  const settled = all.length - counts.pending - counts.sending;
  const spent = spentOn(all);
  const refunded = refundedOn(all, corrections);
  const shown = Object.fromEntries(Object.entries(counts).map(([kind, value]) => [kind, format.number(value)]));
  const finals = finalCounts(all, corrections);
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
