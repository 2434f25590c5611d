import { describeIssues } from "./config-issues";
import { BUILT_IN_CONFIG, type RuntimeConfig, runtimeConfigSchema } from "./runtime-config";

export interface ConfigProblem {
  summary: string;
  /** One line per thing to fix, e.g. "environments[1].baseUrl: …". */
  details: string[];
}

export interface ConfigState {
  config: RuntimeConfig;
  source: "file" | "built-in";
  /** Set when config.json exists but cannot be used: the console falls back to demo mode. */
  problem?: ConfigProblem;
}

export const BUILT_IN_STATE: ConfigState = { config: BUILT_IN_CONFIG, source: "built-in" };

export const CONFIG_TIMEOUT_MS = 5_000;

function fallback(summary: string, details: string[] = []): ConfigState {
  return { ...BUILT_IN_STATE, problem: { summary, details } };
}

/** Checks parsed config.json text. Relative base URLs are resolved against the file's own URL. */
export function parseRuntimeConfig(json: unknown, configUrl: string): ConfigState {
  const result = runtimeConfigSchema(configUrl).safeParse(json);
  if (result.success) return { config: result.data, source: "file" };
  const details = describeIssues(result.error);
  const mistakes = details.length === 1 ? "1 mistake" : `${details.length} mistakes`;
  return fallback(`config.json has ${mistakes}, so only demo mode is available.`, details);
}

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
    if (!response.ok) return fallback(`config.json could not be loaded: HTTP ${response.status}.`);
    // Hosts that rewrite unknown paths to index.html answer a missing file with a page.
    if (response.headers.get("content-type")?.includes("text/html")) return BUILT_IN_STATE;
    text = await response.text();
  } catch (error) {
    if (timeout.aborted) return fallback(`config.json did not arrive within ${timeoutMs / 1000} s.`);
    return fallback("config.json could not be loaded.", [error instanceof Error ? error.message : String(error)]);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return fallback("config.json is not valid JSON, so only demo mode is available.", [
      error instanceof Error ? error.message : String(error),
    ]);
  }
  return parseRuntimeConfig(json, configUrl);
}
