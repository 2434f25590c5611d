// The history, loaded as one unit after the first screen: its panel (with compare and exports) and
// the browser's store.
export { openHistoryStore } from "../../history/idb-history-store";
export { default as HistoryPanel } from "./history-panel";
