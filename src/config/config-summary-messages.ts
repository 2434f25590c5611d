import { defineMessages } from "../lib/i18n/define-messages";
import type { Parts } from "../lib/i18n/parts";
import type { PluralForms } from "../lib/i18n/plural";

/**
 * Why config.json cannot be used (see configSummary), and how to mend it, in each language: loaded
 * with config-issues.ts, only by a page whose file has a problem.
 */
export const configSummaryMessages = defineMessages({
  en: {
    http: (status: number) => `config.json could not be loaded: HTTP ${status}.`,
    timeout: (seconds: string) => `config.json did not arrive within ${seconds} s.`,
    unreachable: "config.json could not be loaded.",
    notJson: "config.json is not valid JSON, so only demo mode is available.",
    mistakeCount: { one: "# mistake", other: "# mistakes" } as PluralForms,
    mistakes: (count: string) => `config.json has ${count}, so only demo mode is available.`,
    fix: <T>(config: T, page: T): Parts<T> => [
      "Fix ",
      config,
      " next to ",
      page,
      " and reload. Until then the console offers the embedded sandbox only.",
    ],
  },
  id: {
    http: (status) => `config.json tidak dapat dimuat: HTTP ${status}.`,
    timeout: (seconds) => `config.json tidak tiba dalam ${seconds} dtk.`,
    unreachable: "config.json tidak dapat dimuat.",
    notJson: "config.json bukan JSON yang valid, jadi hanya mode demo yang tersedia.",
    mistakeCount: { other: "# kesalahan" },
    mistakes: (count) => `config.json berisi ${count}, jadi hanya mode demo yang tersedia.`,
    fix: (config, page) => [
      "Perbaiki ",
      config,
      " di sebelah ",
      page,
      " lalu muat ulang halaman. Sampai saat itu konsol hanya menawarkan sandbox bawaan.",
    ],
  },
});
