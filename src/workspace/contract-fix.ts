import { bodyTexts } from "../catalog/body-texts";
import type { ActionDefinition, PathStyle } from "../catalog/define-action";
import { fieldSpecs } from "../catalog/field-specs";
import { fromText, type TextValues } from "../catalog/text-input";
import { authorizationKey } from "../request/auth-header";
import { type ContractContext, fieldProblem, fieldWant } from "../request/contract-check";
import type { FieldWant } from "../request/contract-finding";
import { decodedPair, writtenPairs } from "../request/query-pairs";
import type { RequestSpec } from "../request/request-spec";
import { type ExtraParam, type FormDraft, renewFresh } from "./form-draft";

/** What "Fix to match the contract" changed that a diff does not say, or left to do, as data (word-fix-note.ts words it). */
export type FixNote =
  | { note: "not-object" }
  | { note: "moved"; names: readonly string[] }
  | { note: "removed"; names: readonly string[] }
  | { note: "fresh"; names: readonly string[] }
  | { note: "required"; name: string }
  | { note: "invalid"; name: string; text: string; field: FieldWant }
  | { note: "no-key" }
  | { note: "odd-key" }
  | { note: "http" };

export interface ContractFix {
  /** The corrected request, as the form's fields build it. */
  draft: FormDraft;
  /** The path set to switch to, when the request used the other one. */
  pathStyle?: PathStyle;
  /** What was changed that the diff does not say, and what is left for the user to do: worded where shown. */
  notes: FixNote[];
}

/**
 * The request corrected to match the contract: the values it carried, put in the form's fields
 * so they are sent with the schema's types (`"12"` becomes 12), as JSON with its Content-Type,
 * with `Authorization: Bearer <key>`, the action's query parameters only and the environment's
 * path set. Nothing is invented: a required value that is missing or wrong stays for the user
 * to fill in, and the notes say so.
 */
export function fixToContract(
  action: ActionDefinition,
  draft: FormDraft,
  spec: RequestSpec,
  context: ContractContext,
): ContractFix {
  const specs = fieldSpecs(action.params);
  const notes: FixNote[] = [];
  const url = new URL(spec.url);
  const names = new Set(specs.map((field) => field.name));
  let values: TextValues;
  const extraQuery: ExtraParam[] = [];

  if (action.paramsIn === "body") {
    const texts = bodyTexts(specs, spec.body ?? "");
    if (!texts) notes.push({ note: "not-object" });
    values = texts ?? { ...draft.values };
    const moved: string[] = [];
    const dropped: string[] = [];
    for (const [name, text] of url.searchParams) {
      if (names.has(name) && !values[name]) {
        values[name] = text;
        moved.push(name);
      } else dropped.push(name);
    }
    if (moved.length > 0) notes.push({ note: "moved", names: moved });
    if (dropped.length > 0) notes.push({ note: "removed", names: dropped });
  } else {
    values = Object.fromEntries(specs.map((field) => [field.name, url.searchParams.get(field.name) ?? ""]));
    const unknown = writtenPairs(url.search)
      .map(([written, value = ""]) => ({ written, value, name: decodedPair(written, value)[0] }))
      .filter((pair) => !names.has(pair.name));
    // Where the API publishes no parameters, an unknown one may be right: it stays, as it was written.
    if (action.contractPublished && unknown.length > 0) {
      notes.push({ note: "removed", names: unknown.map((pair) => pair.name) });
    } else for (const pair of unknown) extraQuery.push({ name: pair.written, value: pair.value });
  }

  let fixed: FormDraft = { values, extraQuery, rawBody: null };
  const fresh = Object.keys(action.fresh ?? {});
  if (fresh.length > 0) {
    fixed = renewFresh(action, fixed);
    notes.push({ note: "fresh", names: fresh });
  }
  for (const field of specs) {
    const text = fixed.values[field.name] ?? "";
    if (text === "" && field.required) notes.push({ note: "required", name: field.name });
    else if (text !== "" && fieldProblem(action, field, fromText(field.kind, text))) {
      notes.push({ note: "invalid", name: field.name, text, field: fieldWant(field) });
    }
  }
  const key = authorizationKey(spec.headers);
  if (key === undefined) notes.push({ note: "no-key" });
  else if (/[\s"']/.test(key)) notes.push({ note: "odd-key" });
  if (url.protocol === "http:") notes.push({ note: "http" });

  const result: ContractFix = { draft: fixed, notes };
  const wanted = context.pathStyle;
  if (wanted && action.path.console !== action.path.rest && !url.pathname.endsWith(action.path[wanted])) {
    result.pathStyle = wanted;
  }
  return result;
}
