import type { RequestSpec } from "./request-spec";

export interface SnippetOptions {
  /** "variable" writes API_KEY and a line that sets it; "include" writes the key itself. */
  key: "variable" | "include";
}

/** What the line that sets the key holds: the user pastes their key there. */
export const KEY_PLACEHOLDER = "paste-your-api-key-here";

const BEARER = /^Bearer\s+/i;

export function isBearer(name: string, value: string): boolean {
  return name.toLowerCase() === "authorization" && BEARER.test(value);
}

/** True when the snippet refers to an API_KEY variable and so needs the line that sets it. */
export function usesKeyVariable(spec: RequestSpec, options: SnippetOptions): boolean {
  return options.key === "variable" && spec.headers.some(([name, value]) => isBearer(name, value));
}
