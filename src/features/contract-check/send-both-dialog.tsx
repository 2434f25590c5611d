import "../../ui/confirm-dialog.css";
import { useId, useRef } from "react";
import { useEnvironment } from "../../ui/use-environment";
import { useModal } from "../../ui/use-modal";

interface SendBothDialogProps {
  actionLabel: string;
  baseUrl: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Two requests of an action that spends money: asked once, for both, before either is sent. */
export function SendBothDialog({ actionLabel, baseUrl, onConfirm, onCancel }: SendBothDialogProps) {
  const id = useId();
  // Focus starts on "Go back", so a stray Enter never spends money.
  const goBack = useRef<HTMLButtonElement>(null);
  const dialog = useModal(goBack);
  const { environment, live } = useEnvironment();
  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-what`}
      onCancel={onCancel}
      className="confirm"
    >
      <h2 id={`${id}-title`}>Send both requests?</h2>
      <div id={`${id}-what`}>
        {live && (
          <p className="live-badge">
            LIVE — real money: both go to {environment?.name ?? "a live API"} and each may spend real money.
          </p>
        )}
        <p>
          {actionLabel} spends the wallet balance of the key you entered. The request as it was before the fix and the
          fixed one are sent one after the other to <code>{baseUrl}</code>: each that the API accepts places an order.
        </p>
      </div>
      <div className="actions">
        <button type="button" className="primary" onClick={onConfirm}>
          Send both
        </button>
        <button ref={goBack} type="button" onClick={onCancel}>
          Go back
        </button>
      </div>
    </dialog>
  );
}
