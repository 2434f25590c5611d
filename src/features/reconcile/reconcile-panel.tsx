import "./reconcile.css";
import { useEffect, useId, useRef, useState } from "react";
import type { ReconcileAsk } from "../../channels/reconcile-opener";
import { useTimeZone } from "../../contexts/use-time-zone";
import { type JsonParse, parseJson } from "../../lib/parse-json";
import { dayIn } from "../../lib/zoned-time";
import { STUCK_AFTER_MS } from "../../reconcile/rules/stuck";
import type { ReconcileSource } from "../../reconcile/run-reconciliation";
import { endLine } from "../../ui/reconcile/end-line";
import { useReconcileWords } from "../../ui/reconcile/use-reconcile-text";
import { ReconcileResults } from "./reconcile-results";
import { RunProgress } from "./run-progress";
import { SourceFields } from "./source-fields";
import { StuckAfterField } from "./stuck-after-field";
import { useReconcileRun } from "./use-reconcile-run";

const MINUTE = 60_000;

/**
 * The day a batch was placed, from which its wallet is read: its day on the target's clock, which an
 * API that reads days in its own zone needs, or its day in UTC when that came first (an API that reads
 * days in UTC, as the sandbox's own accounts do). The earlier of the two holds the batch either way, and
 * only the batch's orders are checked.
 */
const batchDay = (placedAt: number, zone: string) => [dayIn(placedAt, zone), dayIn(placedAt, "UTC")].sort()[0] ?? "";

/** What an ask reconciles: a range the person chooses, one answer's entries, or a batch's orders. */
function sourceOf(
  ask: ReconcileAsk,
  body: JsonParse | undefined,
  range: { from: string; to: string; zone: string },
): ReconcileSource | { problem: string } {
  const { from, to } = range;
  switch (ask.from) {
    case "bar":
      return { kind: "range", ...(from && { from }), ...(to && { to }) };
    case "entries":
      if (!body) return { problem: "" };
      return body.ok ? { kind: "entries", body: body.value } : { problem: body.message };
    case "batch":
      return {
        kind: "batch",
        from: batchDay(ask.placedAt, range.zone),
        orderIds: ask.orderIds,
        references: ask.references,
      };
  }
}

/** The Reconciliation region: what to reconcile, the paced reading with its progress, then the findings. */
export default function ReconcilePanel({ id, ask }: { id: string; ask: ReconcileAsk }) {
  const titleId = useId();
  const words = useReconcileWords();
  const { m } = words;
  const run = useReconcileRun();
  const { zone } = useTimeZone();
  const [chosen, setChosen] = useState<ReconcileAsk>(ask);
  // An answer's text is read once, when the region opens with it.
  const [body] = useState(() => (ask.from === "entries" ? parseJson(ask.body) : undefined));
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [stuckMinutes, setStuckMinutes] = useState(String(STUCK_AFTER_MS / MINUTE));
  const [problem, setProblem] = useState<string>();
  const running = run.state.kind === "running";
  const minutes = Number(stuckMinutes);
  const minutesOk = stuckMinutes.trim() !== "" && Number.isInteger(minutes) && minutes >= 1;

  const start = () => {
    const source = sourceOf(chosen, body, { from, to, zone });
    if ("problem" in source) {
      setProblem(source.problem);
      return;
    }
    setProblem(undefined);
    void run.start(source, minutes * MINUTE);
  };

  // Asked from an answer or a batch: the person asked for exactly this, so it starts at once. A new
  // ask remounts the region; a mount that is undone (StrictMode's second pass) aborts the first run
  // before it sends anything, and the mount after starts it again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per mount, for the ask the region opened with
  useEffect(() => {
    if (ask.from !== "bar") start();
  }, []);

  // Focus follows the work: to Cancel when a run starts, to what it ended with when it ends (the
  // button that had focus is gone either way), unless the person has gone elsewhere meanwhile.
  const region = useRef<HTMLElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const endLineRef = useRef<HTMLParagraphElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const phase = run.state.kind;
  useEffect(() => {
    const focus = document.activeElement;
    if (focus !== document.body && !region.current?.contains(focus)) return;
    if (phase === "running") cancelButton.current?.focus();
    if (phase === "ended") (endLineRef.current ?? resultsRef.current)?.focus();
  }, [phase]);

  const ended = run.state.kind === "ended" ? run.state.outcome : undefined;
  const said = run.state.kind === "ended" && run.state.short ? endLine(words, run.state.short) : undefined;
  return (
    <section id={id} ref={region} aria-labelledby={titleId} className="reconcile">
      <h2 id={titleId}>{m.title}</h2>
      <p className="hint">{m.intro}</p>
      <form
        className="reconcile-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (!running && minutesOk) start();
        }}
      >
        <SourceFields
          id={id}
          words={words}
          chosen={chosen}
          entries={body?.ok ? entriesIn(body.value) : 0}
          range={{ from, to, zone }}
          running={running}
          onRange={(range) => {
            setFrom(range.from);
            setTo(range.to);
          }}
          onUseRange={() => setChosen({ from: "bar" })}
        />
        <StuckAfterField id={id} words={words} minutes={stuckMinutes} valid={minutesOk} onChange={setStuckMinutes} />
        <div className="inline">
          {/* Two elements, not one whose type changes: Cancel ends the run within the click, and a
              button that had become a submit button by then would start the run again. */}
          {running ? (
            <button key="cancel" ref={cancelButton} type="button" onClick={run.cancel}>
              {m.cancel}
            </button>
          ) : (
            <button key="reconcile" type="submit" className="primary" disabled={!minutesOk}>
              {m.reconcile}
            </button>
          )}
          <span className="hint">{m.inHistory}</span>
        </div>
      </form>
      {problem && (
        <p role="alert" className="error">
          {m.notJson(problem)}
        </p>
      )}
      {run.state.kind === "running" && (
        <RunProgress words={words} progress={run.state.progress} waitUntil={run.state.waitUntil} />
      )}
      {said && (
        <p
          ref={endLineRef}
          tabIndex={-1}
          role={ended?.kind === "stopped" ? "alert" : "status"}
          className={ended?.kind === "stopped" ? "error" : "hint"}
        >
          {said}
        </p>
      )}
      {ended?.kind === "done" && run.state.kind === "ended" && (
        <div ref={resultsRef} tabIndex={-1} className="reconcile-done">
          <ReconcileResults result={ended.result} madeFor={run.state.target} />
        </div>
      )}
    </section>
  );
}

/** How many records an answer's list holds, at the top or one level down, for the line that says what is reconciled. */
function entriesIn(value: unknown): number {
  if (Array.isArray(value)) return value.length;
  if (value && typeof value === "object") {
    for (const inner of Object.values(value)) if (Array.isArray(inner)) return inner.length;
  }
  return 0;
}
