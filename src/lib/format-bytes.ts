/** A size as the console shows it: "812 B", "1.5 kB" ("1,5 kB" in id-ID). Reports stay in en-US. */
export function formatBytes(bytes: number, locale = "en-US"): string {
  const [value, digits, unit] =
    bytes < 1024 ? [bytes, 0, "B"] : bytes < 1024 * 1024 ? [bytes / 1024, 1, "kB"] : [bytes / (1024 * 1024), 2, "MB"];
  const number = value.toLocaleString(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  });
  return `${number} ${unit}`;
}
