import { parseJson } from "../lib/parse-json";
import type { RequestSpec } from "./request-spec";
import { isBearer, KEY_PLACEHOLDER, type SnippetOptions, usesKeyVariable } from "./snippet-options";

/** The body as code: readable JSON when it round-trips exactly, else the exact string. */
function bodyExpression(body: string): string {
  const parsed = parseJson(body);
  if (parsed.ok && JSON.stringify(parsed.value) === body) {
    return `JSON.stringify(${JSON.stringify(parsed.value, null, 2).replaceAll("\n", "\n  ")})`;
  }
  return JSON.stringify(body);
}

/** Renders the request as JavaScript using fetch (browsers, Node 18+, Deno, Bun). */
export function toFetchSnippet(spec: RequestSpec, options: SnippetOptions): string {
  const useVariable = usesKeyVariable(spec, options);
  const headers = spec.headers.map(([name, value]) =>
    useVariable && isBearer(name, value)
      ? `    ${JSON.stringify(name)}: \`Bearer \${API_KEY}\`,`
      : `    ${JSON.stringify(name)}: ${JSON.stringify(value)},`,
  );
  const lines = [
    ...(useVariable ? [`const API_KEY = ${JSON.stringify(KEY_PLACEHOLDER)};`, ""] : []),
    `const response = await fetch(${JSON.stringify(spec.url)}, {`,
    `  method: ${JSON.stringify(spec.method)},`,
    ...(headers.length > 0 ? ["  headers: {", ...headers, "  },"] : []),
    ...(spec.body !== undefined ? [`  body: ${bodyExpression(spec.body)},`] : []),
    "});",
    "console.log(response.status, await response.text());",
  ];
  return lines.join("\n");
}
