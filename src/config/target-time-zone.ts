import { browserTimeZone, timeZoneName } from "../lib/time-zone-name";
import type { ConfigState } from "./config-state";

/** The zone an API's times without a zone are read in (see lib/zoned-time.ts). */
export interface TargetTimeZone {
  /** An IANA name. */
  zone: string;
  /** The browser's own: neither config.json nor Settings names one this browser knows. */
  browser: boolean;
}

/**
 * The target's time zone, the one answer every reader of times asks: the zone Settings holds for the
 * Base URL (config.json's for the environment, unless the person chose another), else the browser's.
 * A stored name this browser does not know counts as none.
 */
export function targetTimeZone(chosen: string, browser: string = browserTimeZone()): TargetTimeZone {
  const zone = timeZoneName(chosen);
  return zone === undefined ? { zone: browser, browser: true } : { zone, browser: false };
}

/** The time zone config.json wrote for an environment when it was set aside as unknown, as written. */
export function ignoredTimeZone(
  state: Pick<ConfigState, "config" | "ignored">,
  environment: string,
): string | undefined {
  const index = state.config.environments.findIndex((env) => env.name === environment);
  if (index === -1) return undefined;
  const found = state.ignored?.find(
    ({ path }) => path.length === 3 && path[0] === "environments" && path[1] === index && path[2] === "timeZone",
  );
  if (!found) return undefined;
  return typeof found.written === "string" ? found.written : JSON.stringify(found.written);
}
