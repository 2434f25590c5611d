import { getAction } from "../../catalog/catalog";
import { fieldSpecs } from "../../catalog/field-specs";
import { emptyTextValues, type TextValues } from "../../catalog/text-input";
import { freshInLink, type ShareState } from "../../history/share-link";
import { scrubbedRow } from "../../request/query-pairs";
import { type FormDraft, refreshRawBody, renewFresh } from "../../workspace/form-draft";
import type { ImportedForm } from "../../workspace/imported-form";

/** The form a share link opens: what it carries, with fresh values (the order reference) new. */
export function sharedForm(state: ShareState): ImportedForm {
  const action = getAction(state.actionId);
  const values = { ...emptyTextValues(fieldSpecs(action.params)), ...state.values };
  const draft: FormDraft = { values, extraQuery: state.extraQuery, rawBody: state.rawBody };
  if (state.contentType !== undefined) draft.contentType = state.contentType;
  if (state.authorization !== undefined) draft.authorization = state.authorization;
  return { actionId: action.id, draft: renewFresh(action, draft) };
}

/** What a share link of this form holds: never a fresh value, never the key. */
export function shareStateOf(
  actionId: string,
  draft: FormDraft,
  target: { pathStyle: ShareState["pathStyle"]; baseUrl?: string },
  scrub: (text: string) => string,
): ShareState {
  const action = getAction(actionId);
  const fresh = Object.keys(action.fresh ?? {});
  const values: TextValues = {};
  for (const [name, value] of Object.entries(draft.values)) if (!fresh.includes(name)) values[name] = scrub(value);
  // A fresh value in a raw body is emptied too: opening the link fills in a new one.
  const emptied = Object.fromEntries(fresh.map((name) => [name, ""]));
  const body = draft.rawBody === null || action.paramsIn !== "body" ? null : refreshRawBody(draft.rawBody, emptied);
  return {
    actionId,
    pathStyle: target.pathStyle,
    ...(target.baseUrl !== undefined ? { baseUrl: scrub(target.baseUrl) } : {}),
    values,
    extraQuery: draft.extraQuery.map((row) => scrubbedRow(scrub, row)),
    rawBody: body === null ? null : scrub(body),
    ...(body !== null && draft.contentType !== undefined ? { contentType: draft.contentType } : {}),
    ...(draft.authorization !== undefined ? { authorization: draft.authorization } : {}),
  };
}

/** What copying a share link did, as data: the button words it. */
export interface ShareOutcome {
  copied: boolean;
  /** The fresh values (the order reference) the link leaves out, by field name. */
  leftOut: string[];
  /** The fresh values the link carries as typed in the raw body. */
  inBody: string[];
}

/**
 * What the share button says after copying, from what the link holds: a fresh value it says is
 * left out is not in the link, and one the link does carry is named.
 */
export function shareOutcome(state: ShareState, copied: boolean): ShareOutcome {
  const fresh = Object.keys(getAction(state.actionId).fresh ?? {});
  const inBody = freshInLink(state, fresh);
  return { copied, leftOut: fresh.filter((name) => !inBody.includes(name)), inBody };
}
