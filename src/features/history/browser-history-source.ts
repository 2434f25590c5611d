import { historyDatabaseMayExist } from "../../history/history-database";
import type { OpenedHistory } from "../../history/idb-history-store";
import type { HistorySource } from "./history-source";
import { historyUnit } from "./load-history";

let opened: Promise<OpenedHistory> | undefined;

/** The page's history: IndexedDB, whose store loads with the history unit on first use. */
export const browserHistorySource: HistorySource = Object.assign(
  () => {
    opened ??= historyUnit.load().then((unit) => unit.openHistoryStore());
    return opened;
  },
  { mayHoldRecords: () => historyDatabaseMayExist() },
);
