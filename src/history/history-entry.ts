import "../lib/zod-setup";
import * as z from "zod/mini";
import { findAction } from "../catalog/catalog";
import { isHttpUrl } from "../lib/parse-url";
import type { RequestSpec } from "../request/request-spec";
import type { ResponseRecord } from "../request/response-record";
import type { RefinedCode } from "./set-aside-reason";

/*
 * zod keeps its schema kinds in one module, which the first screen loads (its forms, config.json),
 * so a kind used only here would be carried by every page load. Hence no z.tuple (0.5 kB gzip) or
 * z.discriminatedUnion (0.8 kB) below; the small ones left (refine, number) cost 0.1 kB.
 */

/** A header: its name and value. */
const Header = z.pipe(
  z.array(z.string()).check(z.minLength(2), z.maxLength(2)),
  z.transform((pair) => pair as [string, string]),
);

/**
 * A time in ms since the epoch that Date can hold (±8.64e15 is its range): a crafted file with
 * any other number would make the HAR export throw on toISOString.
 */
const Timestamp = z.int().check(z.minimum(0), z.maximum(8.64e15));

/*
 * What the views take on trust, checked on every read and import alike, so that a record that
 * would break a view is set aside instead: the list and the HAR export name the action, and the
 * failure view and the HAR export read the URL's origin and query. A refinement's message is the
 * code of the reason the record is set aside with (set-aside-reason.ts), worded when shown.
 */
const HttpUrl = z.string().check(z.refine(isHttpUrl, "not-http" satisfies RefinedCode));
const KnownActionId = z
  .string()
  .check(z.refine((id) => findAction(id) !== undefined, "unknown-action" satisfies RefinedCode));

export const RequestSpecSchema = z.object({
  method: z.enum(["GET", "POST"]),
  url: HttpUrl,
  headers: z.array(Header),
  body: z.optional(z.string()),
});

const HttpRecordSchema = z.object({
  kind: z.literal("http"),
  status: z.int().check(z.minimum(0), z.maximum(999)),
  statusText: z.string(),
  headers: z.array(Header),
  body: z.string(),
  sizeBytes: z.int().check(z.minimum(0)),
  durationMs: z.number().check(z.minimum(0)),
  receivedAt: Timestamp,
});

const FailureRecordSchema = z.object({
  kind: z.literal("failure"),
  failure: z.enum(["network", "timeout", "cancelled", "invalid-request"]),
  detail: z.string(),
  durationMs: z.number().check(z.minimum(0)),
  receivedAt: Timestamp,
});

/** An answer or a failure, told apart by `kind`: what is wrong is said of the kind it claims to be. */
export const ResponseRecordSchema = z.transform((value: unknown, ctx): ResponseRecord => {
  const failure = typeof value === "object" && value !== null && "kind" in value && value.kind === "failure";
  const parsed = (failure ? FailureRecordSchema : HttpRecordSchema).safeParse(value);
  if (parsed.success) return parsed.data;
  for (const { path, message } of parsed.error.issues) ctx.issues.push({ code: "custom", path, message, input: value });
  return z.NEVER;
});

// The history reuses the live types, so a stored entry can be shown by the live views as it is.
// These lines fail to compile if the schemas and the live types ever drift apart.
const requestFits: z.ZodMiniType<RequestSpec> = RequestSpecSchema;
const responseFits: z.ZodMiniType<ResponseRecord> = ResponseRecordSchema;
void requestFits;
void responseFits;

/** One send as kept in the history: everything but the key. */
export const HistoryEntry = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  /** When Send was pressed, in ms since the epoch. */
  sentAt: Timestamp,
  actionId: KnownActionId,
  environment: z.string(),
  baseUrl: z.string(),
  pathStyle: z.enum(["console", "rest"]),
  /** Authorization is written as "Bearer [redacted]"; see redact.ts. */
  request: RequestSpecSchema,
  response: ResponseRecordSchema,
  /** Bodies over the per-entry cap keep their beginning only; the size is still the original. */
  truncated: z.object({ requestBody: z.boolean(), responseBody: z.boolean() }),
  /** Kept on the entry too, so a summary rebuilt from it is still pinned. */
  pinned: z.optional(z.boolean()),
});
export type HistoryEntry = z.infer<typeof HistoryEntry>;

/** What the list shows and filters on, stored apart from the (possibly large) bodies. */
export const HistorySummary = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  sentAt: Timestamp,
  actionId: KnownActionId,
  environment: z.string(),
  method: z.string(),
  url: HttpUrl,
  /** The HTTP status, or null when no answer came. */
  status: z.nullable(z.int()),
  failure: z.nullable(z.string()),
  durationMs: z.number(),
  /** Size of the response body as received. */
  responseBytes: z.int().check(z.minimum(0)),
  /** About how much room the entry takes in storage (bodies, headers, URL). */
  storedBytes: z.int().check(z.minimum(0)),
  truncated: z.boolean(),
  pinned: z.boolean(),
  /** The request body and the start of the response body, for the text filter. */
  searchText: z.string(),
});
export type HistorySummary = z.infer<typeof HistorySummary>;

/** The first thing wrong with a value, where it is and what, in the schema's words (a file's shape). */
export function firstIssue(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): string {
  const issue = error.issues[0];
  if (!issue) return "Not a history record";
  return issue.path.length > 0 ? `${issue.path.map(String).join(".")}: ${issue.message}` : issue.message;
}
