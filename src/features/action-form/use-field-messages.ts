import { useEffect, useRef } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { FieldSpec } from "../../catalog/field-specs";
import type { SendState } from "../../ui/latest-send";
import type { FormDraft } from "../../workspace/form-draft";

/**
 * A 4xx that names a parameter of this form puts its message under that field and focuses the
 * first such field, as the form's own checks would. Only answers that arrive while the form is open.
 */
export function useFieldMessages(
  form: UseFormReturn<FormDraft>,
  actionId: string,
  specs: readonly FieldSpec[],
  latest: SendState | undefined,
): void {
  const seen = useRef(latest?.submittedAt);
  const record = latest?.data;
  const submittedAt = latest?.submittedAt;
  const forThis = latest?.variables?.actionId === actionId;
  useEffect(() => {
    if (!record || !forThis || seen.current === submittedAt) return;
    if (record.kind !== "http" || record.status < 400 || record.status >= 500) return;
    let live = true;
    // The reader loads with the first 4xx: the first screen does not need it.
    void import("./show-field-messages").then(({ showFieldMessages }) => {
      if (!live || seen.current === submittedAt) return;
      seen.current = submittedAt;
      showFieldMessages(form, specs, record.body);
    });
    return () => {
      live = false;
    };
  }, [record, submittedAt, forThis, specs, form]);
}
