import { BUILT_IN_CONFIG, type RuntimeConfig } from "./runtime-config";

/** Why config.json could not be used, as data: the page words it in the console's language. */
export type ConfigCause =
  | { kind: "http"; status: number }
  | { kind: "timeout"; seconds: number }
  | { kind: "unreachable" }
  | { kind: "not-json" }
  | { kind: "mistakes"; count: number };

export interface ConfigProblem {
  cause: ConfigCause;
  /** One line per thing to fix, e.g. "environments[1].baseUrl: …". */
  details: string[];
}

/** A value of config.json that was wrong and set aside, the rest of the file being used (see ignoredWhenWrong). */
export interface IgnoredValue {
  path: PropertyKey[];
  /** As written in the file. */
  written: unknown;
  /** "environments[1].timeZone: …", as a mistake is described. */
  detail: string;
}

export interface ConfigState {
  config: RuntimeConfig;
  source: "file" | "built-in";
  /** Set when config.json exists but cannot be used: the console falls back to demo mode. */
  problem?: ConfigProblem;
  /** Wrong values the console works without, each said where it matters (a time zone in Settings). */
  ignored?: IgnoredValue[];
}

export const BUILT_IN_STATE: ConfigState = { config: BUILT_IN_CONFIG, source: "built-in" };

export function fallback(cause: ConfigCause, details: string[] = []): ConfigState {
  return { ...BUILT_IN_STATE, problem: { cause, details } };
}

/** config.json with mistakes, each line saying where and what: only demo mode is available. */
export function mistakesState(details: string[]): ConfigState {
  return fallback({ kind: "mistakes", count: details.length }, details);
}
