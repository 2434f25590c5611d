import { useMemo } from "react";
import { createFormatters, type Formatters } from "../lib/i18n/format";
import { useI18n } from "./i18n-context";

/**
 * Numbers, money, dates and durations in the console's locale. A hook of its own, so the first
 * screen does not carry the money formatter that only the response views use.
 */
export function useFormat(): Formatters {
  const { locale } = useI18n();
  return useMemo(() => createFormatters(locale), [locale]);
}
