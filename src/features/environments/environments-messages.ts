import { defineMessages } from "../../lib/i18n/define-messages";

/** The OpenAPI download's words, loaded with Settings. */
export const environmentsMessages = defineMessages({
  en: {
    downloadOpenApi: "Download OpenAPI",
    openApiFailed: (problem: string) => `The OpenAPI document could not be made: ${problem}`,
  },
  id: {
    downloadOpenApi: "Unduh OpenAPI",
    openApiFailed: (problem) => `Dokumen OpenAPI tidak dapat dibuat: ${problem}`,
  },
});
