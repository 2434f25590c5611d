import type { KeptReconciliation } from "./kept-reconciliation";
import { newestFirst, pastTheLimit, type ReconciliationLog } from "./reconciliation-log";

/**
 * The log in memory, for tests and for a page without IndexedDB (it lasts as long as the page).
 * Records are copied in and out, as IndexedDB copies them.
 */
export function createMemoryReconciliationLog(): ReconciliationLog {
  const runs = new Map<string, KeptReconciliation>();
  return {
    async put(run) {
      runs.set(run.id, structuredClone(run));
      for (const id of pastTheLimit([...runs.values()])) runs.delete(id);
    },
    list: async () => newestFirst([...runs.values()]).map((run) => structuredClone(run)),
  };
}
