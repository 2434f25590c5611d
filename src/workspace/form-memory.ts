import "../lib/zod-setup";
import * as z from "zod/mini";
import { findAction } from "../catalog/catalog";
import { fieldSpecs } from "../catalog/field-specs";
import { emptyTextValues } from "../catalog/text-input";
import { encodedRow } from "../request/query-pairs";
import { type FormDraft, renewFresh } from "./form-draft";

export const FORMS_STORAGE_KEY = "reseller-console.forms";
/** Where saved forms that could not be read are moved, so nothing typed is lost silently. */
export const FORMS_SET_ASIDE_KEY = "reseller-console.forms.unreadable";

export const StoredDraft = z.object({
  values: z.record(z.string(), z.string()),
  extraQuery: z.array(z.object({ name: z.string(), value: z.string() })),
  rawBody: z.nullable(z.string()),
  contentType: z.optional(z.nullable(z.string())),
  authorization: z.optional(z.nullable(z.object({ before: z.string(), after: z.string() }))),
  parkedBody: z.optional(z.string()),
});

/**
 * Version 2: extra parameters as written, sent so. Version 1 kept them as typed text, which was
 * encoded when sent: such a form is read as what it sent.
 */
export const FORMS_VERSION = 2;
const TYPED_EXTRAS = 1;
const StoredForms = z.object({
  version: z.literal([TYPED_EXTRAS, FORMS_VERSION]),
  forms: z.record(z.string(), z.unknown()),
});

export interface FormMemory {
  drafts: Map<string, FormDraft>;
  /** Saved forms that could not be read were set aside (in FORMS_SET_ASIDE_KEY): all of them, or so many. */
  problem?: { setAside: number | "all" };
}

export type Store = Pick<Storage, "getItem" | "setItem">;

/** A saved draft as the form takes it: known fields only, and fresh values (the order reference) new. */
function restore(actionId: string, saved: z.infer<typeof StoredDraft>, version: number): FormDraft | undefined {
  const action = findAction(actionId);
  if (!action) return undefined;
  const specs = fieldSpecs(action.params);
  const known = Object.entries(saved.values).filter(([name]) => specs.some((spec) => spec.name === name));
  const values = { ...emptyTextValues(specs), ...Object.fromEntries(known) };
  const extraQuery = version === TYPED_EXTRAS ? saved.extraQuery.map(encodedRow) : saved.extraQuery;
  return renewFresh(action, { ...saved, values, extraQuery });
}

function setAside(storage: Store, value: unknown): void {
  try {
    storage.setItem(FORMS_SET_ASIDE_KEY, JSON.stringify(value));
  } catch {
    // Nowhere to put it: the report still says what happened.
  }
}

/** What was typed into each form before the last reload. Damaged data is set aside and reported. */
export function loadFormMemory(storage: Store | undefined): FormMemory {
  const drafts = new Map<string, FormDraft>();
  let text: string | null = null;
  try {
    text = storage?.getItem(FORMS_STORAGE_KEY) ?? null;
  } catch {
    return { drafts };
  }
  if (text === null || !storage) return { drafts };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const parsed = StoredForms.safeParse(json);
  if (!parsed.success) {
    setAside(storage, text);
    return { drafts, problem: { setAside: "all" } };
  }
  const unreadable: Record<string, unknown> = {};
  for (const [actionId, value] of Object.entries(parsed.data.forms)) {
    const saved = StoredDraft.safeParse(value);
    const draft = saved.success ? restore(actionId, saved.data, parsed.data.version) : undefined;
    if (draft) drafts.set(actionId, draft);
    else unreadable[actionId] = value;
  }
  const skipped = Object.keys(unreadable).length;
  if (skipped === 0) return { drafts };
  setAside(storage, unreadable);
  return { drafts, problem: { setAside: skipped } };
}
