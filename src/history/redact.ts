import { splitAuthorization } from "../request/auth-header";
import { requestKey } from "../request/mask-key";
import type { RequestSpec } from "../request/request-spec";
import type { ResponseRecord } from "../request/response-record";
import { keysPattern } from "./redact-pattern";

export const REDACTED = "[redacted]";

/**
 * A bearer header keeps how it was written around the key (two spaces, quotes), so the history
 * shows what was sent wrong; any other scheme is redacted whole.
 */
export function redactHeaders(headers: readonly (readonly [string, string])[]): [string, string][] {
  return headers.map(([name, value]) => {
    if (name.toLowerCase() !== "authorization") return [name, value];
    const { before, key, after } = splitAuthorization(value.trim());
    return [name, /^bearer\s/i.test(before) && key !== "" ? `${before}${REDACTED}${after}` : REDACTED];
  });
}

/**
 * Replaces every copy of the keys in a text, in case a field, a URL or an answer echoed one, plain
 * or encoded (see keysPattern); built once for many texts. However short a key, a copy left behind
 * is a leak; a few false matches are the lesser harm. An empty key removes nothing.
 */
export function keyScrubber(keys: readonly (string | undefined)[]): (text: string) => string {
  const pattern = keysPattern(keys);
  return pattern ? (text) => text.replace(pattern, REDACTED) : (text) => text;
}

/** The request without its key: the header redacted and any copy of the key elsewhere replaced. */
export function redactRequest(spec: RequestSpec, key: string | undefined = requestKey(spec)): RequestSpec {
  const scrub = keyScrubber([key]);
  const redacted: RequestSpec = {
    method: spec.method,
    url: scrub(spec.url),
    headers: redactHeaders(spec.headers).map(([name, value]) => [name, scrub(value)]),
  };
  if (spec.body !== undefined) redacted.body = scrub(spec.body);
  return redacted;
}

/**
 * An answer without any copy of the keys, in its texts and headers: what a run that keeps answers
 * (a batch's journal, its results file) keeps of an API that echoes the key back.
 */
export function scrubRecord(record: ResponseRecord, keys: readonly (string | undefined)[]): ResponseRecord {
  const scrub = keyScrubber(keys);
  if (record.kind === "failure") return { ...record, detail: scrub(record.detail) };
  return {
    ...record,
    statusText: scrub(record.statusText),
    headers: record.headers.map(([name, value]) => [name, scrub(value)]),
    body: scrub(record.body),
  };
}
