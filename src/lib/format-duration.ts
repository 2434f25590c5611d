/**
 * A duration, always in milliseconds so two answers compare at a glance: "1,234 ms" (id-ID:
 * "1.234 md"). A function of its own, so the response's status line does not carry the other formatters.
 */
export function formatDuration(ms: number, locale: string): string {
  return ms.toLocaleString(locale, { style: "unit", unit: "millisecond", maximumFractionDigits: 0 });
}
