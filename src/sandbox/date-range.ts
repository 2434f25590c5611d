import type { ApiResult } from "./api-result";
import { fieldsFailure } from "./validation-error";

/** The UTC calendar day (YYYY-MM-DD) a sandbox time falls on; days compare as strings. */
export function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function inDays(day: string, from: string | undefined, to: string | undefined): boolean {
  return (from === undefined || day >= from) && (to === undefined || day <= to);
}

/** `from` after `to` is a mistake worth naming rather than an empty result. */
export function checkDateRange(from: string | undefined, to: string | undefined): ApiResult | null {
  if (from === undefined || to === undefined || from <= to) return null;
  return fieldsFailure({ to: [`Must be on or after from (${from})`] }, "The date range ends before it starts.");
}
