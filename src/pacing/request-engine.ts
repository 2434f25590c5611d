import type { RequestSpec } from "../request/request-spec";
import type { ResponseRecord } from "../request/response-record";
import { BACK_OFF_MS, backOff } from "./back-off";
import { type Clock, systemClock } from "./clock";
import { pacingDelay } from "./rate-limit";

/** The transport as requests that wait use it: one request in, its record out. */
export type Send = (spec: RequestSpec, signal?: AbortSignal) => Promise<ResponseRecord>;

export const isRateLimited = (record: ResponseRecord) => record.kind === "http" && record.status === 429;

export interface AskOptions {
  /**
   * Ends a wait at once, and nothing more is asked: `ask` then gives undefined, unless a request
   * left. What a request that left came back with is kept, a timeout or a network failure too (it may
   * have reached the API), unless the signal cut it off (`cutsRequest`).
   */
  signal: AbortSignal;
  /**
   * The signal cuts off a request in flight too (Cancel); without this, a request that has left is
   * answered whatever happens (an order sent on Pause still gets its answer recorded).
   */
  cutsRequest?: boolean;
  /** Tries in all while `again` says so; 1, the default, asks once. */
  tries?: number;
  /** The answers asked again: a 429 by default. */
  again?: (record: ResponseRecord) => boolean;
  /** Each answer as it comes back, with when its request left (for the history). */
  onAnswer?: (record: ResponseRecord, sentAt: number) => void;
  /**
   * Runs once the rate limit lets the request go, just before it leaves, which waits for it (an
   * order's write-ahead, stored with the moment it leaves); again when the rate limit moved meanwhile
   * and was waited for. If it throws, nothing leaves; if the signal ends a wait after it, nothing
   * leaves either (`ask` gives undefined).
   */
  beforeSend?: () => Promise<void>;
}

export interface RequestEngine {
  readonly clock: Clock;
  /**
   * One request, once the API's rate limit allows it; asked again while `again` says so, up to
   * `tries`: after a 429, once the gate opens again (the wait its headers ask for, else the
   * back-off); after another answer (a page that failed, a 5xx), after the back-off (1 s, then 2 s …). Never throws for the transport: a throw comes back as a network failure. Undefined
   * when the signal ended it before an answer it keeps.
   */
  ask(spec: RequestSpec, options: AskOptions): Promise<ResponseRecord | undefined>;
  /** Waits until a request may start: an answer that comes in meanwhile may move that. Ends early on abort. */
  ready(signal: AbortSignal): Promise<void>;
  /** Another API from now on: what the last one's answers asked (a wait, a back-off) no longer holds. */
  forget(): void;
  /** Waits until `at` (ms since the epoch) on the engine's clock, or less when the signal aborts. */
  sleepUntil(at: number, signal: AbortSignal): Promise<void>;
  /**
   * Runs `work` on each item, up to `concurrency` at once, in order, each item once: `next` gives
   * the item to take (undefined when none is left). Nothing new starts once the signal aborts; an
   * item under way finishes. Resolves when every worker has stopped; rejects with the first throw
   * of `work` after that (the signal's owner stops the others).
   */
  each<T>(
    next: () => T | undefined,
    concurrency: number,
    signal: AbortSignal,
    work: (item: T) => Promise<void>,
  ): Promise<void>;
}

/** Items of a list as `each` takes them: one after another, each once. */
export function taking<T>(items: readonly T[]): () => T | undefined {
  let at = 0;
  return () => items[at++];
}

export interface EngineOptions {
  send: Send;
  clock?: Clock;
  /** Told the time (ms since the epoch) requests wait until, each time a wait for the rate limit starts. */
  onWait?: (until: number) => void;
}

/**
 * The one way the console sends requests that wait: a batch's orders and its status checks, the
 * dry run's player checks, reconciliation's pages and status checks, and order tracking. One gate
 * per engine: no request starts before the API's last answer allows (Retry-After,
 * X-RateLimit-Remaining 0 until X-RateLimit-Reset; after a 429 that says neither, the back-off),
 * however many are in flight; one back-off rule;
 * one clock, injected; and the transport's throw turned into the console's network-failure record
 * here and nowhere else. Runs that must share a rate limit (a batch placing and following its
 * orders) share one engine.
 */
export function createRequestEngine(options: EngineOptions): RequestEngine {
  const clock = options.clock ?? systemClock;
  let notBefore = 0;

  /** 429s in a row: a 429 whose headers ask no wait holds the gate for the back-off (1 s, 2 s, 4 s …). */
  let limitedInARow = 0;
  /** How many answers have asked for a wait: one that came while a request was about to leave moves it. */
  let waitsAsked = 0;

  /** Each answer's rate-limit headers move the next allowed start. */
  function heed(record: ResponseRecord): void {
    if (record.kind !== "http") return;
    const now = clock.now();
    limitedInARow = isRateLimited(record) ? limitedInARow + 1 : 0;
    const asked = pacingDelay(record.headers, now);
    const wait = asked > 0 || limitedInARow === 0 ? asked : backOff(limitedInARow - 1, BACK_OFF_MS);
    notBefore = Math.max(notBefore, now + wait);
    if (wait > 0) waitsAsked += 1;
  }

  async function ready(signal: AbortSignal): Promise<void> {
    for (let wait = notBefore - clock.now(); wait > 0 && !signal.aborted; wait = notBefore - clock.now()) {
      options.onWait?.(notBefore);
      await clock.sleep(wait, signal);
    }
  }

  async function sendOnce(spec: RequestSpec, signal: AbortSignal | undefined): Promise<ResponseRecord> {
    try {
      return await options.send(spec, signal);
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      return { kind: "failure", failure: "network", detail, durationMs: 0, receivedAt: clock.now() };
    }
  }

  return {
    clock,
    ready,
    forget() {
      notBefore = 0;
      limitedInARow = 0;
    },
    async ask(spec, { signal, cutsRequest = false, tries = 1, again = isRateLimited, onAnswer, beforeSend }) {
      for (let tried = 1; ; tried++) {
        await ready(signal);
        if (signal.aborted) return undefined;
        // An answer may ask for a wait while beforeSend awaits (another request's 429): then the request
        // waits, and beforeSend runs again, so what it stored says when the request truly left.
        while (beforeSend) {
          const asked = waitsAsked;
          await beforeSend();
          if (waitsAsked === asked) break;
          await ready(signal);
          if (signal.aborted) return undefined;
        }
        const sentAt = clock.now();
        const record = await sendOnce(spec, cutsRequest ? signal : undefined);
        heed(record);
        onAnswer?.(record, sentAt);
        // What came back is kept whatever happens, a failure too; a request the signal cut off is not.
        if (signal.aborted && cutsRequest && record.kind === "failure") return undefined;
        if (tried >= tries || !again(record)) return record;
        // A 429 holds the gate itself (heed); another answer asked again (a page that failed) backs off here.
        if (!isRateLimited(record)) await clock.sleep(backOff(tried - 1, BACK_OFF_MS), signal);
        if (signal.aborted) return undefined;
      }
    },
    sleepUntil: (at, signal) => clock.sleep(Math.max(0, at - clock.now()), signal),
    async each(next, concurrency, signal, work) {
      const worker = async () => {
        for (let item = signal.aborted ? undefined : next(); item !== undefined; item = next()) {
          await work(item);
          if (signal.aborted) return;
        }
      };
      const workers = Array.from({ length: Math.max(1, Math.floor(concurrency)) }, worker);
      const ended = await Promise.allSettled(workers);
      const failed = ended.find((end) => end.status === "rejected");
      if (failed) throw failed.reason;
    },
  };
}
