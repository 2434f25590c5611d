import { useCallback, useRef, useState } from "react";
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
  const save = useCallback(
    (drafts: ReadonlyMap<string, FormDraft>) => saveFormMemory(storage(), drafts, key.current),
    [],
  );
  return { ...loaded, save };
}
