import { getAction } from "../catalog/catalog";
import { fieldSpecs } from "../catalog/field-specs";
import { emptyTextValues } from "../catalog/text-input";
import { splitAtKey } from "../request/mask-key";
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

/**
 * The form with every copy of the command's key, as written, put as `by` (the key the person kept):
 * in a field, an extra parameter or the raw body, a key declined is never sent, kept or shown.
 * `replaced` says whether there was one.
 */
export function withKeyReplaced(
  form: ImportedForm,
  key: string,
  by: string,
): { form: ImportedForm; replaced: boolean } {
  let replaced = false;
  const swap = (text: string) => {
    const pieces = splitAtKey(text, key);
    if (pieces.length > 1) replaced = true;
    return pieces.join(by);
  };
  const { draft } = form;
  const swapped: FormDraft = {
    ...draft,
    values: Object.fromEntries(Object.entries(draft.values).map(([name, value]) => [name, swap(value)])),
    extraQuery: draft.extraQuery.map((row) => ({ name: swap(row.name), value: swap(row.value) })),
    rawBody: draft.rawBody === null ? null : swap(draft.rawBody),
  };
  return { form: { ...form, draft: swapped }, replaced };
}
