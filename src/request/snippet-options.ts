import { requestKey } from "./mask-key";
import type { RequestSpec } from "./request-spec";

export interface SnippetOptions {
  /** "variable" writes API_KEY and a line that sets it; "include" writes the key itself. */
  key: "variable" | "include";
}

/** What the line that sets the key holds: the user pastes their key there. */
export const KEY_PLACEHOLDER = "paste-your-api-key-here";

/**
 * The key a snippet writes as its API_KEY variable wherever it stands (the Authorization header,
 * a query value), or none when the user includes the key itself. Each language writes the pieces
 * of splitAtKey with its variable between them.
 */
export function variableKey(spec: RequestSpec, options: SnippetOptions): string | undefined {
  return options.key === "variable" ? requestKey(spec) : undefined;
}

/** True when the snippet refers to an API_KEY variable and so needs the line that sets it. */
export function usesKeyVariable(spec: RequestSpec, options: SnippetOptions): boolean {
  return variableKey(spec, options) !== undefined;
}
