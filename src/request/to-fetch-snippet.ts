import { parseJson } from "../lib/parse-json";
import { queryStart, splitAtKey } from "./mask-key";
import type { RequestSpec } from "./request-spec";
import { KEY_PLACEHOLDER, type SnippetOptions, usesKeyVariable, variableKey } from "./snippet-options";

/** Pieces of text as a JavaScript string, in a template literal with API_KEY between them. */
function jsText(pieces: readonly string[]): string {
  if (pieces.length === 1) return JSON.stringify(pieces[0]);
  const literal = (piece: string) => JSON.stringify(piece).slice(1, -1).replaceAll("`", "\\`").replaceAll("${", "\\${");
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the snippet's own template literal
  return `\`${pieces.map(literal).join("${API_KEY}")}\``;
}

/** The body as code: readable JSON when it round-trips exactly and holds no key, else the exact string. */
function bodyExpression(body: string, key: string | undefined): string {
  const pieces = splitAtKey(body, key);
  if (pieces.length > 1) return jsText(pieces);
  const parsed = parseJson(body);
  if (parsed.ok && JSON.stringify(parsed.value) === body) {
    return `JSON.stringify(${JSON.stringify(parsed.value, null, 2).replaceAll("\n", "\n  ")})`;
  }
  return JSON.stringify(body);
}

/** Renders the request as JavaScript using fetch (browsers, Node 18+, Deno, Bun). */
export function toFetchSnippet(spec: RequestSpec, options: SnippetOptions): string {
  const key = variableKey(spec, options);
  const headers = spec.headers.map(
    ([name, value]) => `    ${JSON.stringify(name)}: ${jsText(splitAtKey(value, key))},`,
  );
  const lines = [
    ...(usesKeyVariable(spec, options) ? [`const API_KEY = ${JSON.stringify(KEY_PLACEHOLDER)};`, ""] : []),
    `const response = await fetch(${jsText(splitAtKey(spec.url, key, queryStart(spec.url)))}, {`,
    `  method: ${JSON.stringify(spec.method)},`,
    ...(headers.length > 0 ? ["  headers: {", ...headers, "  },"] : []),
    ...(spec.body !== undefined ? [`  body: ${bodyExpression(spec.body, key)},`] : []),
    "});",
    "console.log(response.status, await response.text());",
  ];
  return lines.join("\n");
}
