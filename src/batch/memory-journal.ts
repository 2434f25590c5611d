import type { BatchJournal, BatchMeta } from "./batch-journal";
import type { BatchRow } from "./row-state";

/**
 * A journal in memory, for tests and for a page without IndexedDB. Records are copied in and out,
 * as IndexedDB copies them, so a caller holding a row cannot change what was stored.
 */
export function createMemoryJournal(): BatchJournal {
  const metas = new Map<string, BatchMeta>();
  const rows = new Map<string, Map<number, BatchRow>>();
  const copy = <T>(value: T): T => structuredClone(value);
  return {
    async create(meta, batchRows) {
      metas.set(meta.id, copy(meta));
      rows.set(meta.id, new Map(batchRows.map((row) => [row.line, copy(row)])));
    },
    async putMeta(meta) {
      metas.set(meta.id, copy(meta));
    },
    async put(row) {
      const batch = rows.get(row.batchId) ?? new Map<number, BatchRow>();
      batch.set(row.line, copy(row));
      rows.set(row.batchId, batch);
    },
    batch: async (id) => {
      const meta = metas.get(id);
      return meta && copy(meta);
    },
    batches: async () => [...metas.values()].map(copy),
    rows: async (batchId) => [...(rows.get(batchId)?.values() ?? [])].map(copy).sort((a, b) => a.line - b.line),
  };
}
