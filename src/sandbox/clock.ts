/** Sandbox time. Order status is derived from it, so tests move time instead of waiting. */
export interface Clock {
  now(): number;
}

export interface ManualClock extends Clock {
  advance(ms: number): void;
  set(ms: number): void;
}

export const systemClock: Clock = { now: () => Date.now() };

export function createManualClock(startMs: number): ManualClock {
  let current = startMs;
  return {
    now: () => current,
    advance: (ms) => {
      current += ms;
    },
    set: (ms) => {
      current = ms;
    },
  };
}

/**
 * A clock that runs with `base` and can be moved forward: what `POST /v1/_sandbox/clock` moves, so a
 * test sees an order complete without waiting 15 s. Never backward: orders and windows only age.
 */
export interface ShiftedClock extends Clock {
  advance(ms: number): void;
  /** How far it has been moved: what a saved sandbox keeps, since `base` runs on meanwhile. */
  offset(): number;
  /** Puts back a saved offset (or 0, for a sandbox started again). */
  restore(offset: number): void;
}

export function shiftedClock(base: Clock): ShiftedClock {
  let offset = 0;
  return {
    now: () => base.now() + offset,
    advance: (ms) => {
      offset += ms;
    },
    offset: () => offset,
    restore: (saved) => {
      offset = saved;
    },
  };
}

/** Real waiting (slow and hang scenarios). Resolves early, and clears its timer, when the signal aborts. */
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

export const realSleep: Sleep = (ms, signal) =>
  new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener("abort", done, { once: true });
  });
