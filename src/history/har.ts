import { actionLabel } from "../catalog/catalog";
import { parseUrl } from "../lib/parse-url";
import type { HistoryEntry } from "./history-entry";
import { HISTORY_LIMITS } from "./history-limits";
import { redactEntry } from "./redact-entry";

export interface HarNameValue {
  name: string;
  value: string;
}

export interface HarEntry {
  startedDateTime: string;
  time: number;
  request: {
    method: string;
    url: string;
    httpVersion: string;
    cookies: [];
    headers: HarNameValue[];
    queryString: HarNameValue[];
    postData?: { mimeType: string; text: string };
    headersSize: -1;
    bodySize: number;
  };
  response: {
    status: number;
    statusText: string;
    httpVersion: string;
    cookies: [];
    headers: HarNameValue[];
    content: { size: number; mimeType: string; text: string; comment?: string };
    redirectURL: "";
    headersSize: -1;
    bodySize: number;
    _error?: string;
  };
  cache: Record<string, never>;
  timings: { send: number; wait: number; receive: number };
  comment: string;
  _resourceType: "fetch";
}

export interface HarLog {
  log: { version: "1.2"; creator: { name: string; version: string }; pages: []; entries: HarEntry[] };
}

export const HAR_CREATOR = { name: "Reseller API Console", version: "0.1.0" };

const encoder = new TextEncoder();
const UNKNOWN_TYPE = "x-unknown";

function header(headers: readonly (readonly [string, string])[], name: string): string | undefined {
  return headers.find(([key]) => key.toLowerCase() === name)?.[1];
}

const pairs = (headers: readonly (readonly [string, string])[]): HarNameValue[] =>
  headers.map(([name, value]) => ({ name, value }));

function queryString(url: string): HarNameValue[] {
  return [...(parseUrl(url)?.searchParams ?? [])].map(([name, value]) => ({ name, value }));
}

function harResponse(entry: HistoryEntry): HarEntry["response"] {
  const record = entry.response;
  // fetch does not say which HTTP version carried an answer, so none is claimed.
  const common = { httpVersion: "", cookies: [] as [], redirectURL: "" as const, headersSize: -1 as const };
  if (record.kind === "failure") {
    return {
      ...common,
      status: 0,
      statusText: "",
      headers: [],
      content: { size: 0, mimeType: UNKNOWN_TYPE, text: "" },
      bodySize: -1,
      _error: `${record.failure}: ${record.detail}`,
    };
  }
  const content: HarEntry["response"]["content"] = {
    size: record.sizeBytes,
    mimeType: header(record.headers, "content-type") ?? UNKNOWN_TYPE,
    text: record.body,
  };
  if (entry.truncated.responseBody) {
    content.comment = `Truncated by the console's history: the first ${encoder.encode(record.body).byteLength} of ${record.sizeBytes} bytes are kept.`;
  }
  return {
    ...common,
    status: record.status,
    statusText: record.statusText,
    headers: pairs(record.headers),
    content,
    bodySize: record.sizeBytes,
  };
}

/** One history entry as a HAR 1.2 entry, the key redacted. */
export function harEntry(stored: HistoryEntry, keys: readonly (string | undefined)[] = []): HarEntry {
  const entry = redactEntry(stored, keys, HISTORY_LIMITS);
  const { request } = entry;
  const har: HarEntry = {
    startedDateTime: new Date(entry.sentAt).toISOString(),
    time: entry.response.durationMs,
    request: {
      method: request.method,
      url: request.url,
      httpVersion: "",
      cookies: [],
      headers: pairs(request.headers),
      queryString: queryString(request.url),
      headersSize: -1,
      bodySize: request.body === undefined ? 0 : encoder.encode(request.body).byteLength,
    },
    response: harResponse(entry),
    cache: {},
    // Only the whole duration is known: it is all counted as waiting for the answer.
    timings: { send: 0, wait: entry.response.durationMs, receive: 0 },
    comment: `${actionLabel(entry.actionId)} · ${entry.environment}`,
    _resourceType: "fetch",
  };
  if (request.body !== undefined) {
    har.request.postData = { mimeType: header(request.headers, "content-type") ?? "text/plain", text: request.body };
  }
  return har;
}

/** The entries as a HAR 1.2 log, oldest first as browsers write them. Loads in DevTools' Network panel. */
export function toHar(entries: readonly HistoryEntry[], keys: readonly (string | undefined)[] = []): HarLog {
  const ordered = [...entries].sort((a, b) => a.sentAt - b.sentAt);
  return {
    log: {
      version: "1.2",
      creator: { ...HAR_CREATOR },
      pages: [],
      entries: ordered.map((entry) => harEntry(entry, keys)),
    },
  };
}
