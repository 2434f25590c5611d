import { defineMessages } from "../../lib/i18n/define-messages";

/** The Time zone field of Settings, in each language. Zone names stay as IANA writes them. */
export const timeZoneMessages = defineMessages({
  en: {
    label: "Time zone of the API",
    browser: (zone: string) => `This browser's time zone (${zone})`,
    hint: (example: string, baseUrl: string) =>
      `For ${baseUrl}: a time it writes without a zone, such as ${example}, is read in this zone (reconciliation's stuck orders and days, the charts). A time that names its zone is read as written.`,
    ignored: (written: string, environment: string) =>
      `config.json names the time zone "${written}" for ${environment}, which this browser does not know: it is ignored.`,
  },
  id: {
    label: "Zona waktu API",
    browser: (zone) => `Zona waktu peramban ini (${zone})`,
    hint: (example, baseUrl) =>
      `Untuk ${baseUrl}: waktu yang ditulisnya tanpa zona, misalnya ${example}, dibaca dalam zona ini (pesanan macet dan hari pada rekonsiliasi, grafik). Waktu yang menyebut zonanya dibaca apa adanya.`,
    ignored: (written, environment) =>
      `config.json menyebut zona waktu "${written}" untuk ${environment}, yang tidak dikenal peramban ini: zona itu diabaikan.`,
  },
});
