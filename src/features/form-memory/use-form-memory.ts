import { useEffect, useRef } from "react";
import { idleModule } from "../../ui/idle-module";
import { useWorkspaceStore } from "../../ui/workspace";

// Writing scrubs every form of the key; that code loads after the first screen, and writes wait for it in order.
const writer = idleModule(() => import("../../workspace/form-memory-save"));

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
  const write = () =>
    void writer
      .load()
      .then(({ saveFormMemory }) => saveFormMemory(browserStorage(), store.getState().drafts, key.current));
  // Typing writes once the page is idle (within a second), not on every key; leaving the page writes at once.
  const scheduled = useRef(false);
  const save = () => {
    if (scheduled.current) return;
    scheduled.current = true;
    const run = () => {
      if (!scheduled.current) return;
      scheduled.current = false;
      write();
    };
    if (typeof requestIdleCallback === "function") requestIdleCallback(run, { timeout: 1000 });
    else setTimeout(run, 0);
  };
  useEffect(() => {
    const flush = () => {
      if (!scheduled.current) return;
      scheduled.current = false;
      write();
    };
    window.addEventListener("pagehide", flush);
    return () => window.removeEventListener("pagehide", flush);
  });
  const latestSave = useRef(save);
  latestSave.current = save;
  useEffect(() => store.subscribe(() => latestSave.current()), [store]);
  // A key pasted into a field before the key box had it was saved as typed: once the key box has
  // it, the saved forms are written again so that copy leaves storage too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key is exactly when to write again
  useEffect(() => {
    if (store.getState().drafts.size > 0) latestSave.current();
  }, [store, apiKey]);
}
