import type { RequestSpec } from "./request-spec";
import { isBearer, KEY_PLACEHOLDER, type SnippetOptions, usesKeyVariable } from "./snippet-options";

/** Quotes a string for POSIX shells: single quotes, with embedded ones closed and escaped. */
export function shellQuote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

/** A header as a shell word, with the key left to the shell's $API_KEY when asked. */
export function shellHeader(name: string, value: string, separator: string, options: SnippetOptions): string {
  if (options.key === "variable" && isBearer(name, value)) return `"${name}${separator}Bearer $API_KEY"`;
  return shellQuote(`${name}${separator}${value}`);
}

/** Joins a command's parts with " \" line breaks, after the line that sets $API_KEY if needed. */
export function shellCommand(spec: RequestSpec, options: SnippetOptions, parts: string[]): string {
  const command = parts.join(" \\\n  ");
  return usesKeyVariable(spec, options) ? `export API_KEY=${shellQuote(KEY_PLACEHOLDER)}\n${command}` : command;
}
