import type { BatchJournal } from "../batch/batch-journal";
import { openIdbJournal } from "../batch/idb-journal";
import { createMemoryJournal } from "../batch/memory-journal";

export interface JournalSource {
  journal: BatchJournal;
  /** False when the browser keeps nothing (no IndexedDB): the batch lasts as long as the page. */
  durable: boolean;
}

let opened: Promise<JournalSource> | undefined;

/** The batches of this browser, opened once per page: in IndexedDB, or in memory where there is none. */
export function batchJournal(): Promise<JournalSource> {
  opened ??= (typeof indexedDB === "undefined" ? Promise.reject(new Error("no IndexedDB")) : openIdbJournal()).then(
    (journal) => ({ journal, durable: true }),
    () => ({ journal: createMemoryJournal(), durable: false }),
  );
  return opened;
}

/**
 * The next batchJournal() opens anew: in IndexedDB the same batches, in memory none. Tests of the
 * region use it so that each starts with no batch, as a fresh browser would.
 */
export function forgetBatchJournal(): void {
  opened = undefined;
}
