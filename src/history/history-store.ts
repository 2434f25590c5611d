import { HistoryEntry, HistorySummary } from "./history-entry";
import { HISTORY_LIMITS, type HistoryLimits } from "./history-limits";
import type { HistoryTables, SetAsideRecord } from "./history-tables";
import { overLimits } from "./retention";
import { issueReason, reasonOf, type SetAsideReason, storedReason } from "./set-aside-reason";
import { summarize } from "./summarize";

export interface HistoryListing {
  /** Newest first. */
  summaries: HistorySummary[];
  /** Records found unreadable by this read and set aside. */
  setAsideNow: number;
}

export interface AddOutcome {
  added: number;
  /** Already in the history (same id): an import of the same file twice adds nothing. */
  duplicates: number;
  /** Older entries removed by the retention rule to make room. */
  removed: number;
  /** New entries that did not fit at all (the pinned ones fill the history). */
  notKept: number;
}

/** An entry of an imported file that is not valid history, by where it is in the file and why. */
export interface RefusedEntry {
  file: string;
  /** Its place in the file, from 1. */
  entry: number;
  reason: SetAsideReason;
}

/**
 * Why an entry could not be opened, as data the panel words: gone (deleted meanwhile), or set aside
 * with the first thing wrong with it.
 */
export type EntryReadProblem = { kind: "gone" } | { kind: "set-aside"; why: SetAsideReason };

export type EntryRead = { ok: true; entry: HistoryEntry } | { ok: false; problem: EntryReadProblem };

export interface HistoryStore {
  /** Where the history lives, for the panel to say: in this browser (IndexedDB) or for this page only. */
  where: "browser" | "page";
  list(): Promise<HistoryListing>;
  get(id: string): Promise<EntryRead>;
  /** The refused entries of an import are set aside in the same step, so both happen or neither. */
  add(entries: readonly HistoryEntry[], refused?: readonly RefusedEntry[]): Promise<AddOutcome>;
  setPinned(id: string, pinned: boolean): Promise<void>;
  remove(ids: readonly string[]): Promise<void>;
  setAside(): Promise<SetAsideRecord[]>;
  clearSetAside(): Promise<void>;
}

const byNewest = (a: HistorySummary, b: HistorySummary) => b.sentAt - a.sentAt || (a.id < b.id ? 1 : -1);

/**
 * The history over its tables. Everything read is checked: a record that is damaged or was
 * written by something else is moved to the set-aside table (and counted, so the console can
 * say so), and the rest of the history carries on. Entries are the truth and summaries an
 * index of them, so a summary that went missing is rebuilt from its entry.
 */
export function createHistoryStore(
  tables: HistoryTables,
  { limits = HISTORY_LIMITS, where = "browser" }: { limits?: HistoryLimits; where?: HistoryStore["where"] } = {},
): HistoryStore {
  const aside = (
    from: SetAsideRecord["from"],
    key: IDBValidKey,
    value: unknown,
    why: SetAsideReason,
  ): SetAsideRecord => ({
    from,
    key,
    value,
    reason: why,
    at: Date.now(),
  });

  async function list(): Promise<HistoryListing> {
    const [records, keys] = await Promise.all([tables.summaries(), tables.entryKeys()]);
    const entryKeys = new Set(keys.filter((key): key is string => typeof key === "string"));
    const valid: HistorySummary[] = [];
    const setAside: SetAsideRecord[] = [];
    for (const [key, value] of records) {
      const parsed = HistorySummary.safeParse(value);
      if (!parsed.success) setAside.push(aside("summaries", key, value, issueReason(parsed.error)));
      else if (parsed.data.id !== key) setAside.push(aside("summaries", key, value, reasonOf("other-id")));
      else if (!entryKeys.has(key)) setAside.push(aside("summaries", key, value, reasonOf("entry-missing")));
      else valid.push(parsed.data);
    }
    const listed = new Set(valid.map((summary) => summary.id));
    const rebuilt: { summary: HistorySummary; entry: HistoryEntry }[] = [];
    for (const key of keys) {
      if (typeof key === "string" && listed.has(key)) continue;
      const value = await tables.entry(key);
      const parsed = HistoryEntry.safeParse(value);
      if (!parsed.success) setAside.push(aside("entries", key, value, issueReason(parsed.error)));
      else if (parsed.data.id !== key) setAside.push(aside("entries", key, value, reasonOf("other-id")));
      else rebuilt.push({ summary: summarize(parsed.data, parsed.data.pinned ?? false), entry: parsed.data });
    }
    if (setAside.length > 0 || rebuilt.length > 0) await tables.apply({ setAside, put: rebuilt });
    return {
      summaries: [...valid, ...rebuilt.map(({ summary }) => summary)].sort(byNewest),
      setAsideNow: setAside.length,
    };
  }

  return {
    where,
    list,
    async get(id) {
      const value = await tables.entry(id);
      if (value === undefined) return { ok: false, problem: { kind: "gone" } };
      const parsed = HistoryEntry.safeParse(value);
      if (parsed.success && parsed.data.id === id) return { ok: true, entry: parsed.data };
      const why = parsed.success ? reasonOf("other-id") : issueReason(parsed.error);
      await tables.apply({ setAside: [aside("entries", id, value, why)], remove: [id] });
      return { ok: false, problem: { kind: "set-aside", why } };
    },
    async add(entries, refused = []) {
      const { summaries } = await list();
      // Each id once, the first given: one pass, however many entries a file brings.
      const known = new Set(summaries.map((summary) => summary.id));
      const fresh = entries.filter((entry) => !known.has(entry.id) && known.add(entry.id));
      // A new entry starts unpinned whatever a file says: pins are this browser's own choice, and
      // a file that pinned its entries could slip past the retention rule.
      const added = fresh.map(({ pinned: _pinned, ...entry }) => ({ summary: summarize(entry), entry }));
      const removed = new Set(overLimits([...summaries, ...added.map(({ summary }) => summary)], limits));
      await tables.apply({
        put: added.filter(({ entry }) => !removed.has(entry.id)),
        remove: [...removed].filter((id) => known.has(id)),
        // Only where the entry was: a file from elsewhere may carry a key or huge bodies, and keeps them itself.
        setAside: refused.map(({ file, entry, reason }) =>
          aside("import", `${file}, entry ${entry}`, { file, entry }, reason),
        ),
      });
      const notKept = added.filter(({ entry }) => removed.has(entry.id)).length;
      return {
        added: added.length - notKept,
        duplicates: entries.length - fresh.length,
        removed: removed.size - notKept,
        notKept,
      };
    },
    async setPinned(id, pinned) {
      const { summaries } = await list();
      const updated = summaries.map((summary) => (summary.id === id ? { ...summary, pinned } : summary));
      const target = updated.find((summary) => summary.id === id);
      if (!target) return;
      const stored = HistoryEntry.safeParse(await tables.entry(id));
      // On the entry as well: a summary lost later is rebuilt from it, and must still be pinned.
      const entry = stored.success && stored.data.id === id ? { ...stored.data, pinned } : undefined;
      // Unpinning can put the history over its limits: the rule applies at once.
      await tables.apply({
        put: [{ summary: target, ...(entry ? { entry } : {}) }],
        remove: overLimits(updated, limits),
      });
    },
    remove: (ids) => tables.apply({ remove: [...ids] }),
    // Records set aside before reasons were codes hold English text: read into codes too.
    setAside: async () =>
      (await tables.setAside()).map((record) => ({ ...record, reason: storedReason(record.reason) })),
    clearSetAside: () => tables.clearSetAside(),
  };
}
