import { isJsonObject, parseJson } from "../lib/parse-json";
import { displayHeaders, displayUrl, maskKey, requestKey, splitAtKey } from "../request/mask-key";
import type { RequestSpec } from "../request/request-spec";
import { diffJson, formatPath } from "./json-diff";

export interface RequestChange {
  /** "method", "URL", a header's name, "body" or a body path such as `body.product_id`. */
  part: string;
  kind: "added" | "removed" | "changed";
  before?: string;
  after?: string;
}

const MAX_CHARS = 200;
const cut = (text: string) => (text.length > MAX_CHARS ? `${text.slice(0, MAX_CHARS)}…` : text);

function change(part: string, before: string | undefined, after: string | undefined): RequestChange[] {
  if (before === after) return [];
  if (before === undefined) return [{ part, kind: "added", after: cut(after ?? "") }];
  if (after === undefined) return [{ part, kind: "removed", before: cut(before) }];
  return [{ part, kind: "changed", before: cut(before), after: cut(after) }];
}

/** Header values by name (case aside), masked as the preview shows them; repeats joined. */
function headerMap(spec: RequestSpec): Map<string, { name: string; value: string }> {
  const map = new Map<string, { name: string; value: string }>();
  for (const [name, value] of displayHeaders(spec, false)) {
    const seen = map.get(name.toLowerCase());
    map.set(name.toLowerCase(), { name: seen?.name ?? name, value: seen ? `${seen.value}, ${value}` : value });
  }
  return map;
}

function bodyChanges(before: string | undefined, after: string | undefined): RequestChange[] {
  const left = parseJson(before ?? "");
  const right = parseJson(after ?? "");
  if (!left.ok || !right.ok || !isJsonObject(left.value) || !isJsonObject(right.value)) {
    return change("body", before, after);
  }
  // Two JSON objects: field by field, so a string that became a number is one row.
  return diffJson(left.value, right.value).changes.map((item) => {
    const part = `body.${formatPath(item.path)}`;
    const show = (value: unknown) => cut(JSON.stringify(value) ?? "undefined");
    if (item.kind === "added") return { part, kind: "added", after: show(item.after) };
    if (item.kind === "removed") return { part, kind: "removed", before: show(item.before) };
    return { part, kind: "changed", before: show(item.before), after: show(item.after) };
  });
}

/**
 * What differs between two requests: method, URL, headers by name and the body (JSON objects
 * member by member, else as text). The key is masked as in the preview, wherever it stands.
 */
export function diffRequests(before: RequestSpec, after: RequestSpec): RequestChange[] {
  const keys = [requestKey(before), requestKey(after)];
  const mask = (text: string) => {
    let masked = text;
    for (const key of keys) if (key) masked = splitAtKey(masked, key).join(maskKey(key));
    return masked;
  };
  const changes = [
    ...change("method", before.method, after.method),
    ...change("URL", displayUrl(before, false), displayUrl(after, false)),
  ];
  const left = headerMap(before);
  const right = headerMap(after);
  for (const [lower, { name, value }] of left) changes.push(...change(name, value, right.get(lower)?.value));
  for (const [lower, { name, value }] of right) if (!left.has(lower)) changes.push(...change(name, undefined, value));
  const body = bodyChanges(before.body, after.body);
  return [
    ...changes,
    ...body.map((item) => ({
      ...item,
      ...(item.before === undefined ? {} : { before: mask(item.before) }),
      ...(item.after === undefined ? {} : { after: mask(item.after) }),
    })),
  ];
}
