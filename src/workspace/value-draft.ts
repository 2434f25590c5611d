import { getAction } from "../catalog/catalog";
import { type FormDraft, newDraft } from "./form-draft";

/**
 * A new draft of the action with these values typed in: what a response offers starts a clean
 * form (its fresh reference included), never one mixed with another request's leftovers.
 */
export function draftWithValues(actionId: string, values: Record<string, string>): FormDraft {
  const draft = newDraft(getAction(actionId));
  return { ...draft, values: { ...draft.values, ...values } };
}
