import { defineMessages } from "../../lib/i18n/define-messages";
import type { Parts } from "../../lib/i18n/parts";

/** The config problem's and the OpenAPI download's words; each loads after the first screen. */
export const environmentsMessages = defineMessages({
  en: {
    fix: <T>(config: T, page: T): Parts<T> => [
      "Fix ",
      config,
      " next to ",
      page,
      " and reload. Until then the console offers the embedded sandbox only.",
    ],
    downloadOpenApi: "Download OpenAPI",
    openApiFailed: (problem: string) => `The OpenAPI document could not be made: ${problem}`,
  },
  id: {
    fix: (config, page) => [
      "Perbaiki ",
      config,
      " di sebelah ",
      page,
      " lalu muat ulang halaman. Sampai saat itu konsol hanya menawarkan sandbox bawaan.",
    ],
    downloadOpenApi: "Unduh OpenAPI",
    openApiFailed: (problem) => `Dokumen OpenAPI tidak dapat dibuat: ${problem}`,
  },
});
