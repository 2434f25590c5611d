import { defineMessages } from "../../lib/i18n/define-messages";

/** The theme switch's words; it sits in the Settings dialog and loads with it. */
export const themeMessages = defineMessages({
  en: { label: "Theme", system: "System", light: "Light", dark: "Dark" },
  id: { label: "Tema", system: "Ikuti sistem", light: "Terang", dark: "Gelap" },
});
