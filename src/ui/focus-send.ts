/** The open form's Send button carries this id: every dialog gives focus back to it when it closes. */
export const SEND_BUTTON_ID = "send";

/**
 * Puts focus back on Send (after a dialog, an import, a confirmation), so Ctrl+Enter and Tab start
 * there. Deferred: while a modal dialog is still open the rest of the page is inert and cannot
 * take focus; by the next task the dialog has closed.
 */
export function focusSend(): void {
  setTimeout(() => document.getElementById(SEND_BUTTON_ID)?.focus(), 0);
}
