import { bodyTexts } from "../catalog/body-texts";
import type { ActionDefinition } from "../catalog/define-action";
import { fieldSpecs } from "../catalog/field-specs";
import { fromText } from "../catalog/text-input";
import { setMember } from "../lib/set-member";
import { type FormDraft, looseParams } from "./form-draft";

/*
 * Switching "Edit raw JSON body" loses nothing. Off: the fields take what the body says (when it
 * parses) and the text is put aside. On again: that very text comes back, with the fields changed
 * meanwhile written into it where they stand; every other byte (unknown fields, odd types,
 * spacing) as the user had it. While the raw body is on, the switched-off fields say what it says.
 */

/** Back to the fields: they take the body's values, and the text waits for the switch to come back on. */
export function rawBodyOff(action: ActionDefinition, draft: FormDraft): FormDraft {
  if (draft.rawBody === null) return draft;
  const texts = bodyTexts(fieldSpecs(action.params), draft.rawBody);
  return { ...draft, values: texts ?? draft.values, rawBody: null, parkedBody: draft.rawBody };
}

/** To the raw body: the text put aside, with the fields' changes since, or else the fields' own body. */
export function rawBodyOn(action: ActionDefinition, draft: FormDraft): FormDraft {
  const specs = fieldSpecs(action.params);
  const { parkedBody, ...rest } = draft;
  if (parkedBody === undefined) {
    return { ...rest, rawBody: JSON.stringify(looseParams(specs, draft.values), null, 2) };
  }
  const was = bodyTexts(specs, parkedBody);
  let body = parkedBody;
  for (const spec of specs) {
    const now = draft.values[spec.name] ?? "";
    if (was && now !== was[spec.name]) body = setMember(body, spec.name, fromText(spec.kind, now));
  }
  return { ...rest, rawBody: body };
}

/** While the raw body is edited, the switched-off fields show what it says; undefined when they already do. */
export function fieldsOfRawBody(action: ActionDefinition, draft: FormDraft): FormDraft["values"] | undefined {
  if (draft.rawBody === null) return undefined;
  const texts = bodyTexts(fieldSpecs(action.params), draft.rawBody);
  if (!texts || Object.entries(texts).every(([name, text]) => draft.values[name] === text)) return undefined;
  return texts;
}

/** The draft with its switched-off fields saying what its raw body says: the same draft when they already do. */
export function withBodyFields(action: ActionDefinition, draft: FormDraft): FormDraft {
  if (action.paramsIn !== "body") return draft;
  const values = fieldsOfRawBody(action, draft);
  return values ? { ...draft, values } : draft;
}
