import type { UseFormRegisterReturn, UseFormReturn } from "react-hook-form";
import type { ActionDefinition } from "../../catalog/define-action";
import type { FormDraft } from "../../workspace/form-draft";
import { fieldsOfRawBody, rawBodyOff, rawBodyOn, withBodyFields } from "../../workspace/raw-body-switch";

/**
 * The raw body editor's binding to the form. The switched-off fields show what the raw body says,
 * never stale or example values: worked out where the text changes, in the textarea and in the
 * switch (a draft opened into the form comes so from the store).
 */
export function rawBodyBinding(action: ActionDefinition, form: UseFormReturn<FormDraft>) {
  // Switching keeps the text and fills the fields from it.
  const onToggle = (on: boolean) => {
    const now = form.getValues();
    const next = on ? withBodyFields(action, rawBodyOn(action, now)) : rawBodyOff(action, now);
    form.setValue("values", next.values);
    form.setValue("rawBody", next.rawBody);
    form.setValue("parkedBody", next.parkedBody);
  };
  const rawField = form.register("rawBody");
  const field: UseFormRegisterReturn<"rawBody"> = {
    ...rawField,
    onChange: (event) => {
      const changed = rawField.onChange(event);
      const values = fieldsOfRawBody(action, form.getValues());
      if (values) form.setValue("values", values);
      return changed;
    },
  };
  const onContentType = (type: string | null | undefined) => form.setValue("contentType", type);
  return { onToggle, field, onContentType };
}
