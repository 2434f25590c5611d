import "../lib/zod-setup";
import * as z from "zod/mini";
import { parseJson } from "../lib/parse-json";
import { firstIssue, HistoryEntry } from "./history-entry";
import { HISTORY_LIMITS } from "./history-limits";
import { redactEntry } from "./redact-entry";
import { issueReason, type SetAsideReason } from "./set-aside-reason";

export const HISTORY_FILE_FORMAT = "reseller-console-history";
const VERSION = 1;

// The entries are checked one by one, so that one bad entry does not cost the good ones.
const HistoryFileShape = z.object({
  format: z.literal(HISTORY_FILE_FORMAT),
  version: z.literal(VERSION),
  exportedAt: z.string(),
  entries: z.array(z.unknown()),
});
export interface HistoryFile extends z.infer<typeof HistoryFileShape> {
  entries: HistoryEntry[];
}

/** The keys to take out besides the one each entry's request names: the key in use now. */
export type KnownKeys = readonly (string | undefined)[];

/**
 * Belt and braces: entries are stored without a key, and every export redacts again. An import
 * is treated like a send: a file from elsewhere may carry a key anywhere, and bodies of any size.
 */
const withoutKey = (keys: KnownKeys) => (entry: HistoryEntry) => redactEntry(entry, keys, HISTORY_LIMITS);

/** The console's own export: every detail of each entry, so an import gives them back whole. */
export function toHistoryFile(entries: readonly HistoryEntry[], now: Date, keys: KnownKeys = []): string {
  const file: HistoryFile = {
    format: HISTORY_FILE_FORMAT,
    version: VERSION,
    exportedAt: now.toISOString(),
    entries: entries.map(withoutKey(keys)),
  };
  return JSON.stringify(file, null, 2);
}

/** An entry that is not valid history: its place in the file (from 1) and why. */
export interface RefusedFileEntry {
  entry: number;
  reason: SetAsideReason;
}

/**
 * Why a file was refused whole, as data worded where it is shown. `detail` is the parser's or the
 * schema's own words about the file (a position, a field path), kept as they are.
 */
export type HistoryFileProblem =
  | { kind: "not-json"; detail: string }
  | { kind: "har" }
  | { kind: "not-export"; format: string }
  | { kind: "version"; found: string; reads: number }
  | { kind: "invalid"; detail: string };

export type HistoryFileRead =
  | { ok: true; entries: HistoryEntry[]; refused: RefusedFileEntry[] }
  | { ok: false; problem: HistoryFileProblem };

const fail = (problem: HistoryFileProblem): HistoryFileRead => ({ ok: false, problem });

/**
 * Reads an export back. A file that is not an export is refused whole; in one that is, each
 * entry is checked as a stored record is, and those that fail are listed apart with why.
 */
export function parseHistoryFile(text: string, keys: KnownKeys = []): HistoryFileRead {
  const json = parseJson(text);
  if (!json.ok) return fail({ kind: "not-json", detail: json.message });
  const value = json.value as { log?: unknown; format?: unknown; version?: unknown } | null;
  if (value !== null && typeof value === "object" && "log" in value) {
    return fail({ kind: "har" });
  }
  if (value === null || typeof value !== "object" || value.format !== HISTORY_FILE_FORMAT) {
    return fail({ kind: "not-export", format: HISTORY_FILE_FORMAT });
  }
  if (value.version !== VERSION) return fail({ kind: "version", found: String(value.version), reads: VERSION });
  const parsed = HistoryFileShape.safeParse(value);
  if (!parsed.success) {
    return fail({ kind: "invalid", detail: firstIssue(parsed.error) });
  }
  const entries: HistoryEntry[] = [];
  const refused: RefusedFileEntry[] = [];
  parsed.data.entries.forEach((raw, at) => {
    const entry = HistoryEntry.safeParse(raw);
    if (entry.success) entries.push(withoutKey(keys)(entry.data));
    else refused.push({ entry: at + 1, reason: issueReason(entry.error) });
  });
  return { ok: true, entries, refused };
}
