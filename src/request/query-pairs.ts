/**
 * A query string as written: its `name=value` pairs in order, neither decoded (`%20` and `+` stay as
 * they are), split at the first `=`; a pair without one has no value (`?flag`), and empty pairs
 * (`&&`) are left out. `search` is a URL's, with or without its `?`.
 */
export function writtenPairs(search: string): [string, string | undefined][] {
  const text = search.startsWith("?") ? search.slice(1) : search;
  return text
    .split("&")
    .filter((pair) => pair !== "")
    .map((pair) => {
      const at = pair.indexOf("=");
      return at === -1 ? [pair, undefined] : [pair.slice(0, at), pair.slice(at + 1)];
    });
}

/** A pair as written, decoded as a form reads a query (`+` is a space). */
export function decodedPair(name: string, value: string): [string, string] {
  const [decoded] = new URLSearchParams(`${name}=${value}`);
  return decoded ?? [name, value];
}

/**
 * Typed text as a form writes it in a query (`a b&c` as `a+b%26c`): how the form's own parameters
 * go, and what extra parameters saved before they were sent as written (forms and share links of
 * version 1) meant on the wire.
 */
export function encodedRow(row: { name: string; value: string }): { name: string; value: string } {
  const pair = new URLSearchParams([[row.name, row.value]]).toString();
  const at = pair.indexOf("=");
  return { name: pair.slice(0, at), value: pair.slice(at + 1) };
}

/**
 * Written text as a URL keeps it: tabs and line breaks taken out (`sk_\tlive` goes as `sk_live`).
 * What keeps an extra parameter outside the request (a saved form, a share link) keeps it so, so
 * that a key the URL puts together is seen, and taken out, there too.
 */
const asSent = (text: string) => text.replace(/[\t\n\r]/g, "");

/**
 * An extra parameter as sent, with the keys taken out of it as the URL holds it: its name and value
 * joined by "=", so a key that holds "=" and was typed across both is found too (then the row is
 * what is left, cut at its first "=").
 */
export function scrubbedRow(scrub: (text: string) => string, row: { name: string; value: string }) {
  const name = scrub(asSent(row.name));
  const value = scrub(asSent(row.value));
  const pair = scrub(`${asSent(row.name)}=${asSent(row.value)}`);
  if (pair === `${name}=${value}`) return { name, value };
  const at = pair.indexOf("=");
  return at === -1 ? { name: pair, value: "" } : { name: pair.slice(0, at), value: pair.slice(at + 1) };
}
