import { defineMessages } from "../../lib/i18n/define-messages";
import type { PluralForms } from "../../lib/i18n/plural";
import type { KeptSectionWords } from "./kept-section";

/**
 * The words of History's "Batches" section, loaded with the panel. File names, targets, references,
 * order ids and the API's own words are passed in as they are; counts come formatted, and counted
 * phrases go through plural(). The row states say what the Batch orders region says.
 */
export interface BatchesMessages extends KeptSectionWords {
  caption: string;
  columns: { placed: string; file: string; target: string; summary: string; entry: string };
  pasted: string;
  rows: PluralForms;
  stopped: (time: string) => string;
  open: string;
  openBatch: (name: string, time: string) => string;
  /** Set when New batch left it with rows to place. */
  abandoned: (time: string) => string;
  askUnknown: string;
  askUnknownOf: (name: string, time: string) => string;
  resume: string;
  resumeOf: (name: string, time: string) => string;
  // One batch
  batchTitle: (name: string, time: string) => string;
  readingRows: string;
  gone: string;
  rowsCaption: (name: string) => string;
  rowColumns: {
    line: string;
    reference: string;
    product: string;
    player: string;
    zone: string;
    orderId: string;
    status: string;
    price: string;
    message: string;
  };
  /** A placed row's status: the order's own word (its final status once known). */
  placedAs: (status: string) => string;
  /** Shown only when the batch has more rows than the table draws, so both counts are many. */
  firstRows: (shown: string, total: string) => string;
  downloadCsv: string;
  exportJson: string;
  exportHint: string;
  closeBatch: string;
}

export const batchesMessages = defineMessages<BatchesMessages>({
  en: {
    title: "Batches",
    intro:
      "Each batch placed in this browser is one entry, newest first, with its rows; its requests are not listed among the sends.",
    reading: "Reading the batches…",
    readFailed: (error) => `The batches could not be read: ${error}`,
    memoryOnly: "Batches are kept for this page only: the browser's storage (IndexedDB) is not available.",
    none: "No batch placed yet.",
    caption: "Batches, newest first",
    columns: { placed: "Placed", file: "File", target: "Target", summary: "Rows and money", entry: "Entry" },
    pasted: "Pasted rows",
    rows: { one: "# row.", other: "# rows." },
    stopped: (time) => `Stopped at ${time}.`,
    open: "Open",
    openBatch: (name, time) => `Open batch ${name} at ${time}`,
    abandoned: (time) => `Left for a new batch at ${time}.`,
    askUnknown: "Ask about unknown rows",
    askUnknownOf: (name, time) => `Ask about unknown rows of batch ${name} at ${time}`,
    resume: "Resume",
    resumeOf: (name, time) => `Resume batch ${name} at ${time}`,
    batchTitle: (name, time) => `Batch ${name} at ${time}`,
    readingRows: "Reading the batch's rows…",
    gone: "This batch is no longer in the journal.",
    rowsCaption: (name) => `Rows of batch ${name}`,
    rowColumns: {
      line: "Line",
      reference: "Reference",
      product: "Product",
      player: "Player",
      zone: "Zone",
      orderId: "Order id",
      status: "Status",
      price: "Price",
      message: "Message",
    },
    placedAs: (status) => `Placed: ${status}`,
    firstRows: (shown, total) => `The first ${shown} of ${total} rows are shown; the results CSV has them all.`,
    downloadCsv: "Download results CSV",
    exportJson: "Export batch (JSON)",
    exportHint: "The JSON holds the batch and its rows as the journal keeps them, without the key.",
    closeBatch: "Close batch",
  },
  id: {
    title: "Batch",
    intro:
      "Setiap batch yang dibuat di browser ini menjadi satu entri, terbaru lebih dulu, beserta barisnya; permintaannya tidak dicantumkan di antara kiriman.",
    reading: "Membaca batch…",
    readFailed: (error) => `Batch tidak dapat dibaca: ${error}`,
    memoryOnly: "Batch disimpan untuk halaman ini saja: penyimpanan browser (IndexedDB) tidak tersedia.",
    none: "Belum ada batch yang dibuat.",
    caption: "Batch, terbaru lebih dulu",
    columns: { placed: "Dibuat", file: "Berkas", target: "Tujuan", summary: "Baris dan uang", entry: "Entri" },
    pasted: "Baris yang ditempel",
    rows: { other: "# baris." },
    stopped: (time) => `Dihentikan pada ${time}.`,
    open: "Buka",
    openBatch: (name, time) => `Buka batch ${name} pada ${time}`,
    abandoned: (time) => `Ditinggalkan untuk batch baru pada ${time}.`,
    askUnknown: "Tanyakan baris yang tidak diketahui",
    askUnknownOf: (name, time) => `Tanyakan baris yang tidak diketahui dari batch ${name} pada ${time}`,
    resume: "Lanjutkan",
    resumeOf: (name, time) => `Lanjutkan batch ${name} pada ${time}`,
    batchTitle: (name, time) => `Batch ${name} pada ${time}`,
    readingRows: "Membaca baris batch…",
    gone: "Batch ini sudah tidak ada di jurnal.",
    rowsCaption: (name) => `Baris batch ${name}`,
    rowColumns: {
      line: "Baris",
      reference: "Referensi",
      product: "Produk",
      player: "Pemain",
      zone: "Zona",
      orderId: "ID pesanan",
      status: "Status",
      price: "Harga",
      message: "Pesan",
    },
    placedAs: (status) => `Dibuat: ${status}`,
    firstRows: (shown, total) => `${shown} baris pertama dari ${total} baris ditampilkan; CSV hasil memuat semuanya.`,
    downloadCsv: "Unduh hasil CSV",
    exportJson: "Ekspor batch (JSON)",
    exportHint: "JSON memuat batch dan barisnya seperti yang disimpan jurnal, tanpa kunci.",
    closeBatch: "Tutup batch",
  },
});
