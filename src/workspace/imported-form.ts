import { getAction } from "../catalog/catalog";
import { fieldSpecs } from "../catalog/field-specs";
import { emptyTextValues } from "../catalog/text-input";
import type { MatchedRequest } from "../request/match-request";
import type { FormDraft } from "./form-draft";

export interface ImportedForm {
  actionId: string;
  draft: FormDraft;
}

/**
 * The form an imported request fills: every field present, extras, raw body, its Content-Type
 * and how Authorization was written, as read, so Send sends what was imported.
 */
export function importedForm(match: MatchedRequest): ImportedForm {
  const specs = fieldSpecs(getAction(match.actionId).params);
  const draft: FormDraft = {
    values: { ...emptyTextValues(specs), ...match.values },
    extraQuery: match.extraQuery.map(([name, value]) => ({ name, value })),
    rawBody: match.rawBody,
  };
  if (match.contentType !== undefined) draft.contentType = match.contentType;
  if (match.authorization !== undefined) draft.authorization = match.authorization;
  return { actionId: match.actionId, draft };
}
