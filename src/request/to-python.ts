import type { RequestSpec } from "./request-spec";
import { isBearer, KEY_PLACEHOLDER, type SnippetOptions, usesKeyVariable } from "./snippet-options";

// A JSON string literal is a valid Python string literal: same quotes, same escapes.
const py = (text: string) => JSON.stringify(text);

/** Renders the request with Python's requests; the body is sent as exact UTF-8 bytes. */
export function toPython(spec: RequestSpec, options: SnippetOptions): string {
  const useVariable = usesKeyVariable(spec, options);
  const headers = spec.headers.map(([name, value]) =>
    useVariable && isBearer(name, value)
      ? `        ${py(name)}: f"Bearer {API_KEY}",`
      : `        ${py(name)}: ${py(value)},`,
  );
  const lines = [
    "import requests",
    "",
    ...(useVariable ? [`API_KEY = ${py(KEY_PLACEHOLDER)}`, ""] : []),
    "response = requests.request(",
    `    ${py(spec.method)},`,
    `    ${py(spec.url)},`,
    ...(headers.length > 0 ? ["    headers={", ...headers, "    },"] : []),
    ...(spec.body !== undefined ? [`    data=${py(spec.body)}.encode("utf-8"),`] : []),
    "    timeout=30,",
    ")",
    "print(response.status_code, response.text)",
  ];
  return lines.join("\n");
}
