const ISO_TIME = /^(\d{4}-\d\d-\d\d)T(\d\d:\d\d)(?::\d\d(?:\.\d+)?)?(Z|[+-]\d\d:?\d\d)?$/;

/**
 * "2026-11-22T11:18:27.800Z" as "2026-11-22 11:18 UTC": the minute is what a person compares. The
 * date stays in the API's own order in every language (it is the body's value, only shortened).
 * Undefined when the text is not an ISO date and time.
 */
export function isoMinute(date: string): string | undefined {
  const parts = ISO_TIME.exec(date);
  if (!parts) return undefined;
  const zone = parts[3] === "Z" ? " UTC" : parts[3] ? ` ${parts[3]}` : "";
  return `${parts[1]} ${parts[2]}${zone}`;
}
