import { useEffect, useState } from "react";

/** An open region: what it was last asked for, and how many asks it has had (none when a reload reopened it). */
export interface RegionShown<Ask> {
  ask: Ask;
  asked: number;
}

/** A region of the workspace that the bar opens and closes, and other parts of the page may ask for. */
export interface WorkRegionState<Ask> {
  /** The id of the panel it holds, which its button controls. */
  id: string;
  /** Undefined while closed. */
  shown: RegionShown<Ask> | undefined;
  /** Opens it, or asks it again while it is open: each ask brings focus to it. */
  open: (ask: Ask) => void;
  /** The bar's button: closes it when open, else opens it with this ask. */
  toggle: (ask: Ask) => void;
}

/**
 * Whether it is open is kept for the tab across reloads, once the page has started (the prerendered
 * page reads and writes nothing); a region reopened so is shown with this ask.
 */
interface KeptInTab<Ask> {
  key: string;
  started: boolean;
  ask: Ask;
}

function tabStorage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The one way the console opens a region of the workspace (History, Batch orders, Reconciliation). */
export function useWorkRegion<Ask = void>(id: string, keptInTab?: KeptInTab<Ask>): WorkRegionState<Ask> {
  const started = keptInTab?.started ?? false;
  const key = keptInTab?.key;
  const reopened = (): RegionShown<Ask> | undefined =>
    keptInTab?.started && tabStorage()?.getItem(keptInTab.key) === "true"
      ? { ask: keptInTab.ask, asked: 0 }
      : undefined;
  const [shown, setShown] = useState(reopened);
  const [startedFrom, setStartedFrom] = useState(started);
  if (startedFrom !== started) {
    setStartedFrom(started);
    setShown(reopened());
  }
  const isOpen = shown !== undefined;
  useEffect(() => {
    if (!started || key === undefined) return;
    try {
      if (isOpen) tabStorage()?.setItem(key, "true");
      else tabStorage()?.removeItem(key);
    } catch {
      // A tab that keeps nothing opens the region closed after a reload; a batch is in its journal.
    }
  }, [started, key, isOpen]);
  const open = (ask: Ask) => setShown((last) => ({ ask, asked: (last?.asked ?? 0) + 1 }));
  return { id, shown, open, toggle: (ask) => (shown ? setShown(undefined) : open(ask)) };
}
