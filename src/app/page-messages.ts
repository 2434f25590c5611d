import { defineMessages } from "../lib/i18n/define-messages";

/** The words the built page says when JavaScript is off (rendered at build time, in both languages). */
export const pageMessages = defineMessages({
  en: {
    needsJavaScript: "This console needs JavaScript to send requests: turn it on for this site to use it.",
  },
  id: {
    needsJavaScript:
      "Konsol ini memerlukan JavaScript untuk mengirim permintaan: aktifkan JavaScript untuk situs ini agar dapat menggunakannya.",
  },
});
