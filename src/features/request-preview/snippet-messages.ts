import { defineMessages } from "../../lib/i18n/define-messages";

/** The snippet panel's words; loaded with it. The snippets themselves are code and stay as they are. */
export const snippetMessages = defineMessages({
  en: {
    copyAs: (language: string) => `Copy as ${language}`,
    includeKey: "Include the API key in snippets",
    keyWarning: "Snippets now contain your key: do not paste them into tickets or chats.",
    copiedWithKey: (language: string) => `Copied as ${language}, with the key.`,
    copiedWithoutKey: (language: string) => `Copied as ${language}, key as $API_KEY.`,
    copyFailed: "Copying failed: select the snippet and copy it by hand.",
    show: "Show snippet",
    language: "Snippet language",
  },
  id: {
    copyAs: (language) => `Salin sebagai ${language}`,
    includeKey: "Sertakan kunci API di cuplikan kode",
    keyWarning: "Cuplikan kode kini memuat kunci Anda: jangan tempel ke tiket atau obrolan.",
    copiedWithKey: (language) => `Tersalin sebagai ${language}, dengan kunci.`,
    copiedWithoutKey: (language) => `Tersalin sebagai ${language}, kunci ditulis sebagai $API_KEY.`,
    copyFailed: "Gagal menyalin: pilih cuplikan kode lalu salin secara manual.",
    show: "Lihat cuplikan kode",
    language: "Bahasa cuplikan kode",
  },
});
