import { createListeners } from "../lib/listeners";
import type { BatchRun, BatchRunState } from "./batch-run";

type Shown = Pick<BatchRun, "subscribe" | "getSnapshot" | "openBatch" | "resume" | "askUnknown">;

/** History's Resume or "Ask about unknown rows" of one batch, for the region's run to do. */
export interface BatchAsk {
  batchId: string;
  then: "resume" | "ask";
}

/**
 * The run the page's Batch orders region drives, for what shows its batch beside the region
 * (History). They read the run's own snapshot through this, never a copy of it, so a running batch
 * has one source of truth and its redraws stay throttled in the run alone.
 */
export interface LiveRun {
  subscribe(listener: () => void): () => void;
  /** The run's snapshot, the object the region renders; undefined while no region is open. */
  getSnapshot(): BatchRunState | undefined;
  /** The region opened with `run`. The function returned is its closing; it leaves a later run in place. */
  show(run: Shown): () => void;
  /**
   * Done by the region's run, behind its lock, as a Resume pressed there is: at once when the region
   * is open, else as soon as it opens (the page opens it for the ask).
   */
  request(ask: BatchAsk): void;
}

async function act(run: Shown, { batchId, then }: BatchAsk): Promise<void> {
  await run.openBatch(batchId);
  if (run.getSnapshot().batch?.meta.id !== batchId) return;
  if (then === "ask") run.askUnknown();
  else run.resume(1);
}

export function createLiveRun(): LiveRun {
  let run: Shown | undefined;
  let unsubscribe = () => {};
  let asked: BatchAsk | undefined;
  const listeners = createListeners();
  const set = (next: Shown | undefined) => {
    unsubscribe();
    run = next;
    unsubscribe = next ? next.subscribe(listeners.notify) : () => {};
    listeners.notify();
  };
  return {
    subscribe: listeners.subscribe,
    getSnapshot: () => run?.getSnapshot(),
    show(next) {
      set(next);
      if (asked) void act(next, asked);
      asked = undefined;
      return () => {
        if (run === next) set(undefined);
      };
    },
    request(ask) {
      if (run) void act(run, ask);
      else asked = ask;
    },
  };
}
