const formats = new Map<string, Intl.NumberFormat>();

function decimals(locale: string, digits: number): Intl.NumberFormat {
  const key = `${locale}/${digits}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.NumberFormat(locale, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      useGrouping: false,
    });
    formats.set(key, found);
  }
  return found;
}

/** A size as the console shows it: "812 B", "1.5 kB" ("1,5 kB" in id-ID). Reports stay in en-US. */
export function formatBytes(bytes: number, locale = "en-US"): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${decimals(locale, 1).format(bytes / 1024)} kB`;
  return `${decimals(locale, 2).format(bytes / (1024 * 1024))} MB`;
}
