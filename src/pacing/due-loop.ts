import type { RequestEngine } from "./request-engine";

/** A check that falls due at `at` (ms since the epoch); `run` makes it. */
export interface DueCheck {
  at: number;
  run(): Promise<void>;
}

export interface DueLoop {
  /** Looks again at what is due soonest (a check was added, moved or dropped), and starts the loop if it had ended. */
  wake(): void;
  /** Ends the loop: a wait ends at once, a check under way finishes, nothing more runs until the next `wake`. */
  stop(): void;
  /** Resolves when the loop has ended (nothing left to check, or stopped). */
  idle(): Promise<void>;
}

/**
 * Checks that fall due over time (orders followed to their final status), made by ONE loop
 * whatever their number: it takes the check due soonest, sleeps on the engine's clock until then
 * (woken early by `wake`), waits for the engine's gate, and runs it. So 300 followed orders are one
 * timer and one request at a time, never faster than the API's rate-limit headers allow.
 * `soonest` is asked afresh each time round; when it gives nothing, the loop ends until the next
 * `wake`. A check that throws ends the loop (`onActive(false)`), and the next `wake` starts it again.
 */
export function createDueLoop(
  engine: RequestEngine,
  soonest: () => DueCheck | undefined,
  onActive?: (active: boolean) => void,
): DueLoop {
  let stopped = false;
  let woken = new AbortController();
  let loop: Promise<void> = Promise.resolve();
  /** Set while the loop runs; cleared as it ends, which may be before `run()` has even returned. */
  let looping = false;

  async function run(): Promise<void> {
    onActive?.(true);
    try {
      while (!stopped) {
        if (woken.signal.aborted) woken = new AbortController();
        const next = soonest();
        if (!next) return;
        if (next.at > engine.clock.now()) {
          await engine.sleepUntil(next.at, woken.signal);
          continue;
        }
        await engine.ready(woken.signal);
        if (woken.signal.aborted) continue;
        await next.run();
      }
    } catch {
      // What the check could not do (a journal that cannot be written) is its owner's to show; the
      // loop ends, and the next wake starts it again.
    } finally {
      looping = false;
      onActive?.(false);
    }
  }

  return {
    wake() {
      stopped = false;
      woken.abort();
      if (looping) return;
      looping = true;
      loop = run();
    },
    stop() {
      stopped = true;
      woken.abort();
    },
    idle: () => loop,
  };
}
