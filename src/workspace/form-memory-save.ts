import type * as z from "zod/mini";
import { findAction } from "../catalog/catalog";
import { scrubKey } from "../history/redact";
import type { FormDraft } from "./form-draft";
import { FORMS_STORAGE_KEY, type Store, type StoredDraft } from "./form-memory";

// Apart from reading (form-memory.ts), which needs none of the key scrubbing.

/** Keeps what was typed, never the key and never a fresh value such as the order reference. */
export function saveFormMemory(
  storage: Store | undefined,
  drafts: ReadonlyMap<string, FormDraft>,
  apiKey: string,
): void {
  const forms: Record<string, z.infer<typeof StoredDraft>> = {};
  for (const [actionId, draft] of drafts) {
    const action = findAction(actionId);
    if (!action) continue;
    const fresh = new Set(Object.keys(action.fresh ?? {}));
    const values = Object.entries(draft.values).filter(([name]) => !fresh.has(name));
    forms[actionId] = {
      values: Object.fromEntries(values.map(([name, value]) => [name, scrubKey(value, apiKey)])),
      extraQuery: draft.extraQuery.map((row) => ({
        name: scrubKey(row.name, apiKey),
        value: scrubKey(row.value, apiKey),
      })),
      rawBody: draft.rawBody === null ? null : scrubKey(draft.rawBody, apiKey),
      ...(draft.contentType !== undefined ? { contentType: draft.contentType } : {}),
      ...(draft.authorization !== undefined ? { authorization: draft.authorization } : {}),
      ...(draft.parkedBody !== undefined ? { parkedBody: scrubKey(draft.parkedBody, apiKey) } : {}),
    };
  }
  try {
    storage?.setItem(FORMS_STORAGE_KEY, JSON.stringify({ version: 1, forms }));
  } catch {
    // Storage full or blocked: the forms still work for this page.
  }
}
