import { findAction } from "../../catalog/catalog";
import type { HistoryEntry } from "../../history/history-entry";
import { isJsonObject, parseJson } from "../../lib/parse-json";
import { matchRequest } from "../../request/match-request";
import { type FormDraft, renewFresh } from "../../workspace/form-draft";
import { type ImportedForm, importedForm } from "../../workspace/imported-form";

export interface Replay {
  form: ImportedForm;
  /** The sandbox scenario the entry was sent with, if any. */
  scenario: string;
  /** Set when the user kept the order reference: this send retries that very order. */
  retryRef?: string;
}

/** A field's value in the form, or in the raw body when the body was kept as typed. */
function valueIn(draft: FormDraft, name: string): string | undefined {
  if (draft.values[name]) return draft.values[name];
  const parsed = parseJson(draft.rawBody ?? "");
  const value = parsed.ok && isJsonObject(parsed.value) ? parsed.value[name] : undefined;
  return typeof value === "string" ? value : undefined;
}

/** Why an entry cannot fill the form, worded by the panel; `detail` is the request matcher's message. */
export type ReplayProblem =
  | { kind: "unmatched"; detail: string }
  | { kind: "path" }
  | { kind: "no-action"; actionId: string };

export type ReplayResult = { ok: true; replay: Replay } | { ok: false; problem: ReplayProblem };

/**
 * The form an entry fills, read back from the request that was sent (so a raw body or odd
 * extra parameters come back exactly). Fresh fields such as reseller_ref get new values
 * unless the user asked to keep them. The key is never taken from an entry: it has none.
 */
export function replayEntry(entry: HistoryEntry, keepFresh: boolean): ReplayResult {
  const matched = matchRequest(entry.request);
  if (!matched.ok) return { ok: false, problem: { kind: "unmatched", detail: matched.message } };
  if (matched.match.actionId !== entry.actionId) {
    return { ok: false, problem: { kind: "path" } };
  }
  const action = findAction(entry.actionId);
  if (!action) return { ok: false, problem: { kind: "no-action", actionId: entry.actionId } };
  // The key is always the current one: an entry sent without one is replayed with it.
  const form = importedForm({ ...matched.match, authorization: matched.match.authorization ?? undefined });
  const scenario = matched.match.headers.scenario ?? "";
  const freshName = Object.keys(action.fresh ?? {})[0];
  if (freshName === undefined) return { ok: true, replay: { form, scenario } };
  if (keepFresh) {
    const retryRef = valueIn(form.draft, freshName);
    return { ok: true, replay: { form, scenario, ...(retryRef ? { retryRef } : {}) } };
  }
  return { ok: true, replay: { form: { actionId: form.actionId, draft: renewFresh(action, form.draft) }, scenario } };
}
