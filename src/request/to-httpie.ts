import { queryStart, splitAtKey } from "./mask-key";
import type { RequestSpec } from "./request-spec";
import { shellCommand, shellQuote, shellWord } from "./shell-quote";
import { type SnippetOptions, variableKey } from "./snippet-options";

/** Renders the request for HTTPie 3.2+: headers as Name:Value items, the body with --raw. */
export function toHttpie(spec: RequestSpec, options: SnippetOptions): string {
  const key = variableKey(spec, options);
  const parts = [`http ${spec.method} ${shellWord(splitAtKey(spec.url, key, queryStart(spec.url)))}`];
  for (const [name, value] of spec.headers) {
    const item = `${name}:${value}`;
    parts.push(shellWord(splitAtKey(item, key, item.length - value.length)));
  }
  // "--raw=": as a separate word, a body starting with "-" would be read as an option.
  if (spec.body !== undefined) parts.push(`--raw=${shellQuote(spec.body)}`);
  return shellCommand(spec, options, parts);
}
