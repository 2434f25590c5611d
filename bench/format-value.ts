export type Unit = "bytes" | "ms" | "task" | "count" | "ratio";

/** Decimal units (1 kB = 1000 B), like the build's own size report. */
export function formatValue(value: number, unit: Unit): string {
  if (unit === "bytes") return value < 1_000_000 ? `${(value / 1000).toFixed(1)} kB` : `${(value / 1e6).toFixed(2)} MB`;
  // The Long Tasks API only reports tasks of 50 ms or more, so 0 means "none that long".
  if (unit === "task" && value === 0) return "< 50 ms";
  if (unit === "count") return String(Math.round(value));
  if (unit === "ratio") return `${value.toFixed(2)}×`;
  return `${Math.round(value)} ms`;
}
