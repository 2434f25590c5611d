/** A batch's lock, held by the tab that runs the batch for as long as the run lasts. */
export interface HeldBatch {
  /** Resolves once the lock is let go: a tryHold after it finds the batch free. */
  release(): Promise<void>;
}

/**
 * One runner per batch, across the tabs of this browser: a run holds its batch's lock from before
 * the first row is read until it ends, so another tab never turns the row it is sending unknown and
 * never sends the rows it is sending. Web Locks where the browser has them (webBatchLocks), else
 * a heartbeat in storage (storage-locks.ts).
 */
export interface BatchLocks {
  /** The batch's lock when no tab holds it, at once; undefined when one does. Never waits. */
  tryHold(batchId: string): Promise<HeldBatch | undefined>;
  /** Resolves once no tab holds the batch (at once when none does), or when `signal` aborts. */
  whenFree(batchId: string, signal: AbortSignal): Promise<void>;
}

export const lockName = (batchId: string) => `reseller-console-batch:${batchId}`;

/**
 * The batch's lock as a Web Lock: the browser releases it when the tab that holds it closes or
 * crashes, so a batch cut off mid-run is free to resume at once, and never before.
 */
export function webBatchLocks(locks: LockManager): BatchLocks {
  return {
    tryHold: (batchId) =>
      new Promise<HeldBatch | undefined>((resolve, reject) => {
        const released = locks.request(lockName(batchId), { ifAvailable: true }, (lock) => {
          if (!lock) return resolve(undefined);
          // Held until the run releases it: the lock lasts as long as this promise is pending.
          return new Promise<void>((release) =>
            resolve({
              release: () => {
                release();
                return released.then(() => undefined);
              },
            }),
          );
        });
        released.catch(reject);
      }),
    // Granted once the holder lets go; released at once, since showing the batch holds nothing.
    whenFree: (batchId, signal) =>
      locks
        .request(lockName(batchId), { signal }, () => undefined)
        .then(
          () => undefined,
          () => undefined,
        ),
  };
}
