import type { KeptForRetry } from "../../workspace/workspace-store";

/** Said while the next Send repeats an attempt whose outcome is unknown, with the way out. */
export function RetryNote({ kept, onRenew }: { kept: KeptForRetry; onRenew: () => void }) {
  return (
    <div role="status" className="notice retry-note">
      <p>
        <strong>Retrying the same order: reference kept, so the API can recognise it.</strong> The last attempt{" "}
        {kept.reason}, so it may have been placed.{" "}
        {Object.entries(kept.values).map(([name, value]) => (
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
