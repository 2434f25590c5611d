// The form's helpers, loaded as one unit once the work starts: the package and game pickers (the
// combobox, its list queries and option texts), and the notes on where an opened draft came from and
// on a retry that keeps its reference (shown only after an import, a replay or an unsettled order).
export { DraftNoteView } from "./draft-note";
export { ListPicker } from "./list-picker";
export { RetryNote } from "./retry-note";
