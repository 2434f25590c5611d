import type { RequestSpec } from "./request-spec";
import { shellCommand, shellHeader, shellQuote } from "./shell-quote";
import type { SnippetOptions } from "./snippet-options";

/** Renders the request for HTTPie 3.2+: headers as Name:Value items, the body with --raw. */
export function toHttpie(spec: RequestSpec, options: SnippetOptions): string {
  const parts = [`http ${spec.method} ${shellQuote(spec.url)}`];
  for (const [name, value] of spec.headers) parts.push(shellHeader(name, value, ":", options));
  if (spec.body !== undefined) parts.push(`--raw ${shellQuote(spec.body)}`);
  return shellCommand(spec, options, parts);
}
