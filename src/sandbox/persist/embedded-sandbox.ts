import { createSandboxApp } from "../create-sandbox-app";
import type { SandboxApp } from "../sandbox-env";
import { idbSnapshotStorage } from "./idb-snapshot-storage";
import { type PersistenceProblem, persistentGate } from "./persistent-gate";
import { browserLock } from "./state-lock";

/**
 * The sandbox in the page: its state is kept in this browser's IndexedDB, so a reload (or another
 * tab) finds the same accounts, orders, clock and rate-limit windows. Without IndexedDB it keeps
 * them in memory and says so.
 */
export function createEmbeddedSandbox(onProblem: (problem: PersistenceProblem) => void): SandboxApp {
  const factory = globalThis.indexedDB as IDBFactory | undefined;
  if (!factory) {
    onProblem("unavailable");
    return createSandboxApp();
  }
  const persistence = persistentGate({
    storage: idbSnapshotStorage(factory),
    lock: browserLock("reseller-console-sandbox"),
    onProblem,
  });
  return createSandboxApp({ persistence });
}
