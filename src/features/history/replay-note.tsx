import { isJsonObject, parseJson } from "../../lib/parse-json";
import type { FormDraft } from "../action-form/form-draft";
import { formatTime } from "./format-time";

/** Said above a form that was filled from a history entry. */
export interface ReplayNote {
  actionId: string;
  sentAt: number;
  /** The order reference kept on purpose: sending retries that order. */
  retryRef?: string;
  /** The action has a fresh field, renewed for this replay. */
  renewed?: string;
}

function carries(draft: Pick<FormDraft, "values" | "rawBody">, ref: string): boolean {
  if (draft.values.reseller_ref === ref) return true;
  const parsed = parseJson(draft.rawBody ?? "");
  return draft.rawBody !== null && parsed.ok && isJsonObject(parsed.value) && parsed.value.reseller_ref === ref;
}

export function ReplayNoteView({ note, draft }: { note: ReplayNote; draft: Pick<FormDraft, "values" | "rawBody"> }) {
  const when = formatTime(note.sentAt);
  return (
    <div role="status" className="notice replay-note">
      <p>Loaded from the history entry of {when}. Your current key is used; nothing is sent until you press Send.</p>
      {note.retryRef && carries(draft, note.retryRef) && (
        <p>
          <strong>Retrying the same order:</strong> reseller_ref <code>{note.retryRef}</code> is kept. If that order
          reached the API, it should answer with the existing order instead of placing a new one.
        </p>
      )}
      {note.retryRef && !carries(draft, note.retryRef) && (
        <p>The reference was changed since: sending places a new order.</p>
      )}
      {note.renewed && (
        <p>
          {note.renewed} is new, so sending places a new order. Tick "Keep the same {note.renewed}" in the history entry
          to retry the same order instead.
        </p>
      )}
    </div>
  );
}
