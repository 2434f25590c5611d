const CHANNEL = "reseller-console-batches";

/**
 * Word between the tabs of this browser that a batch's rows changed in the journal: the tab that
 * runs it tells, a tab that shows it running elsewhere reads the journal again for its counts.
 * Where there is no BroadcastChannel nothing is told, and the counts there change when the run ends.
 */
export interface BatchNews {
  tell(batchId: string): void;
  /** Calls `changed` each time another tab tells of this batch; the function returned stops it. */
  listen(batchId: string, changed: () => void): () => void;
}

export function batchNews(): BatchNews {
  if (typeof BroadcastChannel === "undefined") return { tell: () => undefined, listen: () => () => undefined };
  return {
    tell(batchId) {
      const channel = new BroadcastChannel(CHANNEL);
      channel.postMessage(batchId);
      channel.close();
    },
    listen(batchId, changed) {
      const channel = new BroadcastChannel(CHANNEL);
      channel.onmessage = (event: MessageEvent) => {
        if (event.data === batchId) changed();
      };
      return () => channel.close();
    },
  };
}
