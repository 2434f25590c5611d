import { SEND_BUTTON_ID } from "../../ui/focus-send";

/** Where focus was in a form that is being made anew: the control (by its name, or Send) and the caret. */
export interface FocusSpot {
  name: string | null;
  start: number | null;
  end: number | null;
}

/** The focused control of a form about to be replaced, if focus is in it. */
export function focusSpotIn(section: HTMLElement): FocusSpot | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !section.contains(active)) return null;
  const caret = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement;
  return {
    name: active.getAttribute("name"),
    start: caret ? active.selectionStart : null,
    end: caret ? active.selectionEnd : null,
  };
}

/**
 * Puts focus back where it was in the form that was replaced (an opened draft, Reset, a renewed
 * reference): on the control of the same name with its caret, else on Send, as after a dialog.
 */
export function restoreFocus(section: HTMLElement, spot: FocusSpot | null): void {
  if (!spot) return;
  const named = [...section.querySelectorAll<HTMLElement>("[name]")].find(
    (element) => element.getAttribute("name") === spot.name,
  );
  const target = named ?? document.getElementById(SEND_BUTTON_ID);
  target?.focus();
  if (
    target === named &&
    (named instanceof HTMLInputElement || named instanceof HTMLTextAreaElement) &&
    spot.start !== null
  ) {
    try {
      named.setSelectionRange(spot.start, spot.end ?? spot.start);
    } catch {
      // An input without a caret (a checkbox): focus is enough.
    }
  }
}
