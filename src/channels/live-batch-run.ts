import { useSyncExternalStore } from "react";
import { createLiveRun } from "../batch/live-run";
import type { ShownBatch } from "../batch/shown-batch";

/** The run of the page's Batch orders region while it is open: one per page, as the region is. */
export const liveBatchRun = createLiveRun();

const none = () => undefined;

/** The batch the Batch orders region shows, as its run has it now; undefined while it shows none. */
export function useLiveBatch(): ShownBatch | undefined {
  return useSyncExternalStore(liveBatchRun.subscribe, liveBatchRun.getSnapshot, none)?.batch;
}
