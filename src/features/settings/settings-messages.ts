import { defineMessages } from "../../lib/i18n/define-messages";

/** The Settings dialog's own words; loaded with the dialog. */
export const settingsMessages = defineMessages({
  en: {
    title: "Settings",
    done: "Done",
    language: "Language",
    /** The other language's word for it, beside the label, so a reader of either finds it. */
    languageBeside: "Bahasa",
    languageLoading: "Loading the language…",
    languageFailed: "This language could not be loaded; the console stays in the current one.",
  },
  id: {
    title: "Setelan",
    done: "Selesai",
    language: "Bahasa",
    languageBeside: "Language",
    languageLoading: "Memuat bahasa…",
    languageFailed: "Bahasa ini tidak dapat dimuat; konsol tetap memakai bahasa yang sekarang.",
  },
});
