import type { OrderRole } from "../../answer/roles";
import { statusKindMessages } from "../../answer/status-kind-messages";
import type { StatusKind } from "../../answer/status-words";
import type { StoredDialects } from "../../config/dialect-store";
import { defineMessages } from "../../lib/i18n/define-messages";
import type { PluralForms } from "../../lib/i18n/plural";

/**
 * The words of Settings' list of corrections (the answer map's, kept in this browser) and of its
 * dialect import. Status words, field names, paths and config.json's own keys are passed in as
 * written and never translated.
 */
export interface AnswerCorrectionsMessages {
  title: string;
  intro: string;
  none: string;
  storeProblem: Record<NonNullable<StoredDialects["problem"]>, string>;
  shippedIgnored: (environment: string) => string;
  // What is wrong with a dialect's value (a DialectProblem, by its kind). `written`: the value as
  // written; `meant`: the name most likely meant; `kinds` and `roles`: the names a dialect takes, listed.
  notObjectDialect: (written: string) => string;
  notObject: (at: string, written: string) => string;
  unknownField: (name: string, meant?: string) => string;
  unknownRole: (name: string, roles: string, meant?: string) => string;
  emptyWord: string;
  longWord: (word: string) => string;
  meaning: (word: string, written: string, kinds: string) => string;
  field: (role: string, written: string) => string;
  kinds: Record<StatusKind, string>;
  roles: Record<OrderRole, string>;
  means: (word: string, kind: string) => string;
  readFrom: (role: string, field: string) => string;
  remove: string;
  removeWord: (word: string) => string;
  removeField: (role: string) => string;
  removeAll: (target: string) => string;
  removedAll: (count: string, target: string) => string;
  corrections: PluralForms;
  undo: string;
  copy: string;
  copyHint: string;
  copied: string;
  copyFailed: string;
  block: string;
  importLabel: (target: string) => string;
  importHint: string;
  importButton: string;
  importEmpty: string;
  importNotJson: string;
  importNothing: string;
  imported: (count: string, target: string) => string;
  setAside: (count: string) => string;
  values: PluralForms;
}

export const answerCorrectionsMessages = defineMessages<AnswerCorrectionsMessages>({
  en: {
    title: "Corrections of how answers are read",
    intro:
      "Made in the answer map under an order's answer, kept in this browser for each Base URL, and used at once by order tracking, Batch orders and reconciliation.",
    none: "No corrections are kept in this browser.",
    storeProblem: {
      unreadable:
        "The corrections kept in this browser could not be read, so none of them is used. The next correction replaces them.",
      invalid:
        "Some corrections kept in this browser could not be read and are not used; the others are listed here. The next change drops the unreadable ones.",
    },
    shippedIgnored: (environment) =>
      `config.json's dialect for ${environment} has values that are ignored (the console's own lists read those answers):`,
    notObjectDialect: (written) =>
      `The dialect must be an object such as {"words": {…}, "fields": {…}}, not ${written}.`,
    notObject: (at, written) => `"${at}" must be an object, not ${written}.`,
    unknownField: (name, meant) =>
      `Unknown field "${name}"${meant ? ` (did you mean "${meant}"?)` : ""}: a dialect has "words" and "fields".`,
    unknownRole: (name, roles, meant) =>
      `Unknown role "${name}"${meant ? ` (did you mean "${meant}"?)` : ""}: expected one of ${roles}.`,
    emptyWord: "An empty status word cannot be corrected.",
    longWord: (word) => `The status word "${word}" is longer than 60 characters.`,
    meaning: (word, written, kinds) => `"${word}" is said to mean "${written}", which is none of ${kinds}.`,
    field: (role, written) =>
      `The field for ${role}, "${written}", is not a field name such as "trx_id" or a path such as "data.trx_id".`,
    kinds: statusKindMessages.en,
    roles: { orderId: "order id", reference: "reference", status: "status", price: "price", currency: "currency" },
    means: (word, kind) => `“${word}” means ${kind}`,
    readFrom: (role, field) => `the ${role} is read from ${field}`,
    remove: "Remove",
    removeWord: (word) => `Remove the correction of “${word}”`,
    removeField: (role) => `Remove the correction of the ${role}`,
    removeAll: (target) => `Remove all corrections for ${target}`,
    removedAll: (count, target) => `Removed ${count} for ${target}.`,
    corrections: { one: "# correction", other: "# corrections" },
    undo: "Undo",
    copy: "Copy as config.json dialect",
    copyHint:
      "The block holds config.json's dialect for this environment, if it has one, with these corrections over it: put it in the environment in config.json so that everyone using the deployment reads its answers this way.",
    copied: "Copied.",
    copyFailed: "Could not copy: select the block's text instead.",
    block: "config.json dialect",
    importLabel: (target) => `Import a dialect block for ${target}`,
    importHint:
      'Paste {"dialect": {…}} as config.json has it. Its corrections join this browser\'s; a value that is wrong is set aside with why, and the rest is imported.',
    importButton: "Import",
    importEmpty: "Paste a dialect block first.",
    importNotJson: 'This is not JSON: paste a block such as {"dialect": {"words": {"Terkirim": "success"}}}.',
    importNothing: "The block holds no correction: nothing was imported.",
    imported: (count, target) => `Imported ${count} for ${target}.`,
    setAside: (count) => `${count} set aside:`,
    values: { one: "# value", other: "# values" },
  },
  id: {
    title: "Koreksi cara membaca jawaban",
    intro:
      "Dibuat di peta jawaban di bawah jawaban sebuah pesanan, disimpan di peramban ini untuk setiap Base URL, dan langsung dipakai oleh pelacakan pesanan, pesanan massal, dan rekonsiliasi.",
    none: "Tidak ada koreksi yang disimpan di peramban ini.",
    storeProblem: {
      unreadable:
        "Koreksi yang disimpan di peramban ini tidak dapat dibaca, jadi tidak ada yang dipakai. Koreksi berikutnya akan menggantikannya.",
      invalid:
        "Sebagian koreksi yang disimpan di peramban ini tidak dapat dibaca dan tidak dipakai; sisanya tercantum di sini. Perubahan berikutnya membuang yang tidak terbaca.",
    },
    shippedIgnored: (environment) =>
      `Dialect config.json untuk ${environment} berisi nilai yang diabaikan (jawaban itu dibaca menurut daftar konsol sendiri):`,
    notObjectDialect: (written) =>
      `Dialect harus berupa objek seperti {"words": {…}, "fields": {…}}, bukan ${written}.`,
    notObject: (at, written) => `"${at}" harus berupa objek, bukan ${written}.`,
    unknownField: (name, meant) =>
      `Kolom "${name}" tidak dikenal${meant ? ` (maksudnya "${meant}"?)` : ""}: dialect berisi "words" dan "fields".`,
    unknownRole: (name, roles, meant) =>
      `Peran "${name}" tidak dikenal${meant ? ` (maksudnya "${meant}"?)` : ""}: seharusnya salah satu dari ${roles}.`,
    emptyWord: "Kata status yang kosong tidak dapat dikoreksi.",
    longWord: (word) => `Kata status "${word}" lebih dari 60 karakter.`,
    meaning: (word, written, kinds) => `"${word}" disebut berarti "${written}", yang bukan salah satu dari ${kinds}.`,
    field: (role, written) =>
      `Kolom untuk ${role}, "${written}", bukan nama kolom seperti "trx_id" atau path seperti "data.trx_id".`,
    kinds: statusKindMessages.id,
    roles: { orderId: "ID pesanan", reference: "referensi", status: "status", price: "harga", currency: "mata uang" },
    means: (word, kind) => `“${word}” berarti ${kind}`,
    readFrom: (role, field) => `${role} dibaca dari ${field}`,
    remove: "Hapus",
    removeWord: (word) => `Hapus koreksi “${word}”`,
    removeField: (role) => `Hapus koreksi ${role}`,
    removeAll: (target) => `Hapus semua koreksi untuk ${target}`,
    removedAll: (count, target) => `${count} untuk ${target} dihapus.`,
    corrections: { other: "# koreksi" },
    undo: "Urungkan",
    copy: "Salin sebagai dialect config.json",
    copyHint:
      "Blok ini memuat dialect config.json untuk lingkungan ini, jika ada, dengan koreksi ini di atasnya: taruh di lingkungan itu di config.json agar semua pengguna deployment membaca jawabannya dengan cara ini.",
    copied: "Tersalin.",
    copyFailed: "Tidak dapat menyalin: pilih teks blok ini saja.",
    block: "Dialect config.json",
    importLabel: (target) => `Impor blok dialect untuk ${target}`,
    importHint:
      'Tempel {"dialect": {…}} seperti di config.json. Koreksinya digabung dengan koreksi peramban ini; nilai yang salah disisihkan beserta alasannya, dan sisanya diimpor.',
    importButton: "Impor",
    importEmpty: "Tempel blok dialect terlebih dahulu.",
    importNotJson: 'Ini bukan JSON: tempel blok seperti {"dialect": {"words": {"Terkirim": "success"}}}.',
    importNothing: "Blok ini tidak berisi koreksi: tidak ada yang diimpor.",
    imported: (count, target) => `${count} untuk ${target} diimpor.`,
    setAside: (count) => `${count} disisihkan:`,
    values: { other: "# nilai" },
  },
});
