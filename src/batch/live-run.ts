import { createListeners } from "../lib/listeners";
import type { BatchRun, BatchRunState } from "./batch-run";

type Shown = Pick<BatchRun, "subscribe" | "getSnapshot">;

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
}

export function createLiveRun(): LiveRun {
  let run: Shown | undefined;
  let unsubscribe = () => {};
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
      return () => {
        if (run === next) set(undefined);
      };
    },
  };
}
