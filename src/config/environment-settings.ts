import type { PathStyle } from "../catalog/define-action";
import { defaultEnvironment, type Environment, findEnvironment, type RuntimeConfig } from "./runtime-config";
import type { StoredSettings } from "./stored-settings";

/** The settings that follow the chosen environment. */
export interface TargetState {
  environment: string;
  baseUrl: string;
  pathStyle: PathStyle;
  timeoutSeconds: number;
  /** An IANA zone, or "" for the browser's. */
  timeZone: string;
  apiKey: string;
  rememberKey: boolean;
}

/** Keys per environment: remembered ones (stored) and the ones typed in this page (memory only). */
export interface KeyMemory {
  remembered: Record<string, string>;
  session: Record<string, string>;
}

/** An environment's own key: none for a name an object has of its own (`toString`, `constructor`). */
const keyFor = (keys: Record<string, string>, name: string): string | undefined =>
  Object.hasOwn(keys, name) ? keys[name] : undefined;

/** Where the console starts: the stored environment if config.json still has it, else the default. */
export function initialTarget(stored: StoredSettings, config: RuntimeConfig): { target: TargetState; keys: KeyMemory } {
  const env = (stored.environment && findEnvironment(config, stored.environment)) || defaultEnvironment(config);
  const same = env.name === stored.environment;
  const remembered = { ...stored.keys };
  if (stored.rememberKey && stored.apiKey && Object.keys(remembered).length === 0) remembered[env.name] = stored.apiKey;
  const key = keyFor(remembered, env.name);
  return {
    target: {
      environment: env.name,
      baseUrl: (same && stored.baseUrl) || env.baseUrl,
      pathStyle: (same && stored.pathStyle) || env.pathStyle,
      timeZone: same && stored.timeZone !== undefined ? stored.timeZone : (env.timeZone ?? ""),
      timeoutSeconds: stored.timeoutSeconds ?? config.defaultTimeoutSeconds,
      apiKey: key ?? "",
      rememberKey: key !== undefined,
    },
    keys: { remembered, session: {} },
  };
}

/** Every key a page holds: the one in use and the other environments' (in memory or remembered). */
export function keysHeld(keys: KeyMemory, current: string): string[] {
  const all = [current, ...Object.values(keys.session), ...Object.values(keys.remembered)];
  return [...new Set(all.filter((key) => key !== ""))];
}

/** The current environment's key goes into memory (and storage, if remembered) before leaving it. */
function settleKey(target: TargetState, keys: KeyMemory): KeyMemory {
  const { [target.environment]: _previous, ...remembered } = keys.remembered;
  if (target.rememberKey && target.apiKey) remembered[target.environment] = target.apiKey;
  return { remembered, session: { ...keys.session, [target.environment]: target.apiKey } };
}

/** Switching environment swaps the key too: a key never follows the user to another API. */
export function switchTarget<T extends TargetState>(
  target: T,
  keys: KeyMemory,
  next: Environment,
): { target: T; keys: KeyMemory } {
  const settled = settleKey(target, keys);
  const key = keyFor(settled.session, next.name) ?? keyFor(settled.remembered, next.name) ?? "";
  return {
    target: {
      ...target,
      environment: next.name,
      baseUrl: next.baseUrl,
      pathStyle: next.pathStyle,
      timeZone: next.timeZone ?? "",
      apiKey: key,
      rememberKey: keyFor(settled.remembered, next.name) !== undefined,
    },
    keys: settled,
  };
}

/** What to store: only what differs from config.json, and only the keys the user chose to remember. */
export function toStored(target: TargetState, keys: KeyMemory, config: RuntimeConfig): StoredSettings {
  const env = findEnvironment(config, target.environment);
  const stored: StoredSettings = { environment: target.environment, keys: settleKey(target, keys).remembered };
  if (target.baseUrl !== env?.baseUrl) stored.baseUrl = target.baseUrl;
  if (target.pathStyle !== env?.pathStyle) stored.pathStyle = target.pathStyle;
  if (target.timeZone !== (env?.timeZone ?? "")) stored.timeZone = target.timeZone;
  if (target.timeoutSeconds !== config.defaultTimeoutSeconds) stored.timeoutSeconds = target.timeoutSeconds;
  return stored;
}
