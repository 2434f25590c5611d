import { createContext, type ReactNode, useContext } from "react";
import type { OpenedHistory } from "../../history/idb-history-store";

/** Hands out the history store, opened on first use. */
export interface HistorySource {
  (): Promise<OpenedHistory>;
  /** False when nothing can have been stored yet, so there is nothing to check at start. */
  mayHoldRecords?: () => Promise<boolean>;
}

const HistorySourceContext = createContext<HistorySource | null>(null);

/** The page gives the console IndexedDB through this (browser-history-source.ts); tests an in-memory history. */
export function HistorySourceProvider({ source, children }: { source: HistorySource; children: ReactNode }) {
  return <HistorySourceContext value={source}>{children}</HistorySourceContext>;
}

export function useHistorySource(): HistorySource {
  const source = useContext(HistorySourceContext);
  if (!source) throw new Error("useHistorySource needs a <HistorySourceProvider>");
  return source;
}
