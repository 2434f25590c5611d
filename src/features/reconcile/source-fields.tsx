import type { ReconcileAsk } from "../../channels/reconcile-opener";
import type { ReconcileWords } from "../../ui/reconcile/use-reconcile-text";

interface SourceFieldsProps {
  id: string;
  words: ReconcileWords;
  /** What the region was asked to reconcile. */
  chosen: ReconcileAsk;
  /** How many entries the answer given holds (an answer's "Reconcile these entries"). */
  entries: number;
  range: { from: string; to: string; zone: string };
  running: boolean;
  onRange: (range: { from: string; to: string }) => void;
  /** Leaves the answer or the batch for a range of dates. */
  onUseRange: () => void;
}

/** What is reconciled: a range of dates the person picks, or the answer's entries or the batch's orders it was asked for. */
export function SourceFields({ id, words, chosen, entries, range, running, onRange, onUseRange }: SourceFieldsProps) {
  const { m, format } = words;
  const { from, to, zone } = range;
  return chosen.from === "bar" ? (
    <fieldset>
      <legend>{m.range}</legend>
      <div className="inline">
        <label htmlFor={`${id}-from`}>{m.from}</label>
        <input
          id={`${id}-from`}
          type="date"
          value={from}
          max={to || undefined}
          aria-describedby={`${id}-range-hint`}
          onChange={(event) => onRange({ from: event.target.value, to })}
        />
        <label htmlFor={`${id}-to`}>{m.to}</label>
        <input
          id={`${id}-to`}
          type="date"
          value={to}
          min={from || undefined}
          aria-describedby={`${id}-range-hint`}
          onChange={(event) => onRange({ from, to: event.target.value })}
        />
      </div>
      <p id={`${id}-range-hint`} className="hint">
        {m.rangeHint(zone)}
      </p>
    </fieldset>
  ) : (
    <div className="inline">
      <p>
        {chosen.from === "entries"
          ? words.count(m.sourceEntries, entries)
          : m.sourceBatch({
              file: chosen.fileName,
              placed: format.dateTime(chosen.placedAt),
              orders: words.count(m.orders, chosen.orderIds.length),
            })}
      </p>
      <button type="button" disabled={running} onClick={onUseRange}>
        {m.useRange}
      </button>
    </div>
  );
}
