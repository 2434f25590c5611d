import { bootRecord } from "../config/boot-record";
import { START_ATTRIBUTE } from "./prerendered-start";

/** The performance mark of the moment the page started: `npm run bench` reads it. */
export const STARTED_MARK = "console-started";

/** Shows the first screen, if the first script hid it (see START_ATTRIBUTE): it is the page as started. */
export function showPage(): void {
  document.documentElement.removeAttribute(START_ATTRIBUTE);
}

/**
 * The page has started: it is told what was typed and chosen on the prerendered page before, then
 * what was pressed there.
 */
export function pageStarted(): void {
  const record = bootRecord();
  if (!record || record.started) return;
  record.started = true;
  performance.mark(STARTED_MARK);
  // Still before the paint, so nothing typed disappears from the screen even for a frame.
  queueMicrotask(() => {
    for (const [field, value] of record.typed) if (field.isConnected) tellTyped(field, value);
  });
  // A task later, once what was typed has been rendered. A button made anew since (Send, when
  // another action was chosen meanwhile) is found by its id; a disabled one takes no click.
  setTimeout(() => {
    for (const press of record.presses) (press.isConnected ? press : document.getElementById(press.id))?.click();
  });
}

/**
 * Tells React what was typed or chosen in a field of the prerendered page: it took over the
 * elements, not what they held, and has since rendered its own state into them. As a person
 * would: React keeps, on each field, the value it last saw, so that is set apart from what the
 * field is given, and the field's own event makes React read it into the console's state.
 */
function tellTyped(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string): void {
  if (field.type === "radio" || field.type === "checkbox") {
    const input = field as HTMLInputElement;
    input.checked = value !== "true";
    input.click();
    return;
  }
  field.value = "";
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(field, value);
  field.dispatchEvent(new Event(field.tagName === "SELECT" ? "change" : "input", { bubbles: true }));
}
