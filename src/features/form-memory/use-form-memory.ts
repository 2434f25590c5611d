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

/** Keeps what is typed into every form across reloads (never a key the page holds, never the order reference). */
export function useFormMemory(keys: readonly string[]): void {
  const store = useWorkspaceStore();
  // The latest keys, so a form never keeps one even when typed into a field; read at write time.
  const held = useRef(keys);
  held.current = keys;
  const save = useRef<() => void>(() => undefined);
  // One subscription for the store's life: every change asks for a write, and leaving the page writes
  // what is still waiting.
  useEffect(() => {
    const write = () => saveFormMemory(browserStorage(), store.getState().drafts, held.current);
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
  const joined = keys.join("\n");
  useEffect(() => {
    if (joined !== "" && store.getState().drafts.size > 0) save.current();
  }, [store, joined]);
}
