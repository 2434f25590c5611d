// The history, loaded as one unit after the first screen: its panel (with compare and exports), the
// browser's store and the writer that records each answered send.
export { openHistoryStore } from "../../history/idb-history-store";
export { problemOpeningHistory, recordSend } from "./history-log";
export { default as HistoryPanel } from "./history-panel";
