import { defineMessages } from "../lib/i18n/define-messages";
import type { Language } from "../lib/i18n/language";
import type { ConfigCause } from "./config-state";

const words = defineMessages({
  en: {
    http: (status: number) => `config.json could not be loaded: HTTP ${status}.`,
    timeout: (seconds: string) => `config.json did not arrive within ${seconds} s.`,
    unreachable: "config.json could not be loaded.",
    notJson: "config.json is not valid JSON, so only demo mode is available.",
    mistakes: (count: number) =>
      `config.json has ${count === 1 ? "1 mistake" : `${count} mistakes`}, so only demo mode is available.`,
  },
  id: {
    http: (status) => `config.json tidak dapat dimuat: HTTP ${status}.`,
    timeout: (seconds) => `config.json tidak tiba dalam ${seconds} dtk.`,
    unreachable: "config.json tidak dapat dimuat.",
    notJson: "config.json bukan JSON yang valid, jadi hanya mode demo yang tersedia.",
    mistakes: (count) => `config.json berisi ${count} kesalahan, jadi hanya mode demo yang tersedia.`,
  },
});

/**
 * Why config.json cannot be used, in a language: the page says it in the console's, the deployment
 * check (a command-line report) in English.
 */
export function configSummary(cause: ConfigCause, language: Language = "en"): string {
  const m = words[language];
  switch (cause.kind) {
    case "http":
      return m.http(cause.status);
    case "timeout":
      return m.timeout(cause.seconds.toLocaleString(language === "en" ? "en-US" : "id-ID"));
    case "unreachable":
      return m.unreachable;
    case "not-json":
      return m.notJson;
    case "mistakes":
      return m.mistakes(cause.count);
  }
}
