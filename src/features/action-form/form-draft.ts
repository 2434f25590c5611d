import type { ActionDefinition } from "../../catalog/define-action";
import type { FieldSpec } from "../../catalog/field-specs";
import { emptyTextValues, fromText, type TextValues } from "../../catalog/text-input";
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
