import { findAction } from "../../catalog/catalog";
import { useI18n, useMessages } from "../../contexts/i18n-context";
import { useFormat } from "../../contexts/use-format";
import { formatTime } from "../../lib/format-time";
import { actionLabel } from "../../lib/i18n/action-label";
import { sentence } from "../../ui/sentence";
import type { DraftNote } from "../../workspace/workspace-store";
import { formNotesMessages } from "./form-notes-messages";

interface DraftNoteViewProps {
  note: DraftNote;
  /** The value a field has in the request as it now stands. */
  current: (name: string) => string | undefined;
  /** The draft sends no Authorization header, as the command it came from. */
  withoutKey?: boolean;
}

/** Said above a form filled from elsewhere: where its values came from, and what Send will do. */
export function DraftNoteView({ note, current, withoutKey }: DraftNoteViewProps) {
  const m = useMessages(formNotesMessages);
  const { t, language } = useI18n();
  const format = useFormat();
  // English keeps the sortable time a ticket quotes (2026-11-22 12:00:05); Indonesian reads its own (22/11/2026 12.00.05).
  const time = (ms: number) => (language === "en" ? formatTime(ms) : format.dateTime(ms));
  const carriesRetryRef = note.retryRef !== undefined && current("reseller_ref") === note.retryRef;
  const source = note.from;
  const sourceAction = source.kind === "response" ? findAction(source.actionId) : undefined;
  const at = note.at === undefined ? undefined : time(note.at);
  const from =
    source.kind === "response"
      ? m.fromResponse(sourceAction ? actionLabel(t, sourceAction) : source.actionId, at)
      : m.from[source.kind](at);
  return (
    <div role="status" className="notice draft-note">
      <p>
        {from} {withoutKey ? m.nothingSent : m.keyUsed}
      </p>
      {note.retryRef && carriesRetryRef && (
        <p>
          <strong>{m.retryingSame}</strong>{" "}
          {sentence(m.refKept(<code>reseller_ref</code>, <code>{note.retryRef}</code>))}
        </p>
      )}
      {note.retryRef && !carriesRetryRef && <p>{m.refChanged}</p>}
      {note.renewed && <p>{m.renewed(note.renewed)}</p>}
    </div>
  );
}
