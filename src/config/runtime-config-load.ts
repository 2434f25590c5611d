import type * as core from "zod/v4/core";
import { BUILT_IN_STATE, type ConfigState, fallback, mistakesState } from "./config-state";
import { runtimeConfigSchema } from "./runtime-config";

export { BUILT_IN_STATE, type ConfigProblem, type ConfigState, type IgnoredValue } from "./config-state";

export const CONFIG_TIMEOUT_MS = 5_000;

/**
 * The code that reads and words what is wrong with a config.json (config-issues.ts), fetched only
 * by a page whose file has a problem, never by one whose file is fine.
 */
export const loadConfigIssues = () => import("./config-issues");

export interface LoadOptions {
  configUrl: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

/** Fetches and checks config.json. Always resolves: a problem becomes a state the screen explains. */
export async function loadRuntimeConfig({
  configUrl,
  fetchImpl = (input, init) => fetch(input, init),
  timeoutMs = CONFIG_TIMEOUT_MS,
}: LoadOptions): Promise<ConfigState> {
  const timeout = AbortSignal.timeout(timeoutMs);
  let text: string;
  try {
    // no-cache: a changed config.json must apply at the next load, whatever the server's headers say.
    const response = await fetchImpl(configUrl, { cache: "no-cache", credentials: "same-origin", signal: timeout });
    if (response.status === 404) return BUILT_IN_STATE;
    if (!response.ok) return fallback({ kind: "http", status: response.status });
    // Hosts that rewrite unknown paths to index.html answer a missing file with a page.
    if (response.headers.get("content-type")?.includes("text/html")) return BUILT_IN_STATE;
    text = await response.text();
  } catch (error) {
    if (timeout.aborted) return fallback({ kind: "timeout", seconds: timeoutMs / 1000 });
    return fallback({ kind: "unreachable" }, [error instanceof Error ? error.message : String(error)]);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return fallback({ kind: "not-json" }, [error instanceof Error ? error.message : String(error)]);
  }
  const result = runtimeConfigSchema(configUrl).safeParse(json);
  if (result.success) return { config: result.data, source: "file" };
  return withMistakes(json, configUrl, result.error);
}

/**
 * A config.json with mistakes: the values the console can work without are set aside and the rest
 * used, and each mistake is worded on a line of its own (config-issues.ts, with its "did you mean"),
 * by code fetched only for such a file, never by a page whose file is fine. If that code cannot be
 * fetched, zod's own message for each mistake stands in.
 */
async function withMistakes(json: unknown, configUrl: string, error: core.$ZodError): Promise<ConfigState> {
  try {
    const { parseRuntimeConfig } = await loadConfigIssues();
    return parseRuntimeConfig(json, configUrl);
  } catch {
    return mistakesState(error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`));
  }
}
