import type { RequestSpec } from "./request-spec";
import type { SnippetOptions } from "./snippet-options";
import { toCurl } from "./to-curl";
import { toFetchSnippet } from "./to-fetch-snippet";
import { toHttpie } from "./to-httpie";
import { toPython } from "./to-python";

export interface SnippetLanguage {
  id: "curl" | "fetch" | "httpie" | "python";
  label: string;
  render: (spec: RequestSpec, options: SnippetOptions) => string;
}

/** Every way the console can write a request out, in the order it offers them. */
export const snippetLanguages: readonly SnippetLanguage[] = [
  { id: "curl", label: "cURL", render: toCurl },
  { id: "fetch", label: "JavaScript fetch", render: toFetchSnippet },
  { id: "httpie", label: "HTTPie", render: toHttpie },
  { id: "python", label: "Python requests", render: toPython },
];
