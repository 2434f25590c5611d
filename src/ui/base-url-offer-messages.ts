import { defineMessages } from "../lib/i18n/define-messages";
import type { Parts } from "../lib/i18n/parts";

/** The base-URL offer's words; it loads with what offers one (an import, a history entry, a share link). */
export const baseUrlOfferMessages = defineMessages({
  en: {
    stillGo: <T>(url: T): Parts<T> => ["Requests still go to ", url, "."],
    use: "Use this base URL…",
    title: (host: string) => `Send requests to ${host}?`,
    live: (environment: string) => `LIVE — real money: ${environment} is a live environment.`,
    sendTo: <T>(offered: T, current: T): Parts<T> => ["Send will go to ", offered, " instead of ", current, "."],
    switching: (environment: string) =>
      `This is the environment ${environment}: the console switches to it and uses the key kept for it, not the key entered now.`,
    keySent: (host: string) => `The API key you entered will be sent to ${host} with every request.`,
    noKey: (host: string) => `No API key is entered; any key you enter will be sent to ${host} with every request.`,
    take: (host: string) => `Use ${host}`,
    keep: "Keep current base URL",
  },
  id: {
    stillGo: (url) => ["Permintaan tetap dikirim ke ", url, "."],
    use: "Pakai Base URL ini…",
    title: (host) => `Kirim permintaan ke ${host}?`,
    live: (environment) => `LIVE — uang sungguhan: ${environment} adalah lingkungan live.`,
    sendTo: (offered, current) => ["Kirim akan menuju ", offered, " bukan ", current, "."],
    switching: (environment) =>
      `Ini lingkungan ${environment}: konsol beralih ke lingkungan itu dan memakai kunci yang disimpan untuknya, bukan kunci yang diisi sekarang.`,
    keySent: (host) => `Kunci API yang Anda isi akan dikirim ke ${host} bersama setiap permintaan.`,
    noKey: (host) =>
      `Kunci API belum diisi; kunci apa pun yang Anda isi akan dikirim ke ${host} bersama setiap permintaan.`,
    take: (host) => `Pakai ${host}`,
    keep: "Tetap pakai Base URL sekarang",
  },
});
