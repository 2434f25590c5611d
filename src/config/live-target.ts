import { sameApiBase } from "../request/base-url";
import { environmentsOf, findEnvironment, type RuntimeConfig } from "./runtime-config";

/**
 * Real money is at stake when the chosen environment is live, or when the Base URL was
 * edited to point at a live environment's API: warning too often costs a glance, too rarely
 * costs money.
 */
export function isLiveTarget(config: RuntimeConfig, environment: string, baseUrl: string): boolean {
  if (findEnvironment(config, environment)?.live) return true;
  return environmentsOf(config).some((env) => env.live && sameApiBase(env.baseUrl, baseUrl));
}
