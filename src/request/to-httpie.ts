import { queryStart, splitAtKey } from "./mask-key";
import type { RequestSpec } from "./request-spec";
import { reencodedNote } from "./requests-reencodes";
import { shellCommand, shellWord } from "./shell-quote";
import { type SnippetOptions, variableKey } from "./snippet-options";

const BEARER = "Bearer ";

/**
 * Renders the request for HTTPie 3.2+: headers as Name:Value items, the body with --raw. The key
 * goes through --auth-type=bearer, which HTTPie sends as it is: in an item, a backslash before
 * ":", "=", "@" or ";" is taken as an escape and dropped, so a key such as `a\:b` would change.
 */
export function toHttpie(spec: RequestSpec, options: SnippetOptions): string {
  const key = variableKey(spec, options);
  const bearer = spec.headers.find(
    ([name, value]) =>
      name.toLowerCase() === "authorization" && value.startsWith(BEARER) && value.length > BEARER.length,
  );
  // Options stand before the method and URL: after them, HTTPie reads only request items.
  const auth = bearer ? ` --auth-type=bearer --auth=${shellWord(splitAtKey(bearer[1].slice(BEARER.length), key))}` : "";
  const parts = [`http${auth} ${spec.method} ${shellWord(splitAtKey(spec.url, key, queryStart(spec.url)))}`];
  for (const header of spec.headers) {
    if (header === bearer) continue;
    const [name, value] = header;
    const item = `${name}:${value}`;
    parts.push(shellWord(splitAtKey(item, key, item.length - value.length)));
  }
  // "--raw=": as a separate word, a body starting with "-" would be read as an option.
  if (spec.body !== undefined) parts.push(`--raw=${shellWord(splitAtKey(spec.body, key))}`);
  return [...reencodedNote("HTTPie (through Python's requests)", spec.url), shellCommand(spec, options, parts)].join(
    "\n",
  );
}
