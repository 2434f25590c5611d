import type { RequestSpec } from "./request-spec";
import { shellQuote } from "./shell-quote";

export interface SnippetOptions {
  /** "variable" writes $API_KEY and a line that sets it; "include" writes the key itself. */
  key: "variable" | "include";
}

export const KEY_VARIABLE_LINE = "export API_KEY='paste-your-api-key-here'";

const BEARER = /^Bearer\s+/i;

function headerArgument(name: string, value: string, options: SnippetOptions): string {
  if (options.key === "variable" && name.toLowerCase() === "authorization" && BEARER.test(value)) {
    return `-H "${name}: Bearer $API_KEY"`;
  }
  return `-H ${shellQuote(`${name}: ${value}`)}`;
}

/** True when the rendered snippet refers to $API_KEY and so needs the line that sets it. */
export function usesKeyVariable(spec: RequestSpec, options: SnippetOptions): boolean {
  return options.key === "variable" && spec.headers.some(([name]) => name.toLowerCase() === "authorization");
}

/** Renders the request as a cURL command: parts joined by " \" and a newline. */
export function toCurl(spec: RequestSpec, options: SnippetOptions): string {
  const parts = [
    spec.method === "GET" ? `curl ${shellQuote(spec.url)}` : `curl -X ${spec.method} ${shellQuote(spec.url)}`,
  ];
  for (const [name, value] of spec.headers) parts.push(headerArgument(name, value, options));
  if (spec.body !== undefined) parts.push(`--data-raw ${shellQuote(spec.body)}`);
  const command = parts.join(" \\\n  ");
  return usesKeyVariable(spec, options) ? `${KEY_VARIABLE_LINE}\n${command}` : command;
}
