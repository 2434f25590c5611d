import { authorizationKey, splitAuthorization } from "./auth-header";
import { writtenKeyPattern } from "./key-forms";
import type { RequestSpec } from "./request-spec";

const MASK = "•".repeat(8);

/**
 * The key a request carries: the token of its Authorization header, whatever the scheme, else the
 * key in use that no header carries (`RequestSpec.key`).
 */
export function requestKey(spec: RequestSpec): string | undefined {
  return authorizationKey(spec.headers) ?? spec.key;
}

/**
 * The text cut at every copy of the key, as typed or escaped, wholly or in part (writtenKeyPattern:
 * an extra parameter goes as written, so `sk%5Fdemo` is the key too): the pieces around them, one
 * more than the copies. What comes before `from` (a header's name, a URL's host and path) is kept
 * whole. The one place that finds the key for the preview's mask and the snippets' API_KEY alike.
 */
export function splitAtKey(text: string, key: string | undefined, from = 0): string[] {
  if (!key) return [text];
  const pieces = text.slice(from).split(new RegExp(writtenKeyPattern(key)));
  pieces[0] = text.slice(0, from) + pieces[0];
  return pieces;
}

/** Where a URL's query starts: a key typed into a query parameter can stand only after it. */
export function queryStart(url: string): number {
  const at = url.indexOf("?");
  return at === -1 ? url.length : at;
}

/** "sk_demo_funded" → "••••••••nded": enough to tell keys apart, not to use one. */
export function maskKey(key: string): string {
  return `${MASK}${key.length > 12 ? key.slice(-4) : ""}`;
}

/**
 * "Bearer sk_demo_funded" → "Bearer ••••••••nded", spaces and quotes around the key kept as
 * written; any other scheme is hidden whole.
 */
export function maskAuthorization(value: string): string {
  const { before, key, after } = splitAuthorization(value);
  return /^bearer\s/i.test(before) ? `${before}${maskKey(key)}${after}` : MASK;
}

const masked = (pieces: string[], key: string | undefined) => pieces.join(key ? maskKey(key) : "");

/** The headers as they should be displayed: the key masked unless the user revealed it. */
export function displayHeaders(spec: RequestSpec, revealKey: boolean): [string, string][] {
  if (revealKey) return spec.headers.map(([name, value]) => [name, value]);
  const key = requestKey(spec);
  return spec.headers.map(([name, value]) => [
    name,
    name.toLowerCase() === "authorization" ? maskAuthorization(value) : masked(splitAtKey(value, key), key),
  ]);
}

/** The URL as it should be displayed: a key typed into a query value masked unless revealed. */
export function displayUrl(spec: RequestSpec, revealKey: boolean): string {
  if (revealKey) return spec.url;
  const key = requestKey(spec);
  return masked(splitAtKey(spec.url, key, queryStart(spec.url)), key);
}
