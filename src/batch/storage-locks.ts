import type { BatchLocks } from "./batch-locks";
import { lockName } from "./batch-locks";

/** How often a run renews its heartbeat where the browser has no Web Locks. */
export const BEAT_MS = 2_000;
/** A heartbeat older than this is a tab that closed or crashed: its batch is free. */
export const STALE_MS = 5 * BEAT_MS;

type LockStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

interface Beat {
  owner: string;
  at: number;
}

/**
 * Where `navigator.locks` is missing (older browsers, jsdom): a heartbeat per batch in storage that
 * every tab of the origin shares. A batch whose heartbeat is fresh and another tab's is busy; a tab
 * that takes it writes its beat and reads it back, so of two tabs that found it free in the same
 * moment only the last writer runs. It errs on the side of waiting: a tab that crashed keeps its
 * batch busy for STALE_MS, never less.
 */
export function storageLocks(storage: LockStorage, owner: string = crypto.randomUUID(), now = Date.now): BatchLocks {
  const beatOf = (batchId: string): Beat | undefined => {
    try {
      return JSON.parse(storage.getItem(lockName(batchId)) ?? "null") ?? undefined;
    } catch {
      return undefined;
    }
  };
  const busy = (batchId: string) => {
    const beat = beatOf(batchId);
    return beat !== undefined && beat.owner !== owner && now() - beat.at < STALE_MS;
  };
  const write = (batchId: string) => storage.setItem(lockName(batchId), JSON.stringify({ owner, at: now() }));
  return {
    async tryHold(batchId) {
      if (busy(batchId)) return undefined;
      write(batchId);
      await Promise.resolve();
      if (beatOf(batchId)?.owner !== owner) return undefined;
      const timer = setInterval(() => write(batchId), BEAT_MS);
      return {
        async release() {
          clearInterval(timer);
          if (beatOf(batchId)?.owner === owner) storage.removeItem(lockName(batchId));
        },
      };
    },
    whenFree: (batchId, signal) =>
      new Promise<void>((resolve) => {
        let timer: ReturnType<typeof setTimeout> | undefined;
        const done = () => {
          clearTimeout(timer);
          signal.removeEventListener("abort", done);
          resolve();
        };
        const look = () => {
          if (signal.aborted || !busy(batchId)) return done();
          timer = setTimeout(look, BEAT_MS);
        };
        signal.addEventListener("abort", done, { once: true });
        look();
      }),
  };
}

/** Storage for the heartbeat: the origin's localStorage, or a page's own map where there is none. */
export function lockStorage(): LockStorage {
  try {
    if (typeof localStorage !== "undefined") return localStorage;
  } catch {
    // Storage denied (a sandboxed frame): the page's own map, which guards this page's runs.
  }
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}
