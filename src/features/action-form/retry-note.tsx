import { useMessages } from "../../ui/i18n-context";
import type { KeptForRetry } from "../../workspace/workspace-store";
import { formNotesMessages } from "./form-notes-messages";

/** Said while the next Send repeats an attempt whose outcome is unknown, with the way out. */
export function RetryNote({ kept, onRenew }: { kept: KeptForRetry; onRenew: () => void }) {
  const m = useMessages(formNotesMessages);
  return (
    <div role="status" className="notice retry-note">
      <p>
        <strong>{m.retryTitle}</strong> {m.lastAttempt(kept.reason)}{" "}
        {Object.entries(kept.values).map(([name, value]) => (
          <span key={name}>
            <code>{name}</code> {m.stays} <code>{value}</code>.{" "}
          </span>
        ))}
      </p>
      <button type="button" onClick={onRenew}>
        {m.newOrder}
      </button>
    </div>
  );
}
