import { useSyncExternalStore } from "react";

export const WRAP_LINES_STORAGE_KEY = "reseller-console.wrap-lines";

/** The stored choice; anything else (nothing stored, no storage) means the default, wrapped. */
export function loadWrapLines(storage: Pick<Storage, "getItem"> | undefined): boolean {
  try {
    return storage?.getItem(WRAP_LINES_STORAGE_KEY) !== "off";
  } catch {
    return true;
  }
}

/** Stores the choice; false when storage refused it. */
export function saveWrapLines(storage: Pick<Storage, "setItem"> | undefined, wrap: boolean): boolean {
  try {
    storage?.setItem(WRAP_LINES_STORAGE_KEY, wrap ? "on" : "off");
    return storage !== undefined;
  } catch {
    return false;
  }
}

const storage = (): Storage | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
};

// One choice for every Raw view on the page (the live answer, a history entry's), kept like the
// theme. Read from storage at each render, so it is never out of step with what is stored.
const listeners = new Set<() => void>();
/** A choice storage refused (blocked, full): it still holds for this page. */
let unsaved: boolean | undefined;
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => unsaved ?? loadWrapLines(storage());

/** Whether Raw wraps long lines, and the switch that changes (and remembers) it. */
export function useWrapLines(): [boolean, (next: boolean) => void] {
  const current = useSyncExternalStore(subscribe, snapshot, () => true);
  const set = (next: boolean) => {
    unsaved = saveWrapLines(storage(), next) ? undefined : next;
    for (const listener of listeners) listener();
  };
  return [current, set];
}
