import type { AnswerContext } from "../answer/read-answer";
import { createListeners } from "../lib/listeners";
import { throttled } from "../lib/throttled";
import { createRequestEngine, type Send } from "../pacing/request-engine";
import type { RequestSettings } from "../request/build-request";
import {
  type KeptOutcome,
  type KeptReconciliation,
  keptOutcome,
  keptReconciliation,
  requestKeeper,
} from "./kept-reconciliation";
import { reconcileInWorker } from "./reconcile-in-worker";
import type { ReconcileInput, ReconcileResult } from "./reconcile-result";
import { type ReconcileProgress, type ReconcileSource, type RunOutcome, runReconciliation } from "./run-reconciliation";

export type RunState =
  | { kind: "idle" }
  | { kind: "running"; progress?: ReconcileProgress; waitUntil?: number }
  /** `target`: where it was made (the key as a fingerprint), as ReconcileConnection.target says it. */
  | {
      kind: "ended";
      outcome: RunOutcome;
      source: ReconcileSource;
      target: string;
      /** A run that ended short of its findings, as History keeps it: without the key it ran with. */
      short?: KeptOutcome;
    };

/** Where a run's requests go now, and how their answers are read. */
export interface ReconcileConnection {
  /** Where requests go, as one comparable text (the key as a fingerprint). */
  target: string;
  settings: RequestSettings;
  send: Send;
  /** The target's dialect and, once some view has asked for it, the wallet's currency. */
  context: AnswerContext;
  /** The zone the API's times without a zone are read in. */
  timeZone?: string;
  /**
   * Each run that ended (done, cancelled or stopped), as History keeps it: one record with its
   * requests and findings, never among the sends.
   */
  keep?: (run: KeptReconciliation) => void;
}

export interface ReconcileRun {
  subscribe(listener: () => void): () => void;
  /** The same object until something changes; progress is redrawn at most every REDRAW_MS. */
  getSnapshot(): RunState;
  /**
   * The settings or the reading changed. When only the reading did (a word corrected, here or in
   * another tab, or the wallet's currency come in), the last run's pages and answers are checked
   * again with it, nothing sent, so a correction shows at once.
   */
  setTarget(target: ReconcileConnection): void;
  /** A new run; one that runs is cancelled first. */
  start(source: ReconcileSource, stuckAfterMs: number): Promise<void>;
  /** Nothing new is asked, a wait ends, the run ends saying how far it got. */
  cancel(): void;
  /** The region closes: as cancel, and no redraw is left pending. */
  dispose(): void;
}

/** Two contexts read answers alike: the same corrections and the same wallet currency. */
const readAlike = (a: AnswerContext | undefined, b: AnswerContext) =>
  a?.walletCurrency === b.walletCurrency && JSON.stringify(a?.dialect ?? {}) === JSON.stringify(b.dialect ?? {});

/**
 * One reconciliation at a time, framework-free: runReconciliation reads and decides, through a
 * request engine of each run's own; this keeps what the region shows, with subscribe/getSnapshot
 * for React. Every request goes through the target of the moment; each run that ends is handed to `keep`.
 */
export function createReconcileRun(
  first: ReconcileConnection,
  check: (input: ReconcileInput, signal?: AbortSignal) => Promise<ReconcileResult | undefined> = reconcileInWorker,
): ReconcileRun {
  let target = first;
  let state: RunState = { kind: "idle" };
  const listeners = createListeners();
  let running: AbortController | undefined;
  let latest: { progress?: ReconcileProgress; waitUntil?: number } = {};
  /** What the last run checked, and for which target: checked again when the reading changes. */
  let checked: { input: ReconcileInput; target: string } | undefined;
  let checkingAgain: AbortController | undefined;

  function set(next: RunState): void {
    state = next;
    listeners.notify();
  }
  const redraw = throttled(() => {
    if (state.kind === "running") set({ kind: "running", ...latest });
  });

  function reconcileAgain(): void {
    const last = checked;
    if (state.kind !== "ended" || state.outcome.kind !== "done" || !last) return;
    if (last.target !== target.target || readAlike(last.input.context, target.context)) return;
    const input: ReconcileInput = { ...last.input, context: target.context };
    checked = { ...last, input };
    checkingAgain?.abort();
    const again = new AbortController();
    checkingAgain = again;
    void check(input, again.signal).then((result) => {
      if (!result || checked?.input !== input) return;
      if (state.kind === "ended" && state.outcome.kind === "done") set({ ...state, outcome: { kind: "done", result } });
    });
  }

  return {
    subscribe: listeners.subscribe,
    getSnapshot: () => state,
    setTarget(next) {
      target = next;
      reconcileAgain();
    },
    async start(source, stuckAfterMs) {
      running?.abort();
      checkingAgain?.abort();
      const run = new AbortController();
      running = run;
      latest = {};
      checked = undefined;
      const made = target;
      const startedAt = Date.now();
      const requests = requestKeeper(made.settings.apiKey);
      set({ kind: "running" });
      const engine = createRequestEngine({
        send: made.send,
        onWait: (until) => {
          latest = { ...latest, waitUntil: until };
          redraw.call();
        },
      });
      const outcome = await runReconciliation({
        source,
        engine,
        settings: made.settings,
        signal: run.signal,
        stuckAfterMs,
        ...(made.timeZone !== undefined && { timeZone: made.timeZone }),
        context: made.context,
        onRequest: requests.add,
        onProgress: (progress) => {
          latest = { progress };
          redraw.call();
        },
        check: (input, signal) => {
          checked = { input, target: made.target };
          return check(input, signal);
        },
      });
      // A run cancelled before it asked anything (a region mounted twice) leaves nothing to keep.
      const sent = requests.kept();
      if (outcome.kind !== "cancelled" || sent.requestCount > 0) {
        const ended = { startedAt, endedAt: Date.now(), target: made.target, source, requests: sent, outcome };
        made.keep?.(keptReconciliation({ id: crypto.randomUUID(), ...ended, key: made.settings.apiKey }));
      }
      if (running !== run) return;
      running = undefined;
      redraw.cancel();
      set({
        kind: "ended",
        outcome,
        source,
        target: made.target,
        ...(outcome.kind !== "done" && { short: keptOutcome(outcome, [made.settings.apiKey]) }),
      });
      // The reading may have changed while the run was checking.
      reconcileAgain();
    },
    cancel: () => running?.abort(),
    dispose() {
      running?.abort();
      checkingAgain?.abort();
      redraw.cancel();
    },
  };
}
