import { queryStart, splitAtKey } from "./mask-key";
import type { RequestSpec } from "./request-spec";
import { shellCommand, shellWord } from "./shell-quote";
import { type SnippetOptions, variableKey } from "./snippet-options";

/** Renders the request as a cURL command: parts joined by " \" and a newline. */
export function toCurl(spec: RequestSpec, options: SnippetOptions): string {
  const key = variableKey(spec, options);
  const url = shellWord(splitAtKey(spec.url, key, queryStart(spec.url)));
  // -g: curl would read brackets and braces (a query written so) as a pattern for several requests.
  const globoff = /[[\]{}]/.test(spec.url) ? "-g " : "";
  const parts = [spec.method === "GET" ? `curl ${globoff}${url}` : `curl ${globoff}-X ${spec.method} ${url}`];
  for (const [name, value] of spec.headers) {
    const header = `${name}: ${value}`;
    parts.push(`-H ${shellWord(splitAtKey(header, key, header.length - value.length))}`);
  }
  if (spec.body !== undefined) parts.push(`--data-raw ${shellWord(splitAtKey(spec.body, key))}`);
  return shellCommand(spec, options, parts);
}
