import type { ReconcileWords } from "../../ui/reconcile/use-reconcile-text";

/** Stuck after (minutes): how long an order may stay not final before it is a finding; a whole number from 1. */
export function StuckAfterField({
  id,
  words,
  minutes,
  valid,
  onChange,
}: {
  id: string;
  words: ReconcileWords;
  /** As typed. */
  minutes: string;
  valid: boolean;
  onChange: (typed: string) => void;
}) {
  const { m } = words;
  return (
    <div className="inline">
      <label htmlFor={`${id}-stuck`}>{m.stuckAfter}</label>
      <input
        id={`${id}-stuck`}
        type="number"
        min={1}
        step={1}
        inputMode="numeric"
        className="narrow"
        value={minutes}
        aria-invalid={!valid}
        aria-describedby={`${id}-stuck-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
      <span id={`${id}-stuck-hint`} className={valid ? "hint" : "error"}>
        {valid ? m.stuckHint : m.stuckInvalid}
      </span>
    </div>
  );
}
