import type { RequestSpec } from "../request/request-spec";

/** What an Authorization header becomes in the history and in every export. */
export const REDACTED_BEARER = "Bearer [redacted]";
export const REDACTED = "[redacted]";

const BEARER = /^Bearer\s+(.+)$/i;

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

/**
 * The ways a key can be written into a URL, a form body or a JSON text: a server that echoes
 * it back encoded leaks it as surely as one that echoes it plain.
 */
export function keyForms(key: string): string[] {
  const json = JSON.stringify(key).slice(1, -1);
  const forms = [
    key,
    encodeURIComponent(key),
    new URLSearchParams({ k: key }).toString().slice(2),
    json,
    json.replaceAll("/", "\\/"),
  ];
  return [...new Set(forms)];
}

/**
 * Replaces every copy of the key in a text, in case a field, a URL or an answer echoed it.
 * However short the key, a copy left behind is a leak; a few false matches are the lesser harm.
 */
export function scrubKey(text: string, key: string | undefined): string {
  return scrubKeys(text, [key]);
}

/** Every copy of any of the keys removed: the key of the send and the one in use now. */
export function scrubKeys(text: string, keys: readonly (string | undefined)[]): string {
  const forms = [...new Set(keys.flatMap((key) => (key ? keyForms(key) : [])))];
  // Longest first, so a key or form that contains another is replaced whole.
  forms.sort((a, b) => b.length - a.length);
  let scrubbed = text;
  for (const form of forms) scrubbed = scrubbed.replaceAll(form, REDACTED);
  return scrubbed;
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
