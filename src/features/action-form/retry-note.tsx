import { useMessages } from "../../contexts/i18n-context";
import { sentence } from "../../ui/sentence";
import type { KeptForRetry } from "../../workspace/workspace-store";
import { formNotesMessages } from "./form-notes-messages";

/** Said while the next Send repeats an attempt whose outcome is unknown, with the way out. */
export function RetryNote({ kept, onRenew }: { kept: KeptForRetry; onRenew: () => void }) {
  const m = useMessages(formNotesMessages);
  return (
    <div role="status" className="notice retry-note">
      <p>
        <strong>{m.retryTitle}</strong>{" "}
        {kept.reason.kind === "status" ? m.lastAttemptStatus(kept.reason.status) : m.lastAttempt[kept.reason.kind]}{" "}
        {Object.entries(kept.values).map(([name, value]) => (
          <span key={name}>{sentence(m.stays(<code>{name}</code>, <code>{value}</code>))} </span>
        ))}
      </p>
      <button type="button" onClick={onRenew}>
        {m.newOrder}
      </button>
    </div>
  );
}
