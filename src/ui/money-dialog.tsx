import "./confirm-dialog.css";
import { type ReactNode, useId, useRef } from "react";
import { useMessages } from "../contexts/i18n-context";
import { useEnvironment } from "../contexts/use-environment";
import { moneyDialogMessages } from "./money-dialog-messages";
import { useModal } from "./use-modal";

interface MoneyDialogProps {
  title: string;
  /** The warning a live environment gets, the whole sentence with its "LIVE — real money:", given its name. */
  liveWarning: (environment: string) => string;
  /** The button that spends: "Place order", "Send both". */
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Keeps the spending button off until the person has done what the dialog asks (typed a count). */
  confirmDisabled?: boolean;
  /** What is spent, for whom and where. */
  children: ReactNode;
}

/**
 * Money leaves the wallet only after this. Focus starts on "Go back", so a stray Enter or Space
 * never spends; Esc goes back too; a live environment is said in words, not only in colour.
 */
export function MoneyDialog({
  title,
  liveWarning,
  confirmLabel,
  onConfirm,
  onCancel,
  confirmDisabled = false,
  children,
}: MoneyDialogProps) {
  const id = useId();
  const goBack = useRef<HTMLButtonElement>(null);
  const dialog = useModal(goBack);
  const { environment, live } = useEnvironment();
  const m = useMessages(moneyDialogMessages);
  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-what`}
      onCancel={onCancel}
      className="confirm"
    >
      <h2 id={`${id}-title`}>{title}</h2>
      <div id={`${id}-what`}>
        {live && <p className="live-badge">{liveWarning(environment?.name ?? m.aLiveApi)}</p>}
        {children}
      </div>
      <div className="actions">
        <button type="button" className="primary" disabled={confirmDisabled} onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button ref={goBack} type="button" onClick={onCancel}>
          {m.goBack}
        </button>
      </div>
    </dialog>
  );
}
