import type { UseFormReturn } from "react-hook-form";
import type { FieldSpec } from "../../catalog/field-specs";
import { SEND_BUTTON_ID } from "../../ui/focus-send";
import type { FormDraft } from "../../workspace/form-draft";

/**
 * Puts what a 4xx body says about each parameter (its messages by parameter name) under its field,
 * and focuses the first such field if focus is still on Send.
 */
export function showFieldErrors(
  form: UseFormReturn<FormDraft>,
  specs: readonly FieldSpec[],
  messages: ReadonlyMap<string, string>,
): void {
  const named = specs.filter((spec) => messages.has(spec.name));
  for (const spec of named) {
    // The API's words as it spelled them; the field says "The API says:" before them in the console's language.
    form.setError(`values.${spec.name}`, { type: "server", message: messages.get(spec.name) ?? "" });
  }
  // Focus moves only from where Send left it: not from wherever the user has gone since.
  const active = document.activeElement;
  const waiting = active === null || active === document.body || active.id === SEND_BUTTON_ID;
  const first = named[0];
  if (first && waiting && form.getValues("rawBody") === null) form.setFocus(`values.${first.name}`);
}
