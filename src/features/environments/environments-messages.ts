import { defineMessages } from "../../lib/i18n/define-messages";

/** The config problem's and the OpenAPI download's words; each loads after the first screen. */
export const environmentsMessages = defineMessages({
  en: {
    fixBefore: "Fix",
    fixMiddle: "next to",
    fixAfter: "and reload. Until then the console offers the embedded sandbox only.",
    downloadOpenApi: "Download OpenAPI",
    openApiFailed: (problem: string) => `The OpenAPI document could not be made: ${problem}`,
  },
  id: {
    fixBefore: "Perbaiki",
    fixMiddle: "di sebelah",
    fixAfter: "lalu muat ulang halaman. Sampai saat itu konsol hanya menawarkan sandbox bawaan.",
    downloadOpenApi: "Unduh OpenAPI",
    openApiFailed: (problem) => `Dokumen OpenAPI tidak dapat dibuat: ${problem}`,
  },
});
