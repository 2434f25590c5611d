import { defineMessages } from "../../lib/i18n/define-messages";
import type { PluralForms } from "../../lib/i18n/plural";
import type { KeptSectionWords } from "./kept-section";

/**
 * The words of History's "Reconciliations" section, loaded with the panel. Days, targets, URLs and
 * the API's own words are passed in as they are; counts come formatted, and counted phrases go
 * through plural(). A run's outcome and its findings say what the Reconciliation region says.
 */
export interface ReconciliationsMessages extends KeptSectionWords {
  caption: string;
  columns: { started: string; source: string; target: string; outcome: string; entry: string };
  /** What was reconciled: the whole wallet, a range of days (either end may be open), an answer's entries, a batch. */
  sources: {
    whole: string;
    range: (from: string, to: string) => string;
    since: (from: string) => string;
    until: (to: string) => string;
    entries: string;
    batch: (from: string) => string;
  };
  requests: PluralForms;
  open: string;
  openRun: (time: string) => string;
  // One reconciliation
  runTitle: (time: string) => string;
  requestsTitle: string;
  requestsCaption: (time: string) => string;
  requestColumns: { sent: string; action: string; url: string; status: string; duration: string; said: string };
  /** Shown only when requests were left out, so both counts are many. */
  someRequests: (kept: string, all: string) => string;
  someFindings: (kept: string, all: string) => string;
  someUnmatched: (kept: string, all: string) => string;
  closeRun: string;
}

export const reconciliationsMessages = defineMessages<ReconciliationsMessages>({
  en: {
    title: "Reconciliations",
    intro:
      "Each reconciliation run in this browser is one entry, newest first (the last 20), with its requests and findings; its requests are not listed among the sends.",
    reading: "Reading the reconciliations…",
    readFailed: (error) => `The reconciliations could not be read: ${error}`,
    memoryOnly: "Reconciliations are kept for this page only: the browser's storage (IndexedDB) is not available.",
    none: "No reconciliation run yet.",
    caption: "Reconciliations, newest first",
    columns: { started: "Started", source: "Reconciled", target: "Target", outcome: "Outcome", entry: "Entry" },
    sources: {
      whole: "The whole wallet.",
      range: (from, to) => `Wallet entries from ${from} to ${to}.`,
      since: (from) => `Wallet entries from ${from} on.`,
      until: (to) => `Wallet entries up to ${to}.`,
      entries: "The entries of a Wallet transactions log answer.",
      batch: (from) => `A batch's orders, against the wallet from ${from} on.`,
    },
    requests: { one: "# request.", other: "# requests." },
    open: "Open",
    openRun: (time) => `Open reconciliation at ${time}`,
    runTitle: (time) => `Reconciliation at ${time}`,
    requestsTitle: "Its requests",
    requestsCaption: (time) => `Requests of the reconciliation at ${time}`,
    requestColumns: {
      sent: "Sent",
      action: "Action",
      url: "URL",
      status: "Status",
      duration: "Duration",
      said: "What the API said",
    },
    someRequests: (kept, all) => `${kept} of ${all} requests are kept: the first ones, then those not answered 2xx.`,
    someFindings: (kept, all) => `The first ${kept} of ${all} findings are kept.`,
    someUnmatched: (kept, all) => `The first ${kept} of ${all} Not matched lines are kept.`,
    closeRun: "Close reconciliation",
  },
  id: {
    title: "Rekonsiliasi",
    intro:
      "Setiap rekonsiliasi yang dijalankan di browser ini menjadi satu entri, terbaru lebih dulu (20 terakhir), beserta permintaan dan temuannya; permintaannya tidak dicantumkan di antara kiriman.",
    reading: "Membaca rekonsiliasi…",
    readFailed: (error) => `Rekonsiliasi tidak dapat dibaca: ${error}`,
    memoryOnly: "Rekonsiliasi disimpan untuk halaman ini saja: penyimpanan browser (IndexedDB) tidak tersedia.",
    none: "Belum ada rekonsiliasi yang dijalankan.",
    caption: "Rekonsiliasi, terbaru lebih dulu",
    columns: { started: "Dimulai", source: "Yang dicocokkan", target: "Tujuan", outcome: "Hasil", entry: "Entri" },
    sources: {
      whole: "Seluruh dompet.",
      range: (from, to) => `Entri dompet dari ${from} sampai ${to}.`,
      since: (from) => `Entri dompet sejak ${from}.`,
      until: (to) => `Entri dompet sampai ${to}.`,
      entries: "Entri dari jawaban Riwayat transaksi saldo.",
      batch: (from) => `Pesanan sebuah batch, terhadap dompet sejak ${from}.`,
    },
    requests: { other: "# permintaan." },
    open: "Buka",
    openRun: (time) => `Buka rekonsiliasi pada ${time}`,
    runTitle: (time) => `Rekonsiliasi pada ${time}`,
    requestsTitle: "Permintaannya",
    requestsCaption: (time) => `Permintaan rekonsiliasi pada ${time}`,
    requestColumns: {
      sent: "Dikirim",
      action: "Aksi",
      url: "URL",
      status: "Status",
      duration: "Durasi",
      said: "Yang dikatakan API",
    },
    someRequests: (kept, all) => `${kept} dari ${all} permintaan disimpan: yang pertama, lalu yang tidak dijawab 2xx.`,
    someFindings: (kept, all) => `${kept} temuan pertama dari ${all} temuan disimpan.`,
    someUnmatched: (kept, all) => `${kept} baris pertama dari ${all} baris Tidak cocok disimpan.`,
    closeRun: "Tutup rekonsiliasi",
  },
});
