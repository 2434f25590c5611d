import "../lib/zod-setup";
import * as z from "zod/mini";
import { parseJson } from "../lib/parse-json";
import { HistoryEntry } from "./history-entry";
import { HISTORY_LIMITS } from "./history-limits";
import { redactEntry } from "./redact-entry";

export const HISTORY_FILE_FORMAT = "reseller-console-history";
const VERSION = 1;

const HistoryFile = z.object({
  format: z.literal(HISTORY_FILE_FORMAT),
  version: z.literal(VERSION),
  exportedAt: z.string(),
  entries: z.array(HistoryEntry),
});
export type HistoryFile = z.infer<typeof HistoryFile>;

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

export type HistoryFileRead = { ok: true; entries: HistoryEntry[] } | { ok: false; message: string };

const fail = (message: string): HistoryFileRead => ({ ok: false, message });

/** Reads an export back. All of it or nothing: one bad entry and the file is refused, naming it. */
export function parseHistoryFile(text: string, keys: KnownKeys = []): HistoryFileRead {
  const json = parseJson(text);
  if (!json.ok) return fail(`The file is not JSON (${json.message}).`);
  const value = json.value as { log?: unknown; format?: unknown; version?: unknown } | null;
  if (value !== null && typeof value === "object" && "log" in value) {
    return fail(
      "This is a HAR file. Import takes the console's own JSON export (Export JSON); HAR is for other tools.",
    );
  }
  if (value === null || typeof value !== "object" || value.format !== HISTORY_FILE_FORMAT) {
    return fail(`This is not a history file exported by this console: it has no "format": "${HISTORY_FILE_FORMAT}".`);
  }
  if (value.version !== VERSION)
    return fail(`This history file has version ${String(value.version)}; this console reads version ${VERSION}.`);
  const parsed = HistoryFile.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const [, index, ...rest] = issue?.path ?? [];
    const where =
      typeof index === "number"
        ? `Entry ${index + 1}${rest.length > 0 ? `, ${rest.join(".")}` : ""}`
        : (issue?.path.join(".") ?? "");
    return fail(`The file is not a valid history export: ${where}: ${issue?.message ?? "not valid"}.`);
  }
  return { ok: true, entries: parsed.data.entries.map(withoutKey(keys)) };
}
