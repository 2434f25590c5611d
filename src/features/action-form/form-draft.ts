import type { ActionDefinition } from "../../catalog/define-action";
import type { FieldSpec } from "../../catalog/field-specs";
import { emptyTextValues, fromText, type TextValues } from "../../catalog/text-input";
import { topLevelMembers } from "../../lib/json-members";
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
 * Puts fresh values into a raw body too, so a hand-edited order never reuses its reference by
 * accident. Each string value of a fresh field is replaced where it stands (escaped or repeated, as
 * JSON reads it), and every other byte stays as typed. A value that is not a string was typed on
 * purpose, so it is left alone.
 */
export function refreshRawBody(rawBody: string, fresh: TextValues): string {
  const members = topLevelMembers(rawBody);
  if (!members) return rawBody;
  let body = rawBody;
  // From the end, so the earlier spans stay where they were.
  for (const member of members.toReversed()) {
    const value = fresh[member.name];
    if (value === undefined || body[member.valueStart] !== '"') continue;
    body = body.slice(0, member.valueStart) + JSON.stringify(value) + body.slice(member.valueEnd);
  }
  return body;
}
