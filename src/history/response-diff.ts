import { parseJson } from "../lib/parse-json";
import type { ResponseRecord } from "../request/response-record";
import { statusText } from "../response/status-text";
import { diffJson, type JsonDiff } from "./json-diff";

export type HeaderChange =
  | { kind: "added"; name: string; after: string }
  | { kind: "removed"; name: string; before: string }
  | { kind: "changed"; name: string; before: string; after: string };

export type BodyComparison =
  | ({ kind: "json" } & JsonDiff)
  /** Not both JSON: compared as text. Which of the two bodies is not JSON, for the words. */
  | { kind: "text"; same: boolean; notJson: "both" | "first" | "second" }
  /** A request got no answer: there is no body to compare. */
  | { kind: "none" };

/** An answer's status line as HTTP spells it, or the kind of failure when none came. */
export type Outcome = { kind: "http"; status: string } | { kind: "failure"; failure: string };

export interface ResponseComparison {
  status: { before: Outcome; after: Outcome; same: boolean };
  headers: HeaderChange[];
  body: BodyComparison;
}

/** Most body changes listed: two unrelated 5 MB lists would otherwise make a page of millions. */
export const MAX_BODY_CHANGES = 500;

function outcome(record: ResponseRecord): Outcome {
  return record.kind === "failure"
    ? { kind: "failure", failure: record.failure }
    : { kind: "http", status: outcomeLabel(record) };
}

export function outcomeLabel(record: ResponseRecord): string {
  if (record.kind === "failure") return `No response (${record.failure})`;
  return `${record.status} ${statusText(record.status, record.statusText)}`.trim();
}

/** Header names compared without regard to case; repeated headers joined as HTTP allows. */
function headerMap(record: ResponseRecord): Map<string, { name: string; value: string }> {
  const map = new Map<string, { name: string; value: string }>();
  if (record.kind !== "http") return map;
  for (const [name, value] of record.headers) {
    const key = name.toLowerCase();
    const seen = map.get(key);
    map.set(key, seen ? { name: seen.name, value: `${seen.value}, ${value}` } : { name, value });
  }
  return map;
}

export function diffHeaders(before: ResponseRecord, after: ResponseRecord): HeaderChange[] {
  const left = headerMap(before);
  const right = headerMap(after);
  const changes: HeaderChange[] = [];
  for (const [key, { name, value }] of left) {
    const other = right.get(key);
    if (!other) changes.push({ kind: "removed", name, before: value });
    else if (other.value !== value) changes.push({ kind: "changed", name, before: value, after: other.value });
  }
  for (const [key, { name, value }] of right) if (!left.has(key)) changes.push({ kind: "added", name, after: value });
  return changes;
}

function compareBodies(before: ResponseRecord, after: ResponseRecord): BodyComparison {
  if (before.kind !== "http" || after.kind !== "http") return { kind: "none" };
  const left = parseJson(before.body);
  const right = parseJson(after.body);
  if (left.ok && right.ok) return { kind: "json", ...diffJson(left.value, right.value, MAX_BODY_CHANGES) };
  const notJson = !left.ok && !right.ok ? "both" : !left.ok ? "first" : "second";
  return { kind: "text", same: before.body === after.body, notJson };
}

/** Two answers side by side: status, headers and the JSON bodies path by path. */
export function compareResponses(before: ResponseRecord, after: ResponseRecord): ResponseComparison {
  return {
    status: { before: outcome(before), after: outcome(after), same: outcomeLabel(before) === outcomeLabel(after) },
    headers: diffHeaders(before, after),
    body: compareBodies(before, after),
  };
}
