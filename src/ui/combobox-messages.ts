import { defineMessages } from "../lib/i18n/define-messages";

/** The combobox's own words; it loads with the list pickers, after the first screen. */
export const comboboxMessages = defineMessages({
  en: {
    /** `list`: the list's name as it reads inside a sentence ("packages"). */
    show: (list: string) => `Show ${list}`,
    hide: (list: string) => `Hide ${list}`,
    capped: (shown: string, matches: string) => `Showing ${shown} of ${matches} matches: type to narrow.`,
    matching: (matches: string, total: string) => `${matches} of ${total} match.`,
    none: "Nothing in the list matches; the text is sent as typed.",
  },
  id: {
    show: (list) => `Tampilkan ${list}`,
    hide: (list) => `Sembunyikan ${list}`,
    capped: (shown, matches) => `Menampilkan ${shown} dari ${matches} yang cocok: ketik untuk mempersempit.`,
    matching: (matches, total) => `${matches} dari ${total} cocok.`,
    none: "Tidak ada yang cocok di daftar; teks dikirim sesuai ketikan.",
  },
});
