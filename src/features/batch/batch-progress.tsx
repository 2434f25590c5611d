import { spentOn } from "../../batch/batch-funds";
import type { BatchRow } from "../../batch/row-state";
import { countStates } from "../../batch/run-end";
import { useBatchWords } from "./use-batch-text";

/** How far the batch is: a progress bar of rows settled, the count in each state, the money spent as listed. */
export function BatchProgress({ rows }: { rows: Iterable<BatchRow> }) {
  const { m, money, format } = useBatchWords();
  const all = [...rows];
  const counts = countStates(all);
  const settled = all.length - counts.pending - counts.sending;
  const spent = spentOn(all);
  const shown = Object.fromEntries(Object.entries(counts).map(([kind, value]) => [kind, format.number(value)]));
  return (
    <div className="batch-progress">
      <progress aria-label={m.progress} max={Math.max(1, all.length)} value={settled} />
      <p aria-live="polite">{m.counts(shown as Record<keyof typeof counts, string>)}</p>
      {spent.total !== undefined && <p>{m.spent(money(spent.total, spent.currency))}</p>}
    </div>
  );
}
