import { useEffect, useSyncExternalStore } from "react";
import { bootRecord } from "../config/boot-record";

/**
 * When a part starts loading: once the work has started (see whenWorkStarts), at once, or only
 * when something asks (load()).
 */
export type LoadWhen = "work" | "now" | "asked";

export interface IdleModule<T> {
  /** Starts loading (once; again after a failure) and resolves with the module. */
  load: () => Promise<T>;
  /**
   * The module once loaded (by this or anything else). Not React.lazy: a suspended boundary is
   * revealed on a throttle of about 300 ms, and swapping a fallback for the real part while the
   * user types into it would lose keys.
   */
  use: (when?: LoadWhen) => T | undefined;
}

/** Runs work once the browser has painted and is idle, or after `timeout` ms at most. */
export function whenIdle(work: () => void, timeout = 1000): void {
  if (typeof requestIdleCallback === "function") requestIdleCallback(work, { timeout });
  else setTimeout(work, 0);
}

// The first key, press or focus in the page: a person has started to work.
const START_EVENTS = ["keydown", "pointerdown", "focusin"] as const;
let started = false;
const waitingForWork: (() => void)[] = [];

function workStarted(): void {
  started = true;
  for (const type of START_EVENTS) window.removeEventListener(type, workStarted, true);
  const queued = waitingForWork.splice(0);
  whenIdle(() => {
    for (const work of queued) work();
  }, 3000);
}

/**
 * Whether the work began on the prerendered page, before this code listened: a press or a key it
 * kept for the console (config/boot-record.ts), or a field still focused. Those events are gone, so
 * waiting for them would leave a part a person asked for (the demo keys under ▾) loading until
 * their next press.
 */
function workedBefore(): boolean {
  const record = bootRecord();
  if (record && (record.presses.length > 0 || record.typed.size > 0)) return true;
  const focused = typeof document === "undefined" ? null : document.activeElement;
  return focused !== null && focused !== document.body;
}

/**
 * Runs work once a person has started to work in the page (a key, a press, a focus), when the
 * browser is next idle. Parts the first screen does not show wait for this rather than for idle
 * time alone: a page opened and left alone keeps only its first screen in memory, and by the time
 * someone presses Send they have pressed or typed something, so the parts are there or on their way.
 */
export function whenWorkStarts(work: () => void): void {
  started ||= workedBefore();
  if (started) {
    whenIdle(work, 3000);
    return;
  }
  if (waitingForWork.length === 0) {
    for (const type of START_EVENTS) window.addEventListener(type, workStarted, { capture: true, passive: true });
  }
  waitingForWork.push(work);
}

// How many parts asked for at once have not arrived (or failed) yet: a page that starts with one (a
// share link's form, its note) is shown once they are in, so it does not change as they come.
let arriving = 0;
const arrivingChanged = new Set<() => void>();
const subscribeArriving = (changed: () => void) => {
  arrivingChanged.add(changed);
  return () => {
    arrivingChanged.delete(changed);
  };
};
const anyArriving = () => arriving > 0;

/** Whether a part asked for at once is still on its way. */
export function usePartsArriving(): boolean {
  return useSyncExternalStore(subscribeArriving, anyArriving, anyArriving);
}

/** A part of the page that is not on the first screen: fetched once the work starts, or on demand. */
export function idleModule<T>(importer: () => Promise<T>): IdleModule<T> {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  const waiting = new Set<() => void>();
  const load = () => {
    loading ??= importer().then(
      (loaded) => {
        value = loaded;
        for (const done of waiting) done();
        return loaded;
      },
      (error: unknown) => {
        // A failed fetch (a network blip, a redeploy) is tried again at the next ask.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const subscribe = (done: () => void) => {
    waiting.add(done);
    return () => {
      waiting.delete(done);
    };
  };
  // While the page hydrates its prerendered markup, which was rendered without the part, it is not
  // there yet either (the server's snapshot), whatever has loaded meanwhile.
  const loaded = () => value;
  const notYet = () => undefined;
  const use = (when: LoadWhen = "work") => {
    useEffect(() => {
      if (value !== undefined) return;
      if (when === "work") whenWorkStarts(() => void load().catch(() => undefined));
      if (when !== "now") return;
      // Counted until it arrives, fails, or is no longer asked for, whichever comes first.
      let counted = true;
      const count = (by: number) => {
        arriving += by;
        for (const changed of arrivingChanged) changed();
      };
      const done = () => {
        if (counted) count(-1);
        counted = false;
      };
      count(1);
      void load()
        .catch(() => undefined)
        .finally(done);
      return done;
    }, [when]);
    return useSyncExternalStore(subscribe, loaded, notYet);
  };
  return { load, use };
}
