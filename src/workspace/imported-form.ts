import { getAction } from "../catalog/catalog";
import { fieldSpecs } from "../catalog/field-specs";
import { emptyTextValues } from "../catalog/text-input";
import type { MatchedRequest } from "../request/match-request";
import type { FormDraft } from "./form-draft";

export interface ImportedForm {
  actionId: string;
  draft: FormDraft;
}

/** The form an imported request fills: every field present, extras and raw body as read. */
export function importedForm(match: MatchedRequest): ImportedForm {
  const specs = fieldSpecs(getAction(match.actionId).params);
  return {
    actionId: match.actionId,
    draft: {
      values: { ...emptyTextValues(specs), ...match.values },
      extraQuery: match.extraQuery.map(([name, value]) => ({ name, value })),
      rawBody: match.rawBody,
    },
  };
}
