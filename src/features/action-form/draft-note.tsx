import { formatTime } from "../../lib/format-time";
import type { DraftNote } from "../../workspace/workspace-store";

interface DraftNoteViewProps {
  note: DraftNote;
  /** The value a field has in the request as it now stands. */
  current: (name: string) => string | undefined;
  /** The draft sends no Authorization header, as the command it came from. */
  withoutKey?: boolean;
}

/** Said above a form filled from elsewhere: where its values came from, and what Send will do. */
export function DraftNoteView({ note, current, withoutKey }: DraftNoteViewProps) {
  const carriesRetryRef = note.retryRef !== undefined && current("reseller_ref") === note.retryRef;
  return (
    <div role="status" className="notice draft-note">
      <p>
        {note.from}
        {note.at !== undefined && ` of ${formatTime(note.at)}`}.{" "}
        {withoutKey ? "Nothing" : "Your current key is used; nothing"} is sent until you press Send.
      </p>
      {note.retryRef && carriesRetryRef && (
        <p>
          <strong>Retrying the same order:</strong> reseller_ref <code>{note.retryRef}</code> is kept. If that order
          reached the API, it should answer with the existing order instead of placing a new one.
        </p>
      )}
      {note.retryRef && !carriesRetryRef && <p>The reference was changed since: sending places a new order.</p>}
      {note.renewed && (
        <p>
          {note.renewed} is new, so sending places a new order. Tick "Keep the same {note.renewed}" in the history entry
          to retry the same order instead.
        </p>
      )}
    </div>
  );
}
