import type { RefObject } from "react";
import { useI18n } from "../../contexts/i18n-context";
import { SEND_BUTTON_ID } from "../../ui/focus-send";

interface SendActionsProps {
  sendRef: RefObject<HTMLButtonElement | null>;
  /** A send is on its way: Send waits, Cancel shows. */
  pending: boolean;
  /** The draft makes a request. */
  canSend: boolean;
  onCancel: () => void;
  onReset: () => void;
}

/** The form's buttons, Send, Cancel while a send is pending and Reset, with the keys that do the same. */
export function SendActions({ sendRef, pending, canSend, onCancel, onReset }: SendActionsProps) {
  const { t } = useI18n();
  return (
    <div className="actions">
      {/* aria-disabled, not disabled, while pending: focus stays on the button. */}
      <button
        ref={sendRef}
        id={SEND_BUTTON_ID}
        type="submit"
        className="primary"
        aria-disabled={pending || !canSend}
        disabled={!canSend}
      >
        {t.form.send}
      </button>
      {pending && (
        <button type="button" onClick={onCancel}>
          {t.form.cancel}
        </button>
      )}
      {/* Named, so focus stays on it when the emptied form replaces this one. */}
      <button type="button" name="reset" onClick={onReset}>
        {t.form.reset}
      </button>
      <span className="hint">
        <kbd>Ctrl</kbd>+<kbd>Enter</kbd> {t.form.sends}, <kbd>Alt</kbd>+<kbd>R</kbd> {t.form.toResponse}
        {pending && (
          <>
            , <kbd>Esc</kbd> {t.form.cancels}
          </>
        )}
      </span>
    </div>
  );
}
