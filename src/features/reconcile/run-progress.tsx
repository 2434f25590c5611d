import type { ReconcileProgress } from "../../reconcile/run-reconciliation";
import type { ReconcileWords } from "../../ui/reconcile/use-reconcile-text";

/** The phase alone, for the status a screen reader says once per phase. */
function phaseLine({ m }: ReconcileWords, progress: ReconcileProgress | undefined): string {
  if (!progress || progress.phase === "checking") return m.checking;
  return progress.phase === "pages" ? m.phasePages : m.phaseOrders;
}

function progressLine(words: ReconcileWords, progress: ReconcileProgress | undefined): string {
  const { m, count, format } = words;
  if (!progress) return m.checking;
  switch (progress.phase) {
    case "pages": {
      if (progress.pages === 0) return m.phasePages;
      const entries = count(m.entries, progress.entries);
      return progress.totalPages === undefined
        ? m.readingPages(format.number(progress.pages), entries)
        : m.readingPagesOf(format.number(progress.pages), format.number(progress.totalPages), entries);
    }
    case "orders":
      return m.askingOrders(format.number(progress.done), format.number(progress.total));
    case "checking":
      return m.checking;
  }
}

/** How far the run is, 0 to 1, pages counted as the first tenth when their number is known. */
function progressValue(progress: ReconcileProgress | undefined): number | undefined {
  if (!progress) return undefined;
  switch (progress.phase) {
    case "pages":
      return progress.totalPages ? (0.1 * progress.pages) / progress.totalPages : undefined;
    case "orders":
      return 0.1 + (0.9 * progress.done) / Math.max(1, progress.total);
    case "checking":
      return 1;
  }
}

/** A run under way: the bar, the phase said once, the count to read, and until when the rate limit holds it. */
export function RunProgress({
  words,
  progress,
  waitUntil,
}: {
  words: ReconcileWords;
  progress: ReconcileProgress | undefined;
  waitUntil: number | undefined;
}) {
  const { m, format } = words;
  const value = progressValue(progress);
  return (
    <div className="reconcile-progress">
      <progress aria-label={m.progress} max={1} {...(value === undefined ? {} : { value })} />
      {/* Said once per phase; the running count is there to read, not announced at every step. */}
      <p role="status" className="visually-hidden">
        {phaseLine(words, progress)}
      </p>
      <p>{progressLine(words, progress)}</p>
      {waitUntil !== undefined && waitUntil > Date.now() && (
        <p className="hint">{m.waiting(format.dateTime(waitUntil))}</p>
      )}
    </div>
  );
}
