// The history, loaded as one unit after the first screen: its panel (with compare and exports), the
// browser's store and the writer that records each answered send.
export { openHistoryStore } from "../../history/idb-history-store";
export { default as HistoryPanel } from "./history-panel";
export { checkHistory, recordSend } from "./history-log";
