import type { StatusClass } from "../../history/history-filter";
import type { HistoryStore } from "../../history/history-store";
import type { SetAsideReason } from "../../history/set-aside-reason";
import { defineMessages } from "../../lib/i18n/define-messages";
import type { Parts } from "../../lib/i18n/parts";
import type { PluralForms } from "../../lib/i18n/plural";
import type { FailureKind } from "../../request/response-record";

/**
 * The History panel's words, loaded with the panel. Paths, field names, status codes, the file's
 * own `format` and the schema's words about a damaged record are passed in as they are.
 */
export interface HistoryMessages {
  title: string;
  where: Record<HistoryStore["where"], string>;
  kept: (p: { where: string; max: string; total: string; body: string; entries: string; size: string }) => string;
  entries: PluralForms;
  readFailed: (error: string) => string;
  unavailable: (why: string) => string;
  compareSelected: string;
  deleteSelected: string;
  deleteFailed: (error: string) => string;
  reading: string;
  counts: (shown: string, total: string, selected: string) => string;
  exportsHint: string;
  oneUnreadable: string;
  nothingYet: string;
  entryName: (action: string, time: string) => string;
  currentResponse: (action: string) => string;
  // The list
  caption: string;
  columns: {
    selected: string;
    time: string;
    action: string;
    status: string;
    duration: string;
    size: string;
    entry: string;
  };
  select: (name: string) => string;
  pinned: string;
  truncated: string;
  open: string;
  openEntry: (name: string) => string;
  pin: string;
  pinEntry: (name: string) => string;
  /** Pinning or unpinning an entry failed; `error` as the store gave it. */
  pinFailed: (name: string, error: string) => string;
  unpinFailed: (name: string, error: string) => string;
  noResponse: (failure: string) => string;
  failures: Record<FailureKind | "failure", string>;
  // The filters
  filterLegend: string;
  byAction: string;
  allActions: string;
  byStatus: string;
  anyStatus: string;
  statusClasses: Record<StatusClass, string>;
  search: string;
  searchHint: string;
  // One entry
  readingEntry: string;
  entryGone: string;
  /** `why` is the set-aside reason, worded (reason-text.ts). */
  entrySetAside: (why: string) => string;
  entryTitle: (name: string) => string;
  replay: string;
  keepSame: (field: string) => string;
  compareLive: string;
  closeEntry: string;
  replayHint: string;
  freshHint: (field: string) => string;
  // Why an entry cannot be replayed (a ReplayProblem, by its kind).
  replayUnmatched: (detail: string) => string;
  replayPath: string;
  replayNoAction: (actionId: string) => string;
  /** Where the entry was sent, around its address (an element). */
  sentTo: <T>(url: T) => Parts<T>;
  request: string;
  response: string;
  paths: { rest: string; console: string };
  baseUrl: string;
  requestHeaders: string;
  requestBody: string;
  requestTruncated: (kept: string) => string;
  responseTruncated: (kept: string, total: string) => string;
  // Export and import
  exportHar: string;
  exportJson: string;
  importJson: string;
  exportReadFailed: (error: string) => string;
  exported: (entries: string, as: string) => string;
  notImported: (file: string, why: string) => string;
  notSaved: (file: string, error: string) => string;
  // Why a file is not a history export (a HistoryFileProblem, by its kind).
  fileNotJson: (detail: string) => string;
  fileHar: string;
  fileNotExport: (format: string) => string;
  fileVersion: (found: string, reads: number) => string;
  fileInvalid: (detail: string) => string;
  imported: (entries: string, file: string) => string;
  duplicates: (entries: string) => string;
  retention: (entries: string) => string;
  refused: (entries: string) => string;
  // Records set aside
  /** Counted: "#" is the number of records. */
  setAside: PluralForms;
  importedEntry: (file: string, entry: number) => string;
  /** Where a record set aside was stored: as an entry's summary, or as the entry. */
  storedSummary: (key: string) => string;
  storedEntry: (key: string) => string;
  /** The console's own set-aside reasons by code (a `schema` reason is the schema's words, as they are). */
  reasons: Record<Exclude<SetAsideReason["code"], "schema">, string>;
  /** A reason about one field of the record. */
  reasonAt: (path: string, reason: string) => string;
  more: (count: string) => string;
  downloadSetAside: string;
  deleteSetAside: string;
}

export const historyMessages = defineMessages<HistoryMessages>({
  en: {
    title: "History",
    where: { browser: "this browser", page: "this page only" },
    kept: ({ where, max, total, body, entries, size }) =>
      `Every send is kept in ${where}, without the key: the newest ${max} up to ${total} in all, bodies over ${body} cut short and marked truncated. Pinned entries are always kept. Now: ${entries}, ${size}.`,
    entries: { one: "# entry", other: "# entries" },
    readFailed: (error) => `The history could not be read: ${error}`,
    unavailable: (why) =>
      `History is kept for this page only: the browser's storage (IndexedDB) is not available (${why}).`,
    compareSelected: "Compare selected",
    deleteSelected: "Delete selected",
    deleteFailed: (error) =>
      `The selected entries could not be deleted: ${error}. They are still selected, to try again.`,
    reading: "Reading the history…",
    counts: (shown, total, selected) => `${shown} of ${total} shown, ${selected} selected.`,
    exportsHint: "Exports take the selected entries, or all shown when none is selected. Select two to compare them.",
    oneUnreadable: "One of the two entries could not be read.",
    nothingYet: "Nothing sent yet.",
    entryName: (action, time) => `${action} at ${time}`,
    currentResponse: (action) => `The current response (${action})`,
    caption: "Sent requests, newest first",
    columns: {
      selected: "Selected",
      time: "Time",
      action: "Action",
      status: "Status",
      duration: "Duration",
      size: "Size",
      entry: "Entry",
    },
    select: (name) => `Select ${name}`,
    pinned: "Pinned",
    truncated: "truncated",
    open: "Open",
    openEntry: (name) => `Open ${name}`,
    pin: "Pin",
    pinEntry: (name) => `Pin ${name}`,
    pinFailed: (name, error) => `${name} could not be pinned: ${error}`,
    unpinFailed: (name, error) => `${name} could not be unpinned: ${error}`,
    noResponse: (failure) => `No response (${failure})`,
    failures: {
      network: "network",
      timeout: "timeout",
      cancelled: "cancelled",
      "invalid-request": "invalid-request",
      failure: "failure",
    },
    filterLegend: "Filter the history",
    byAction: "Filter by action",
    allActions: "All actions",
    byStatus: "Filter by status",
    anyStatus: "Any status",
    statusClasses: {
      "2xx": "2xx success",
      "3xx": "3xx redirect",
      "4xx": "4xx client error",
      "5xx": "5xx server error",
      failure: "No response (failure)",
    },
    search: "Search the history",
    searchHint: "Looks in the URL, the request body and the start of the response body.",
    readingEntry: "Reading the entry…",
    entryGone: "This entry is no longer in the history.",
    entrySetAside: (why) => `This entry could not be read (${why}) and was set aside.`,
    entryTitle: (name) => `Entry: ${name}`,
    replay: "Replay",
    keepSame: (field) => `Keep the same ${field}`,
    compareLive: "Compare with the current response",
    closeEntry: "Close entry",
    replayHint:
      "Replay fills the form with this request; your current key is used and nothing is sent until you press Send.",
    freshHint: (field) => `${field} gets a fresh value unless you keep the same one (a retry of the same order).`,
    replayUnmatched: (detail) => `This entry cannot be loaded into a form: ${detail}`,
    replayPath: "This entry's request no longer matches its action's path.",
    replayNoAction: (actionId) => `This console has no action "${actionId}" to load this entry into.`,
    sentTo: (url) => ["This entry was sent to ", url, "."],
    request: "Request",
    response: "Response",
    paths: { rest: "REST paths", console: "Console paths" },
    baseUrl: "base URL",
    requestHeaders: "Request headers",
    requestBody: "Request body",
    requestTruncated: (kept) => `Truncated: the history kept the first ${kept} of this request body.`,
    responseTruncated: (kept, total) =>
      `Truncated: the history kept the first ${kept} of this ${total} body. The views below show that part only, so it may not read as JSON.`,
    exportHar: "Export HAR",
    exportJson: "Export JSON",
    importJson: "Import JSON",
    exportReadFailed: (error) => `The history could not be read for the export: ${error}`,
    exported: (entries, as) => `Exported ${entries} as ${as}, keys redacted.`,
    notImported: (file, why) => `${file} was not imported: ${why}`,
    notSaved: (file, error) => `${file} was not imported: the history could not be saved (${error}).`,
    fileNotJson: (detail) => `The file is not JSON (${detail}).`,
    fileHar: "This is a HAR file. Import takes the console's own JSON export (Export JSON); HAR is for other tools.",
    fileNotExport: (format) => `This is not a history file exported by this console: it has no "format": "${format}".`,
    fileVersion: (found, reads) => `This history file has version ${found}; this console reads version ${reads}.`,
    fileInvalid: (detail) => `The file is not a valid history export: ${detail}.`,
    imported: (entries, file) => `Imported ${entries} from ${file}`,
    duplicates: (entries) => `${entries} already in the history`,
    retention: (entries) => `${entries} left out by the retention rule`,
    refused: (entries) => `${entries} not valid and set aside`,
    setAside: {
      one: "# record was set aside: it could not be read as history (damaged, written by something else, or not valid in an imported file). Nothing was deleted; the rest of the history is unaffected.",
      other:
        "# records were set aside: they could not be read as history (damaged, written by something else, or not valid in an imported file). Nothing was deleted; the rest of the history is unaffected.",
    },
    importedEntry: (file, entry) => `${file}, entry ${entry}`,
    storedSummary: (key) => `Stored summary ${key}`,
    storedEntry: (key) => `Stored entry ${key}`,
    reasons: {
      "other-id": "Stored under another id",
      "entry-missing": "Its entry is missing",
      "not-record": "Not a history record",
      "not-http": "Not an absolute http or https URL",
      "unknown-action": "Not one of the console's actions",
    },
    reasonAt: (path, reason) => `${path}: ${reason}`,
    more: (count) => `And ${count} more: the download has them all.`,
    downloadSetAside: "Download set-aside records",
    deleteSetAside: "Delete set-aside records",
  },
  id: {
    title: "Riwayat",
    where: { browser: "browser ini", page: "halaman ini saja" },
    kept: ({ where, max, total, body, entries, size }) =>
      `Setiap pengiriman disimpan di ${where}, tanpa kunci API: ${max} terbaru, total hingga ${total}; body lebih dari ${body} dipotong dan ditandai terpotong. Entri yang disematkan selalu disimpan. Saat ini: ${entries}, ${size}.`,
    entries: { other: "# entri" },
    readFailed: (error) => `Riwayat tidak dapat dibaca: ${error}`,
    unavailable: (why) =>
      `Riwayat hanya disimpan untuk halaman ini: penyimpanan browser (IndexedDB) tidak tersedia (${why}).`,
    compareSelected: "Bandingkan yang dipilih",
    deleteSelected: "Hapus yang dipilih",
    deleteFailed: (error) =>
      `Entri yang dipilih tidak dapat dihapus: ${error}. Entri tersebut tetap dipilih, agar dapat dicoba lagi.`,
    reading: "Membaca riwayat…",
    counts: (shown, total, selected) => `${shown} dari ${total} ditampilkan, ${selected} dipilih.`,
    exportsHint:
      "Ekspor mengambil entri yang dipilih, atau semua yang ditampilkan bila tidak ada yang dipilih. Pilih dua entri untuk membandingkannya.",
    oneUnreadable: "Salah satu dari kedua entri tidak dapat dibaca.",
    nothingYet: "Belum ada yang dikirim.",
    entryName: (action, time) => `${action}, ${time}`,
    currentResponse: (action) => `Respons saat ini (${action})`,
    caption: "Permintaan terkirim, terbaru di atas",
    columns: {
      selected: "Dipilih",
      time: "Waktu",
      action: "Aksi",
      status: "Status",
      duration: "Durasi",
      size: "Ukuran",
      entry: "Entri",
    },
    select: (name) => `Pilih ${name}`,
    pinned: "Disematkan",
    truncated: "terpotong",
    open: "Buka",
    openEntry: (name) => `Buka ${name}`,
    pin: "Sematkan",
    pinEntry: (name) => `Sematkan ${name}`,
    pinFailed: (name, error) => `${name} tidak dapat disematkan: ${error}`,
    unpinFailed: (name, error) => `Sematan ${name} tidak dapat dilepas: ${error}`,
    noResponse: (failure) => `Tidak ada respons (${failure})`,
    failures: {
      network: "jaringan",
      timeout: "batas waktu habis",
      cancelled: "dibatalkan",
      "invalid-request": "permintaan tidak sah",
      failure: "gagal",
    },
    filterLegend: "Filter riwayat",
    byAction: "Filter menurut aksi",
    allActions: "Semua aksi",
    byStatus: "Filter menurut status",
    anyStatus: "Semua status",
    statusClasses: {
      "2xx": "2xx berhasil",
      "3xx": "3xx pengalihan",
      "4xx": "4xx kesalahan klien",
      "5xx": "5xx kesalahan server",
      failure: "Tidak ada respons (gagal)",
    },
    search: "Cari di riwayat",
    searchHint: "Mencari di URL, body permintaan, dan awal body respons.",
    readingEntry: "Membaca entri…",
    entryGone: "Entri ini sudah tidak ada di riwayat.",
    entrySetAside: (why) => `Entri ini tidak dapat dibaca (${why}) dan sudah disisihkan.`,
    entryTitle: (name) => `Entri: ${name}`,
    replay: "Kirim ulang",
    keepSame: (field) => `Pertahankan ${field} yang sama`,
    compareLive: "Bandingkan dengan respons saat ini",
    closeEntry: "Tutup entri",
    replayHint:
      "Kirim ulang mengisi formulir dengan permintaan ini; kunci API Anda saat ini yang dipakai, dan tidak ada yang terkirim sebelum Anda menekan Kirim.",
    freshHint: (field) =>
      `${field} mendapat nilai baru, kecuali Anda mempertahankan yang sama (untuk mengulang pesanan yang sama).`,
    replayUnmatched: (detail) => `Entri ini tidak dapat dimuat ke formulir: ${detail}`,
    replayPath: "Permintaan entri ini tidak lagi cocok dengan path aksinya.",
    replayNoAction: (actionId) => `Konsol ini tidak punya aksi "${actionId}" untuk memuat entri ini.`,
    sentTo: (url) => ["Entri ini dikirim ke ", url, "."],
    request: "Permintaan",
    response: "Respons",
    paths: { rest: "path REST", console: "path konsol" },
    baseUrl: "Base URL",
    requestHeaders: "Header permintaan",
    requestBody: "Body permintaan",
    requestTruncated: (kept) => `Terpotong: riwayat hanya menyimpan ${kept} pertama dari body permintaan ini.`,
    responseTruncated: (kept, total) =>
      `Terpotong: riwayat hanya menyimpan ${kept} pertama dari body ${total} ini. Tampilan di bawah hanya memuat bagian itu, jadi mungkin tidak terbaca sebagai JSON.`,
    exportHar: "Ekspor HAR",
    exportJson: "Ekspor JSON",
    importJson: "Impor JSON",
    exportReadFailed: (error) => `Riwayat tidak dapat dibaca untuk diekspor: ${error}`,
    exported: (entries, as) => `${entries} diekspor sebagai ${as}, kunci API disamarkan.`,
    notImported: (file, why) => `${file} tidak diimpor: ${why}`,
    notSaved: (file, error) => `${file} tidak diimpor: riwayat tidak dapat disimpan (${error}).`,
    fileNotJson: (detail) => `Berkas ini bukan JSON (${detail}).`,
    fileHar: "Ini berkas HAR. Impor hanya menerima ekspor JSON dari konsol ini (Ekspor JSON); HAR untuk alat lain.",
    fileNotExport: (format) => `Ini bukan berkas riwayat yang diekspor konsol ini: tidak ada "format": "${format}".`,
    fileVersion: (found, reads) => `Berkas riwayat ini versi ${found}; konsol ini membaca versi ${reads}.`,
    fileInvalid: (detail) => `Berkas ini bukan ekspor riwayat yang sah: ${detail}.`,
    imported: (entries, file) => `${entries} diimpor dari ${file}`,
    duplicates: (entries) => `${entries} sudah ada di riwayat`,
    retention: (entries) => `${entries} tidak disimpan karena aturan penyimpanan`,
    refused: (entries) => `${entries} tidak sah dan disisihkan`,
    setAside: {
      other:
        "# catatan disisihkan karena tidak dapat dibaca sebagai riwayat (rusak, ditulis oleh program lain, atau tidak sah dalam berkas yang diimpor). Tidak ada yang dihapus; riwayat lainnya tidak terpengaruh.",
    },
    importedEntry: (file, entry) => `${file}, entri ${entry}`,
    storedSummary: (key) => `Ringkasan tersimpan ${key}`,
    storedEntry: (key) => `Entri tersimpan ${key}`,
    reasons: {
      "other-id": "Tersimpan dengan id lain",
      "entry-missing": "Entrinya tidak ada",
      "not-record": "Bukan catatan riwayat",
      "not-http": "Bukan URL http atau https yang lengkap",
      "unknown-action": "Bukan salah satu aksi konsol ini",
    },
    reasonAt: (path, reason) => `${path}: ${reason}`,
    more: (count) => `Dan ${count} lainnya: unduhan memuat semuanya.`,
    downloadSetAside: "Unduh catatan yang disisihkan",
    deleteSetAside: "Hapus catatan yang disisihkan",
  },
});
