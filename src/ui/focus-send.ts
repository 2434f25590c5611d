/** The open form's Send button carries this id: every dialog gives focus back to it when it closes. */
export const SEND_BUTTON_ID = "send";

/** Puts focus back on Send (after a dialog, an import, a confirmation), so Ctrl+Enter and Tab start there. */
export function focusSend(): void {
  document.getElementById(SEND_BUTTON_ID)?.focus();
}
