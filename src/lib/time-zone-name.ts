/**
 * Time zones by name, apart from the reading of times (zoned-time.ts), so that checking a zone named
 * in config.json costs the first screen a few lines, not the whole of zone arithmetic.
 */

/** The zone's canonical IANA name ("asia/jakarta" → "Asia/Jakarta"); undefined when Intl does not know it. */
export function timeZoneName(name: string): string | undefined {
  if (name.trim() === "") return undefined;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: name.trim() }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** The zone the page runs in. */
export function browserTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Every zone Intl knows, for a picker: UTC first (Intl leaves it out of its own list). */
export function timeZoneNames(): string[] {
  return ["UTC", ...Intl.supportedValuesOf("timeZone").filter((name) => name !== "UTC")];
}
