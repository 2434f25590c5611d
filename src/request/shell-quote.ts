import type { RequestSpec } from "./request-spec";
import { KEY_PLACEHOLDER, type SnippetOptions, usesKeyVariable } from "./snippet-options";

/** Quotes a string for POSIX shells: single quotes, with embedded ones closed and escaped. */
export function shellQuote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

// biome-ignore lint/suspicious/noTemplateCurlyInString: the shell's own braces, before a name character
const BRACED = "${API_KEY}";

/** Pieces of text as one shell word, with the shell's $API_KEY between them (see splitAtKey). */
export function shellWord(pieces: readonly string[]): string {
  const [first = "", ...rest] = pieces;
  if (rest.length === 0) return shellQuote(first);
  // One double-quoted word reads best, while no piece holds what double quotes would expand.
  if (!pieces.some((piece) => /["$`\\!]/.test(piece))) {
    return `"${rest.reduce((word, piece) => `${word}${/^\w/.test(piece) ? BRACED : "$API_KEY"}${piece}`, first)}"`;
  }
  return pieces.map((piece, at) => `${at > 0 ? '"$API_KEY"' : ""}${piece ? shellQuote(piece) : ""}`).join("");
}

/** Joins a command's parts with " \" line breaks, after the line that sets $API_KEY if needed. */
export function shellCommand(spec: RequestSpec, options: SnippetOptions, parts: string[]): string {
  const command = parts.join(" \\\n  ");
  return usesKeyVariable(spec, options) ? `export API_KEY=${shellQuote(KEY_PLACEHOLDER)}\n${command}` : command;
}
