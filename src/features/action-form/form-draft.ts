import type { ActionDefinition } from "../../catalog/define-action";
import type { FieldSpec } from "../../catalog/field-specs";
import { emptyTextValues, fromText, type TextValues } from "../../catalog/text-input";
import { isJsonObject, parseJson } from "../../lib/parse-json";
import type { ExtraParam } from "./extra-query-editor";

/** Everything typed into one action's form, kept when the user switches action. */
export interface FormDraft {
  values: TextValues;
  extraQuery: ExtraParam[];
  rawBody: string | null;
}

export function newDraft(action: ActionDefinition, specs: FieldSpec[]): FormDraft {
  return { values: { ...emptyTextValues(specs), ...freshValues(action) }, extraQuery: [], rawBody: null };
}

export function freshValues(action: ActionDefinition): TextValues {
  return Object.fromEntries(Object.entries(action.fresh ?? {}).map(([name, make]) => [name, make()]));
}

/** Typed values without validation: what the request would carry as the form stands. */
export function looseParams(specs: FieldSpec[], values: TextValues): Record<string, unknown> {
  return Object.fromEntries(specs.map((spec) => [spec.name, fromText(spec.kind, values[spec.name] ?? "")]));
}

/**
 * Puts fresh values into a raw body too, so a hand-edited order never reuses its reference
 * by accident. Only the value is replaced, so the rest of the text stays as typed.
 */
export function refreshRawBody(rawBody: string, fresh: TextValues): string {
  const parsed = parseJson(rawBody);
  if (!parsed.ok || !isJsonObject(parsed.value)) return rawBody;
  let body = rawBody;
  for (const [name, value] of Object.entries(fresh)) {
    const old = parsed.value[name];
    if (typeof old === "string") body = body.replace(JSON.stringify(old), JSON.stringify(value));
  }
  return body;
}
