import type * as z from "zod/mini";
import { findAction } from "../catalog/catalog";
import { keyScrubber } from "../history/redact";
import { scrubbedRow } from "../request/query-pairs";
import type { FormDraft } from "./form-draft";
import { FORMS_STORAGE_KEY, FORMS_VERSION, type Store, type StoredDraft } from "./form-memory";

// Apart from reading (form-memory.ts), which needs none of the key scrubbing.

/** Keeps what was typed, never a key the page holds and never a fresh value such as the order reference. */
export function saveFormMemory(
  storage: Store | undefined,
  drafts: ReadonlyMap<string, FormDraft>,
  keys: readonly string[],
): void {
  const scrub = keyScrubber(keys);
  const forms: Record<string, z.infer<typeof StoredDraft>> = {};
  for (const [actionId, draft] of drafts) {
    const action = findAction(actionId);
    if (!action) continue;
    const fresh = new Set(Object.keys(action.fresh ?? {}));
    const values = Object.entries(draft.values).filter(([name]) => !fresh.has(name));
    forms[actionId] = {
      values: Object.fromEntries(values.map(([name, value]) => [name, scrub(value)])),
      extraQuery: draft.extraQuery.map((row) => scrubbedRow(scrub, row)),
      rawBody: draft.rawBody === null ? null : scrub(draft.rawBody),
      ...(draft.contentType !== undefined ? { contentType: draft.contentType } : {}),
      ...(draft.authorization !== undefined ? { authorization: draft.authorization } : {}),
      ...(draft.parkedBody !== undefined ? { parkedBody: scrub(draft.parkedBody) } : {}),
    };
  }
  try {
    storage?.setItem(FORMS_STORAGE_KEY, JSON.stringify({ version: FORMS_VERSION, forms }));
  } catch {
    // Storage full or blocked: the forms still work for this page.
  }
}
