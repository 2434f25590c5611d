import { createContext, type ReactNode, useContext } from "react";
import { historyDatabaseMayExist } from "../../history/history-database";
import type { OpenedHistory } from "../../history/idb-history-store";

/** Hands out the history store, opened on first use. */
export interface HistorySource {
  (): Promise<OpenedHistory>;
  /** False when nothing can have been stored yet, so there is nothing to check at start. */
  mayHoldRecords?: () => Promise<boolean>;
}

let browserHistory: Promise<OpenedHistory> | undefined;

// IndexedDB and the store load on first use: the first screen does not need them.
const openBrowserHistory: HistorySource = Object.assign(
  () => {
    browserHistory ??= import("../../history/idb-history-store").then((module) => module.openHistoryStore());
    return browserHistory;
  },
  { mayHoldRecords: () => historyDatabaseMayExist() },
);

const HistorySourceContext = createContext<HistorySource>(openBrowserHistory);

/** Tests give the console an in-memory history through this; the page uses IndexedDB. */
export function HistorySourceProvider({ source, children }: { source: HistorySource; children: ReactNode }) {
  return <HistorySourceContext value={source}>{children}</HistorySourceContext>;
}

export function useHistorySource(): HistorySource {
  return useContext(HistorySourceContext);
}
