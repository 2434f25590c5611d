import { useQuery } from "@tanstack/react-query";
import type { HistorySummary } from "../../history/history-entry";
import type { HistoryStore } from "../../history/history-store";
import type { SetAsideRecord } from "../../history/history-tables";
import { useHistorySource } from "./history-source";
import { HISTORY_KEY } from "./use-history-changed";

export interface HistoryListing {
  store: HistoryStore;
  summaries: HistorySummary[];
  /** Records waiting in the set-aside table. */
  setAside: SetAsideRecord[];
  /** The browser's reason when its storage is not available (see OpenedHistory). */
  unavailable?: string;
}

/** The stored history as the panel lists it: a query, read again whenever the history changes. */
export function useHistoryListing() {
  const source = useHistorySource();
  return useQuery({
    queryKey: [...HISTORY_KEY, "listing"],
    queryFn: async (): Promise<HistoryListing> => {
      const { store, unavailable } = await source();
      const { summaries } = await store.list();
      const setAside = await store.setAside();
      return { store, summaries, setAside, ...(unavailable ? { unavailable } : {}) };
    },
  });
}
