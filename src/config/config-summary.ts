import { type Language, LOCALES } from "../lib/i18n/language";
import { plural } from "../lib/i18n/plural";
import type { ConfigCause } from "./config-state";
import { configSummaryMessages } from "./config-summary-messages";

/**
 * Why config.json cannot be used, in a language: the page says it in the console's, the deployment
 * check (a command-line report) in English.
 */
export function configSummary(cause: ConfigCause, language: Language = "en"): string {
  const m = configSummaryMessages[language];
  const locale = LOCALES[language];
  switch (cause.kind) {
    case "http":
      return m.http(cause.status);
    case "timeout":
      return m.timeout(cause.seconds.toLocaleString(locale));
    case "unreachable":
      return m.unreachable;
    case "not-json":
      return m.notJson;
    case "mistakes":
      return m.mistakes(plural(locale, cause.count, m.mistakeCount, cause.count.toLocaleString(locale)));
  }
}
