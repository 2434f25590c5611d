import { useMemo } from "react";
import { type TargetTimeZone, targetTimeZone } from "../config/target-time-zone";
import { useSettings } from "./settings-context";

/** The target's time zone (config/target-time-zone.ts), for React: what times without a zone are read in. */
export function useTimeZone(): TargetTimeZone {
  const { settings } = useSettings();
  return useMemo(() => targetTimeZone(settings.timeZone), [settings.timeZone]);
}
