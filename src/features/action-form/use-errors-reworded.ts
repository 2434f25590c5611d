import { useEffect, useRef } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { Language } from "../../lib/i18n/language";
import type { FormDraft } from "../../workspace/form-draft";

/**
 * The form keeps its check's messages as text: when the language changes, the fields that show one
 * are checked again, so the message is said again in the new language at once. What the API said
 * (type "server") is left as it is; only its lead-in is worded at render.
 */
export function useErrorsReworded(form: UseFormReturn<FormDraft>, language: Language): void {
  const shown = useRef(language);
  useEffect(() => {
    if (shown.current === language) return;
    shown.current = language;
    const errors = form.formState.errors.values ?? {};
    const names = Object.entries(errors).flatMap(([name, error]) =>
      error && error.type !== "server" ? [`values.${name}` as const] : [],
    );
    if (names.length > 0) void form.trigger(names);
  }, [form, language]);
}
