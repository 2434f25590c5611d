import { defineMessages } from "../lib/i18n/define-messages";
import type { Language } from "../lib/i18n/language";
import { contractMessages, type FieldWant, wordField } from "../request/contract-messages";

/** What "Fix to match the contract" changed that a diff does not say, or left to do, as data. */
export type FixNote =
  | { note: "not-object" }
  | { note: "moved"; names: readonly string[] }
  | { note: "removed"; names: readonly string[] }
  | { note: "fresh"; names: readonly string[] }
  | { note: "required"; name: string }
  | { note: "invalid"; name: string; text: string; field: FieldWant }
  | { note: "no-key" }
  | { note: "odd-key" }
  | { note: "http" };

/** The fix's notes in each language; loaded with the contract check. */
export const contractFixMessages = defineMessages({
  en: {
    notObject: "The body is not a JSON object: the fields keep what they held.",
    moved: (names: string) => `Moved from the query into the body: ${names}.`,
    removed: (names: string) => `Query parameters removed: ${names}.`,
    fresh: (names: string) => `${names}: a fresh value, so sending places a new order.`,
    required: (name: string) => `${name} is required: fill it in.`,
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

/** One note in the words of a language (the field's expected type in the contract's words). */
export function wordFixNote(note: FixNote, language: Language): string {
  const m = contractFixMessages[language];
  switch (note.note) {
    case "not-object":
      return m.notObject;
    case "moved":
      return m.moved(note.names.join(", "));
    case "removed":
      return m.removed(note.names.join(", "));
    case "fresh":
      return m.fresh(note.names.join(", "));
    case "required":
      return m.required(note.name);
    case "invalid":
      return m.invalid(note.name, note.text, wordField(contractMessages[language], note.field));
    case "no-key":
      return m.noKey;
    case "odd-key":
      return m.oddKey;
    case "http":
      return m.http;
  }
}
