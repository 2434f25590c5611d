import { defineMessages } from "../lib/i18n/define-messages";

/** What "Fix to match the contract" notes (a FixNote, see contract-fix.ts) in each language; loaded with the contract check. */
export const contractFixMessages = defineMessages({
  en: {
    notObject: "The body is not a JSON object: the fields keep what they held.",
    moved: (names: string) => `Moved from the query into the body: ${names}.`,
    removed: (names: string) => `Query parameters removed: ${names}.`,
    fresh: (names: string) => `${names}: a fresh value, so sending places a new order.`,
    required: (name: string) => `${name} is required: fill it in.`,
    /** `expected`: what the field wants, in the contract's words. */
    invalid: (name: string, text: string, expected: string) => `${name} "${text}" is not ${expected}: correct it.`,
    noKey: "No API key is entered: enter one for the Authorization header.",
    oddKey: "The API key you entered has whitespace or quotes in it: check it.",
    http: "The base URL stays on http://: change it in the settings for HTTPS.",
  },
  id: {
    notObject: "Body bukan objek JSON: kolom-kolom tetap berisi nilai sebelumnya.",
    moved: (names) => `Dipindahkan dari query ke body: ${names}.`,
    removed: (names) => `Parameter query dihapus: ${names}.`,
    fresh: (names) => `${names}: diberi nilai baru, jadi mengirimnya akan membuat pesanan baru.`,
    required: (name) => `${name} wajib diisi: isi terlebih dahulu.`,
    invalid: (name, text, expected) => `${name} "${text}" bukan ${expected}: perbaiki nilainya.`,
    noKey: "Kunci API belum diisi: isi kunci untuk header Authorization.",
    oddKey: "Kunci API yang Anda masukkan mengandung spasi atau tanda kutip: periksa kembali.",
    http: "Base URL masih memakai http://: ubah di Setelan untuk memakai HTTPS.",
  },
});
