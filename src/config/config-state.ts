import { BUILT_IN_CONFIG, type RuntimeConfig } from "./runtime-config";

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

export function fallback(summary: string, details: string[] = []): ConfigState {
  return { ...BUILT_IN_STATE, problem: { summary, details } };
}

/** config.json with mistakes, each line saying where and what: only demo mode is available. */
export function mistakesState(details: string[]): ConfigState {
  const mistakes = details.length === 1 ? "1 mistake" : `${details.length} mistakes`;
  return fallback(`config.json has ${mistakes}, so only demo mode is available.`, details);
}
