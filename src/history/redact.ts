import type { RequestSpec } from "../request/request-spec";

/** What an Authorization header becomes in the history and in every export. */
export const REDACTED_BEARER = "Bearer [redacted]";
export const REDACTED = "[redacted]";

const BEARER = /^Bearer\s+(.+)$/i;

// A shorter "key" would match ordinary text all over a body; real keys are much longer.
const MIN_SCRUBBED_LENGTH = 8;

/** The key a request carries, if it has a bearer Authorization header. */
export function bearerKey(headers: readonly (readonly [string, string])[]): string | undefined {
  for (const [name, value] of headers) {
    if (name.toLowerCase() === "authorization") return BEARER.exec(value)?.[1]?.trim() || undefined;
  }
  return undefined;
}

export function redactHeaders(headers: readonly (readonly [string, string])[]): [string, string][] {
  return headers.map(([name, value]) => {
    if (name.toLowerCase() !== "authorization") return [name, value];
    return [name, BEARER.test(value) ? REDACTED_BEARER : REDACTED];
  });
}

/** Replaces every copy of the key in a text, in case a field, a URL or an answer echoed it. */
export function scrubKey(text: string, key: string | undefined): string {
  if (!key || key.length < MIN_SCRUBBED_LENGTH || !text.includes(key)) return text;
  return text.replaceAll(key, REDACTED);
}

/** The request without its key: the header redacted and any copy of the key elsewhere replaced. */
export function redactRequest(spec: RequestSpec, key: string | undefined = bearerKey(spec.headers)): RequestSpec {
  const redacted: RequestSpec = {
    method: spec.method,
    url: scrubKey(spec.url, key),
    headers: redactHeaders(spec.headers).map(([name, value]) => [name, scrubKey(value, key)]),
  };
  if (spec.body !== undefined) redacted.body = scrubKey(spec.body, key);
  return redacted;
}
