import type { ActionDefinition } from "../catalog/define-action";
import { type FieldSpec, fieldSpecs } from "../catalog/field-specs";
import { textInputSchema } from "../catalog/text-input";
import { type BuildResult, buildRequest, type RequestSettings } from "../request/build-request";
import { type FormDraft, looseParams } from "./form-draft";

export interface BuiltDraft {
  /** What Send sends and the preview shows: one value for both. */
  request: BuildResult;
  /** A raw body is sent instead of the fields, so their checks do not apply. */
  usesRawBody: boolean;
  /** The fields pass the action's schema (always true with a raw body). */
  fieldsValid: boolean;
}

const forms = new WeakMap<ActionDefinition, { specs: FieldSpec[]; schema: ReturnType<typeof textInputSchema> }>();

/** The action's fields and the schema that reads them as typed, worked out once per action. */
export function formOf(action: ActionDefinition) {
  let form = forms.get(action);
  if (!form) {
    const specs = fieldSpecs(action.params);
    form = { specs, schema: textInputSchema(action.params, specs) };
    forms.set(action, form);
  }
  return form;
}

/** The request a draft makes as it stands: validated values when they pass, the typed ones otherwise. */
export function buildDraft(action: ActionDefinition, draft: FormDraft, settings: RequestSettings): BuiltDraft {
  const { specs, schema } = formOf(action);
  const usesRawBody = draft.rawBody !== null && action.paramsIn === "body";
  const parsed = schema.safeParse(draft.values);
  const params = parsed.success ? parsed.data : looseParams(specs, draft.values);
  const request = buildRequest(
    action,
    {
      params,
      extraQuery: draft.extraQuery.map((row) => [row.name, row.value]),
      ...(usesRawBody && draft.rawBody !== null ? { rawBody: draft.rawBody, contentType: draft.contentType } : {}),
      authorization: draft.authorization,
    },
    settings,
  );
  return { request, usesRawBody, fieldsValid: usesRawBody || parsed.success };
}
