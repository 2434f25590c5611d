import type { OrderRole } from "../../answer/roles";
import { statusKindMessages } from "../../answer/status-kind-messages";
import type { StatusKind } from "../../answer/status-words";
import { defineMessages } from "../../lib/i18n/define-messages";
import type { ReadBy } from "./read-by";

/**
 * The answer map's words. Field names, paths, status words and the API's messages are the API's:
 * they are passed in as sent and never translated.
 */
export interface AnswerMapMessages {
  title: string;
  /** What a correction does, and for which target. */
  scope: (target: string) => string;
  otherTarget: (answered: string, current: string) => string;
  // How an answer was settled (a MapVerdict, see verdict-of.ts): the status, and the field and value
  // by which the body said so; an order's words where the request places one.
  placed: (status: number) => string;
  placedSaid: (status: number, field: string, value: string) => string;
  worked: (status: number) => string;
  workedSaid: (status: number, field: string, value: string) => string;
  orderRefusedInBody: (status: number, field: string, value: string) => string;
  refusedInBody: (status: number, field: string, value: string) => string;
  refused: (status: number) => string;
  orderUnsettled: (status: number) => string;
  unsettled: (status: number) => string;
  apiCode: (code: string) => string;
  notJson: string;
  /** The table's name and its header cells. */
  fields: string;
  what: string;
  readFrom: string;
  value: string;
  correct: string;
  /** A role in a sentence ("the order id") and as a row's heading ("Order id"). */
  roles: Record<OrderRole, string>;
  roleTitles: Record<OrderRole, string>;
  notFound: string;
  lookedFor: (names: string) => string;
  walletCurrency: string;
  noCurrency: string;
  /** What a status kind means for the order, final or not. */
  kinds: Record<StatusKind, string>;
  unknownWord: string;
  by: Record<ReadBy, string>;
  priceUnclear: (text: string, readings: string) => string;
  /** Yours names a field this answer does not have: the console's list read it. */
  missingCorrection: (field: string) => string;
  fieldFor: (role: string) => string;
  chooseField: string;
  noChoice: string;
  takeField: string;
  takeFieldFor: (role: string) => string;
  chooseFirst: string;
  undo: string;
  undoField: (role: string) => string;
  word: (word: string) => string;
  wordMeans: string;
  chooseMeaning: string;
  meaningFirst: string;
  tooLarge: (size: string) => string;
  saveWord: string;
  saveWordFor: (word: string) => string;
  undoWord: (word: string) => string;
  savedWord: (word: string, kind: string) => string;
  undoneWord: (word: string) => string;
  savedField: (role: string, field: string) => string;
  undoneField: (role: string) => string;
}

export const answerMapMessages = defineMessages<AnswerMapMessages>({
  en: {
    title: "How the console read this answer",
    scope: (target) =>
      `A correction is kept for ${target} in this browser and applies at once to order tracking, Batch orders and reconciliation.`,
    otherTarget: (answered, current) =>
      `This answer came from ${answered}, not from the Base URL in use (${current}): send again to read and correct it here.`,
    placed: (status) => `Placed: HTTP ${status}, and the body does not say it failed.`,
    placedSaid: (status, field, value) => `Placed: HTTP ${status}, and the body says it worked (${field} = ${value}).`,
    worked: (status) => `The request worked: HTTP ${status}, and the body does not say it failed.`,
    workedSaid: (status, field, value) =>
      `The request worked: HTTP ${status}, and the body says so (${field} = ${value}).`,
    orderRefusedInBody: (status, field, value) =>
      `Refused inside a ${status}: the body says it failed (${field} = ${value}). No order is tracked and nothing counts as spent.`,
    refusedInBody: (status, field, value) =>
      `Refused inside a ${status}: the body says the request failed (${field} = ${value}).`,
    refused: (status) => `Refused: HTTP ${status}.`,
    orderUnsettled: (status) => `Not settled: HTTP ${status} does not say whether the order was placed.`,
    unsettled: (status) => `Not settled: HTTP ${status} does not say whether the request worked.`,
    apiCode: (code) => `Its code: ${code}`,
    notJson: "The body is not JSON, so no field was read from it.",
    fields: "Fields the console read",
    what: "What",
    readFrom: "Read from",
    value: "Value",
    correct: "Correct it",
    roles: {
      orderId: "order id",
      reference: "reference",
      status: "status",
      price: "price",
      currency: "currency",
    },
    roleTitles: { orderId: "Order id", reference: "Reference", status: "Status", price: "Price", currency: "Currency" },
    notFound: "not found",
    lookedFor: (names) => `Looked for ${names}.`,
    walletCurrency: "the wallet's currency (Check wallet balance)",
    noCurrency: "none: amounts are shown without a currency",
    kinds: statusKindMessages.en,
    unknownWord: "a word the console does not know: not final",
    by: { list: "by the console's list", yours: "by your correction", shipped: "by config.json's dialect" },
    priceUnclear: (text, readings) => `“${text}” can be read as ${readings}: not read as an amount.`,
    missingCorrection: (field) => `Your correction names ${field}, which this answer does not have.`,
    fieldFor: (role) => `Field that is the ${role}`,
    chooseField: "Choose a field…",
    noChoice: "No field of this answer can be one.",
    takeField: "Use this field",
    takeFieldFor: (role) => `Use this field for the ${role}`,
    chooseFirst: "Choose a field first.",
    undo: "Undo",
    undoField: (role) => `Undo the correction of the ${role}`,
    word: (word) => `The status word “${word}”`,
    wordMeans: "This word means",
    chooseMeaning: "Choose a meaning…",
    meaningFirst: "Choose a meaning first.",
    tooLarge: (size) => `The body is ${size}, too large to be read here as one order's answer.`,
    saveWord: "Save",
    saveWordFor: (word) => `Save what “${word}” means`,
    undoWord: (word) => `Undo the correction of “${word}”`,
    savedWord: (word, kind) => `Saved: “${word}” now means ${kind}.`,
    undoneWord: (word) => `Undone: “${word}” is read by the console's list again.`,
    savedField: (role, field) => `Saved: the ${role} is read from ${field}.`,
    undoneField: (role) => `Undone: the ${role} is found by the console's list again.`,
  },
  id: {
    title: "Cara konsol membaca jawaban ini",
    scope: (target) =>
      `Koreksi disimpan untuk ${target} di peramban ini dan langsung berlaku untuk pelacakan pesanan, pesanan massal, dan rekonsiliasi.`,
    otherTarget: (answered, current) =>
      `Jawaban ini datang dari ${answered}, bukan dari Base URL yang dipakai sekarang (${current}): kirim lagi untuk membaca dan mengoreksinya di sini.`,
    placed: (status) => `Pesanan dibuat: HTTP ${status}, dan body tidak menyatakan gagal.`,
    placedSaid: (status, field, value) =>
      `Pesanan dibuat: HTTP ${status}, dan body menyatakan berhasil (${field} = ${value}).`,
    worked: (status) => `Permintaan berhasil: HTTP ${status}, dan body tidak menyatakan gagal.`,
    workedSaid: (status, field, value) =>
      `Permintaan berhasil: HTTP ${status}, dan body menyatakannya (${field} = ${value}).`,
    orderRefusedInBody: (status, field, value) =>
      `Ditolak di dalam ${status}: body menyatakan gagal (${field} = ${value}). Tidak ada pesanan yang dilacak dan tidak ada yang dihitung terpakai.`,
    refusedInBody: (status, field, value) =>
      `Ditolak di dalam ${status}: body menyatakan permintaan gagal (${field} = ${value}).`,
    refused: (status) => `Ditolak: HTTP ${status}.`,
    orderUnsettled: (status) => `Belum pasti: HTTP ${status} tidak menyatakan apakah pesanan dibuat.`,
    unsettled: (status) => `Belum pasti: HTTP ${status} tidak menyatakan apakah permintaan berhasil.`,
    apiCode: (code) => `Kodenya: ${code}`,
    notJson: "Body bukan JSON, jadi tidak ada kolom yang dibaca darinya.",
    fields: "Kolom yang dibaca konsol",
    what: "Apa",
    readFrom: "Dibaca dari",
    value: "Nilai",
    correct: "Koreksi",
    roles: {
      orderId: "ID pesanan",
      reference: "referensi",
      status: "status",
      price: "harga",
      currency: "mata uang",
    },
    roleTitles: {
      orderId: "ID pesanan",
      reference: "Referensi",
      status: "Status",
      price: "Harga",
      currency: "Mata uang",
    },
    notFound: "tidak ditemukan",
    lookedFor: (names) => `Yang dicari: ${names}.`,
    walletCurrency: "mata uang dompet (Cek saldo)",
    noCurrency: "tidak ada: jumlah ditampilkan tanpa mata uang",
    kinds: statusKindMessages.id,
    unknownWord: "kata yang tidak dikenal konsol: belum akhir",
    by: { list: "menurut daftar konsol", yours: "menurut koreksi Anda", shipped: "menurut dialect config.json" },
    priceUnclear: (text, readings) => `“${text}” dapat dibaca sebagai ${readings}: tidak dibaca sebagai jumlah.`,
    missingCorrection: (field) => `Koreksi Anda menyebut ${field}, yang tidak ada di jawaban ini.`,
    fieldFor: (role) => `Kolom yang berisi ${role}`,
    chooseField: "Pilih kolom…",
    noChoice: "Tidak ada kolom jawaban ini yang cocok.",
    takeField: "Pakai kolom ini",
    takeFieldFor: (role) => `Pakai kolom ini untuk ${role}`,
    chooseFirst: "Pilih kolom terlebih dahulu.",
    undo: "Urungkan",
    undoField: (role) => `Urungkan koreksi ${role}`,
    word: (word) => `Kata status “${word}”`,
    wordMeans: "Arti kata ini",
    chooseMeaning: "Pilih arti…",
    meaningFirst: "Pilih arti terlebih dahulu.",
    tooLarge: (size) => `Body berukuran ${size}, terlalu besar untuk dibaca di sini sebagai jawaban satu pesanan.`,
    saveWord: "Simpan",
    saveWordFor: (word) => `Simpan arti “${word}”`,
    undoWord: (word) => `Urungkan koreksi “${word}”`,
    savedWord: (word, kind) => `Tersimpan: “${word}” sekarang berarti ${kind}.`,
    undoneWord: (word) => `Diurungkan: “${word}” kembali dibaca menurut daftar konsol.`,
    savedField: (role, field) => `Tersimpan: ${role} dibaca dari ${field}.`,
    undoneField: (role) => `Diurungkan: ${role} kembali dicari menurut daftar konsol.`,
  },
});
