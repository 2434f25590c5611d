// The history, loaded as one unit after the first screen: its panel (with compare and exports), the
// browser's store, and share links, which are made and opened from the request area.
export { openHistoryStore } from "../../history/idb-history-store";
export { default as HistoryPanel } from "./history-panel";
export { ShareLinkButton } from "./share-link-button";
export { ShareLinkOpener } from "./share-link-opener";
