import type { ActionDefinition } from "../catalog/define-action";
import { type FieldSpec, fieldSpecs } from "../catalog/field-specs";
import { emptyTextValues, fromText, type TextValues } from "../catalog/text-input";
import { topLevelMembers } from "../lib/json-members";
import type { AuthForm } from "../request/auth-header";

/** One extra query parameter, sent as typed after the form's own. */
export interface ExtraParam {
  name: string;
  value: string;
}

/** Everything typed into one action's form, kept when the user switches action. */
export interface FormDraft {
  values: TextValues;
  extraQuery: ExtraParam[];
  /** Sent instead of the fields' body while not null. */
  rawBody: string | null;
  /** The raw body's Content-Type, as imported (null: none); application/json when absent. */
  contentType?: string | null;
  /** How Authorization was written around the key, as imported (null: no header); `Bearer <key>` when absent. */
  authorization?: AuthForm | null;
  /** The raw body the user had when they switched back to the fields: switching again brings it back. */
  parkedBody?: string;
}

/** An empty form, with its fresh fields filled. */
export function newDraft(action: ActionDefinition): FormDraft {
  return renewFresh(action, { values: emptyTextValues(fieldSpecs(action.params)), extraQuery: [], rawBody: null });
}

function freshValues(action: ActionDefinition): TextValues {
  return Object.fromEntries(Object.entries(action.fresh ?? {}).map(([name, make]) => [name, make()]));
}

/**
 * The one place fresh fields (the order reference) get new values: in the fields and in a raw
 * body alike, so the next attempt is a new order. Anything else in the draft stays as it was.
 */
export function renewFresh(action: ActionDefinition, draft: FormDraft): FormDraft {
  const fresh = freshValues(action);
  if (Object.keys(fresh).length === 0) return draft;
  return {
    ...draft,
    values: { ...draft.values, ...fresh },
    rawBody: draft.rawBody === null ? null : refreshRawBody(draft.rawBody, fresh),
    ...(draft.parkedBody === undefined ? {} : { parkedBody: refreshRawBody(draft.parkedBody, fresh) }),
  };
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
