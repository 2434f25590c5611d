import { getAction } from "../../catalog/catalog";
import { fieldSpecs } from "../../catalog/field-specs";
import { emptyTextValues, type TextValues } from "../../catalog/text-input";
import type { ShareState } from "../../history/share-link";
import { type FormDraft, renewFresh } from "../../workspace/form-draft";
import type { ImportedForm } from "../../workspace/imported-form";

/** The form a share link opens: what it carries, with fresh values (the order reference) new. */
export function sharedForm(state: ShareState): ImportedForm {
  const action = getAction(state.actionId);
  const values = { ...emptyTextValues(fieldSpecs(action.params)), ...state.values };
  return {
    actionId: action.id,
    draft: renewFresh(action, { values, extraQuery: state.extraQuery, rawBody: state.rawBody }),
  };
}

/** What a share link of this form holds: never a fresh value, never the key. */
export function shareStateOf(
  actionId: string,
  draft: FormDraft,
  target: { pathStyle: ShareState["pathStyle"]; baseUrl?: string },
  scrub: (text: string) => string,
): ShareState {
  const action = getAction(actionId);
  const fresh = new Set(Object.keys(action.fresh ?? {}));
  const values: TextValues = {};
  for (const [name, value] of Object.entries(draft.values)) if (!fresh.has(name)) values[name] = scrub(value);
  return {
    actionId,
    pathStyle: target.pathStyle,
    ...(target.baseUrl !== undefined ? { baseUrl: scrub(target.baseUrl) } : {}),
    values,
    extraQuery: draft.extraQuery.map((row) => ({ name: scrub(row.name), value: scrub(row.value) })),
    rawBody: draft.rawBody === null || action.paramsIn !== "body" ? null : scrub(draft.rawBody),
  };
}
