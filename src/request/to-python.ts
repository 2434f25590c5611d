import { queryStart, splitAtKey } from "./mask-key";
import type { RequestSpec } from "./request-spec";
import { reencodedNote } from "./requests-reencodes";
import { KEY_PLACEHOLDER, type SnippetOptions, usesKeyVariable, variableKey } from "./snippet-options";

// A JSON string literal is a valid Python string literal: same quotes, same escapes.
const py = (text: string) => JSON.stringify(text);

/** Pieces of text as a Python string, an f-string with API_KEY between them. */
function pyText(pieces: readonly string[]): string {
  if (pieces.length === 1) return py(pieces[0] ?? "");
  const literal = (piece: string) => py(piece).slice(1, -1).replaceAll("{", "{{").replaceAll("}", "}}");
  return `f"${pieces.map(literal).join("{API_KEY}")}"`;
}

/** Renders the request with Python's requests; the body is sent as exact UTF-8 bytes. */
export function toPython(spec: RequestSpec, options: SnippetOptions): string {
  const key = variableKey(spec, options);
  const headers = spec.headers.map(([name, value]) => `        ${py(name)}: ${pyText(splitAtKey(value, key))},`);
  const lines = [
    ...reencodedNote("requests", spec.url),
    "import requests",
    "",
    ...(usesKeyVariable(spec, options) ? [`API_KEY = ${py(KEY_PLACEHOLDER)}`, ""] : []),
    "response = requests.request(",
    `    ${py(spec.method)},`,
    `    ${pyText(splitAtKey(spec.url, key, queryStart(spec.url)))},`,
    ...(headers.length > 0 ? ["    headers={", ...headers, "    },"] : []),
    ...(spec.body !== undefined ? [`    data=${pyText(splitAtKey(spec.body, key))}.encode("utf-8"),`] : []),
    "    timeout=30,",
    ")",
    "print(response.status_code, response.text)",
  ];
  return lines.join("\n");
}
