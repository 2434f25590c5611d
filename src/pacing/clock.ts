/** Time as requests that wait see it: injected, so tests move it without waiting. */
export interface Clock {
  /** Milliseconds since the epoch (rate-limit resets may be given as Unix times). */
  now(): number;
  /** Resolves after `ms`, or at once when `signal` aborts (Pause, Stop and Cancel end a wait early). */
  sleep(ms: number, signal: AbortSignal): Promise<void>;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise((resolve) => {
      if (signal.aborted) return resolve();
      const done = () => {
        clearTimeout(timer);
        signal.removeEventListener("abort", done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      signal.addEventListener("abort", done, { once: true });
    }),
};
