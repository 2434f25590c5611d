// The form's helpers, loaded as one unit once the work starts: the package and game pickers (the
// combobox, its list queries and option texts), the notes on where an opened draft came from and
// on a retry that keeps its reference (shown only after an import, a replay or an unsettled order),
// the order's confirmation (only before an order is placed), the raw body's text editor (only once
// its box is ticked) and what a 4xx says under the fields (only after a send). By then the work has
// started, so they are there.

export { ConfirmOrderDialog } from "./confirm-order-dialog";
export { DraftNoteView } from "./draft-note";
export { ListPicker } from "./list-picker";
export { RawBodyText } from "./raw-body-text";
export { RetryNote } from "./retry-note";
export { showAnswerFieldErrors } from "./show-answer-field-errors";
