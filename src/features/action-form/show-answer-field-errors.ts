import type { RefObject } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { FieldSpec } from "../../catalog/field-specs";
import { loadResponseViews } from "../../channels/use-response-views";
import type { SentAnswer } from "../../queries/use-send-action";
import type { FormDraft } from "../../workspace/form-draft";
import type { WorkspaceStore } from "../../workspace/workspace-store";
import { showFieldErrors } from "./show-field-errors";

/**
 * What a send's own answer says under the fields: a 4xx that names a parameter of this form puts
 * its message under that field and focuses the first such field, as the form's own checks would.
 * Only while the form that sent is still open for that draft: not after the action was left, nor
 * after another draft was opened into it (a renewed reference is the same draft).
 */
export function showAnswerFieldErrors(
  store: WorkspaceStore,
  actionId: string,
  specs: readonly FieldSpec[],
  editor: RefObject<UseFormReturn<FormDraft> | null>,
  answer: Promise<SentAnswer>,
  /** How many drafts were opened into the form when it sent (read then: this may be called later). */
  sentFrom: number,
): void {
  const opens = () => store.getState().opened.get(actionId)?.opens ?? 0;
  void answer
    .then(async ({ record }) => {
      if (record.kind !== "http" || record.status < 400 || record.status >= 500) return;
      // Read by the response views' unit, which the send has already asked for.
      const { fieldErrors } = await loadResponseViews();
      const form = editor.current;
      const names = specs.map((spec) => spec.name);
      if (form && opens() === sentFrom) showFieldErrors(form, specs, fieldErrors(record.body, names));
    })
    // Views that cannot be fetched leave the API's words to the response, which says it could not load.
    .catch(() => undefined);
}
