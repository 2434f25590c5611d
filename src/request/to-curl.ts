import type { RequestSpec } from "./request-spec";
import { shellCommand, shellHeader, shellQuote } from "./shell-quote";
import type { SnippetOptions } from "./snippet-options";

/** Renders the request as a cURL command: parts joined by " \" and a newline. */
export function toCurl(spec: RequestSpec, options: SnippetOptions): string {
  const parts = [
    spec.method === "GET" ? `curl ${shellQuote(spec.url)}` : `curl -X ${spec.method} ${shellQuote(spec.url)}`,
  ];
  for (const [name, value] of spec.headers) parts.push(`-H ${shellHeader(name, value, ": ", options)}`);
  if (spec.body !== undefined) parts.push(`--data-raw ${shellQuote(spec.body)}`);
  return shellCommand(spec, options, parts);
}
