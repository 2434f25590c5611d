import { useCallback, useEffect, useState } from "react";
import type { HistorySummary } from "../../history/history-entry";
import type { HistoryStore } from "../../history/history-store";
import type { SetAsideRecord } from "../../history/history-tables";
import { useHistorySource } from "./history-source";

export interface HistoryListingState {
  store?: HistoryStore;
  summaries: HistorySummary[];
  /** Records waiting in the set-aside table. */
  setAside: SetAsideRecord[];
  problem?: string;
  loading: boolean;
}

/** The stored history as the panel lists it, read again whenever `revision` changes. */
export function useHistoryListing(revision: number): HistoryListingState & { reload: () => void } {
  const source = useHistorySource();
  const [state, setState] = useState<HistoryListingState>({ summaries: [], setAside: [], loading: true });
  const [tick, setTick] = useState(0);
  useEffect(() => {
    void revision;
    void tick;
    let live = true;
    void source()
      .then(async ({ store, problem }) => {
        const { summaries } = await store.list();
        const setAside = await store.setAside();
        if (live) setState({ store, summaries, setAside, loading: false, ...(problem ? { problem } : {}) });
      })
      .catch((error: unknown) => {
        if (live)
          setState({
            summaries: [],
            setAside: [],
            loading: false,
            problem: `The history could not be read: ${String(error)}`,
          });
      });
    return () => {
      live = false;
    };
  }, [source, revision, tick]);
  const reload = useCallback(() => setTick((value) => value + 1), []);
  return { ...state, reload };
}
