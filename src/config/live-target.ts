import { environmentsOf, findEnvironment, type RuntimeConfig } from "./runtime-config";

function apiBase(text: string): string | undefined {
  try {
    const url = new URL(text.trim());
    return url.origin + url.pathname.replace(/\/+$/, "");
  } catch {
    return undefined;
  }
}

/**
 * Real money is at stake when the chosen environment is live, or when the Base URL was
 * edited to point at a live environment's API: warning too often costs a glance, too rarely
 * costs money.
 */
export function isLiveTarget(config: RuntimeConfig, environment: string, baseUrl: string): boolean {
  if (findEnvironment(config, environment)?.live) return true;
  const target = apiBase(baseUrl);
  return target !== undefined && environmentsOf(config).some((env) => env.live && apiBase(env.baseUrl) === target);
}
