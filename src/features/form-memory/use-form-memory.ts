import { useEffect, useRef } from "react";
import { useWorkspaceStore } from "../../contexts/workspace-context";
import { whenIdle } from "../../lazy/idle-module";
import { saveFormMemory } from "../../workspace/form-memory-save";

export function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** Keeps what is typed into every form across reloads (never the key, never the order reference). */
export function useFormMemory(apiKey: string): void {
  const store = useWorkspaceStore();
  // The latest key, so a form never keeps it even when typed into a field; read at write time.
  const key = useRef(apiKey);
  key.current = apiKey;
  const save = useRef<() => void>(() => undefined);
  // One subscription for the store's life: every change asks for a write, and leaving the page writes
  // what is still waiting.
  useEffect(() => {
    const write = () => saveFormMemory(browserStorage(), store.getState().drafts, key.current);
    let scheduled = false;
    const flush = () => {
      if (!scheduled) return;
      scheduled = false;
      write();
    };
    // Typing writes once the page is idle (within a second), not on every key.
    save.current = () => {
      if (scheduled) return;
      scheduled = true;
      whenIdle(flush);
    };
    const onHidden = () => document.visibilityState === "hidden" && flush();
    window.addEventListener("pagehide", flush);
    document.addEventListener("visibilitychange", onHidden);
    const unsubscribe = store.subscribe(() => save.current());
    return () => {
      unsubscribe();
      window.removeEventListener("pagehide", flush);
      document.removeEventListener("visibilitychange", onHidden);
    };
  }, [store]);
  // A key pasted into a field before the key box had it was saved as typed: once the key box has
  // it, the saved forms are written again so that copy leaves storage too.
  useEffect(() => {
    if (apiKey !== "" && store.getState().drafts.size > 0) save.current();
  }, [store, apiKey]);
}
