/**
 * Why a record was set aside, kept with it as a code and its parameters and worded when shown (the
 * History panel's `reasonText`), so the panel says it in the console's language. `path` is where in
 * the record (a field path, "" for the record as a whole). A `schema` reason carries the schema's
 * own English message about that field, which is shown as it is.
 */
export type SetAsideReason =
  | { code: "other-id" | "entry-missing" | "not-record"; params: Record<string, never> }
  | { code: "not-http" | "unknown-action"; params: { path: string } }
  | { code: "schema"; params: { path: string; message: string } };

/** The codes a schema's refinement gives as its message (see history-entry.ts). */
export const REFINED = ["not-http", "unknown-action"] as const;
export type RefinedCode = (typeof REFINED)[number];

const NO_PARAMS: Record<string, never> = {};

export const reasonOf = (code: "other-id" | "entry-missing" | "not-record"): SetAsideReason => ({
  code,
  params: NO_PARAMS,
});

/** The first issue of a failed parse as a reason: a refinement's code, or the schema's words. */
export function issueReason(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): SetAsideReason {
  const issue = error.issues[0];
  if (!issue) return reasonOf("not-record");
  const path = issue.path.map(String).join(".");
  const refined = REFINED.find((code) => code === issue.message);
  return refined ? { code: refined, params: { path } } : { code: "schema", params: { path, message: issue.message } };
}

/*
 * Before reasons were codes, the console stored them as English text: its own five sentences, or
 * "path: message". Those records are still in people's IndexedDB; they are read into the same codes,
 * so the panel words them as it words new ones, and any other text is kept as the schema's words.
 */
const LEGACY: Record<string, Exclude<SetAsideReason["code"], "schema">> = {
  "Stored under another id": "other-id",
  "Its entry is missing": "entry-missing",
  "Not a history record": "not-record",
  "Not an absolute http or https URL": "not-http",
  "Not one of the console's actions": "unknown-action",
};

function legacyReason(text: string): SetAsideReason {
  const at = /^([^\s:]+): (.*)$/s.exec(text);
  const [path, message] = at ? [at[1] ?? "", at[2] ?? ""] : ["", text];
  const code = LEGACY[message];
  if (code === "other-id" || code === "entry-missing" || code === "not-record") {
    return path === "" ? reasonOf(code) : { code: "schema", params: { path, message } };
  }
  if (code) return { code, params: { path } };
  return { code: "schema", params: { path, message } };
}

const CODES = new Set<string>(["other-id", "entry-missing", "not-record", "not-http", "unknown-action", "schema"]);

/** A stored reason as a code: as written now, from the English text written before, or unknown. */
export function storedReason(stored: unknown): SetAsideReason {
  if (typeof stored === "string") return legacyReason(stored);
  if (stored !== null && typeof stored === "object" && CODES.has((stored as { code?: unknown }).code as string)) {
    const { code, params } = stored as { code: string; params?: unknown };
    const given = (params ?? {}) as { path?: unknown; message?: unknown };
    const path = typeof given.path === "string" ? given.path : "";
    if (code === "not-http" || code === "unknown-action") return { code, params: { path } };
    if (code === "schema") return { code, params: { path, message: String(given.message ?? "") } };
    return reasonOf(code as "other-id" | "entry-missing" | "not-record");
  }
  return { code: "schema", params: { path: "", message: String(stored) } };
}
