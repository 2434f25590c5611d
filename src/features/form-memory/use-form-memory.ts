import { useCallback, useEffect, useRef, useState } from "react";
import type { FormDraft } from "../action-form/form-draft";
import { type FormMemory, loadFormMemory, saveFormMemory } from "./form-memory";

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** The forms as they were before the last reload, and a way to keep them as they change. */
export function useFormMemory(apiKey: string): FormMemory & { save: (drafts: ReadonlyMap<string, FormDraft>) => void } {
  const [loaded] = useState(() => loadFormMemory(storage()));
  // The latest key, so a form never keeps it even when typed into a field; read at save time.
  const key = useRef(apiKey);
  key.current = apiKey;
  const saved = useRef<ReadonlyMap<string, FormDraft>>(undefined);
  const save = useCallback((drafts: ReadonlyMap<string, FormDraft>) => {
    saved.current = drafts;
    saveFormMemory(storage(), drafts, key.current);
  }, []);
  // A key pasted into a field before the key box was saved as typed: once the key box has it,
  // the saved forms are written again so that copy leaves storage too.
  useEffect(() => {
    if (saved.current) saveFormMemory(storage(), saved.current, apiKey);
  }, [apiKey]);
  return { ...loaded, save };
}
