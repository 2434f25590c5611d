import type { ResponseRecord } from "../request/response-record";
import type { Clock } from "./batch-clock";
import { pacingDelay } from "./pacing";

/** The runner's one gate for requests: no request starts before the API's last answer allows. */
export function createPacer(clock: Clock, onWait?: (until: number) => void) {
  let notBefore = 0;
  return {
    /** Each answer's rate-limit headers move the next allowed start. */
    heed(record: ResponseRecord): void {
      if (record.kind !== "http") return;
      const now = clock.now();
      notBefore = Math.max(notBefore, now + pacingDelay(record.headers, now));
    },
    /** Waits until a request may start; a later answer may move that while waiting. Ends early on abort. */
    async wait(signal: AbortSignal): Promise<void> {
      for (let wait = notBefore - clock.now(); wait > 0 && !signal.aborted; wait = notBefore - clock.now()) {
        onWait?.(notBefore);
        await clock.sleep(wait, signal);
      }
    },
  };
}

/** One pacer per batch on screen: placing its rows and following its orders wait on the same gate. */
export type Pacer = ReturnType<typeof createPacer>;
