import type { ResponseRecord } from "../../request/response-record";

/** Why the last answer does not prove whether the order was placed. */
export function unsettledReason(record: ResponseRecord): string {
  if (record.kind === "http") return `the API answered ${record.status}`;
  if (record.failure === "timeout") return "timed out";
  if (record.failure === "cancelled") return "was cancelled";
  return "got no answer (network or CORS)";
}

interface RetryNoteProps {
  /** The kept fresh fields, by name. */
  kept: Record<string, string>;
  reason: string;
  onRenew: () => void;
}

/** Said while the next Send repeats an attempt whose outcome is unknown, with the way out. */
export function RetryNote({ kept, reason, onRenew }: RetryNoteProps) {
  return (
    <div role="status" className="notice retry-note">
      <p>
        <strong>Retrying the same order: reference kept, so the API can recognise it.</strong> The last attempt {reason}
        , so it may have been placed.{" "}
        {Object.entries(kept).map(([name, value]) => (
          <span key={name}>
            <code>{name}</code> stays <code>{value}</code>.{" "}
          </span>
        ))}
      </p>
      <button type="button" onClick={onRenew}>
        New order (new reference)
      </button>
    </div>
  );
}
