import type { FinalKind } from "../../answer/status-words";
import type { BatchField } from "../../batch/batch-columns";
import type { SheetEncoding } from "../../batch/decode-sheet";
import type { SheetProblem } from "../../batch/parse-sheet";
import type { RowProblem, RowWarning } from "../../batch/row-findings";
import type { RowStateKind, UnknownCause } from "../../batch/row-state";
import type { RunEnd } from "../../batch/run-end";
import type { CheckNote } from "../../batch/status-answer";
import { defineMessages } from "../../lib/i18n/define-messages";
import type { PluralForms } from "../../lib/i18n/plural";
import type { TrackingOutcome } from "../../workspace/order-tracking/tracked-order";

/**
 * The Batch orders region's words, loaded with the region. Field names, references, status codes
 * and the API's own messages are passed in as they are. Counts come already formatted and counted
 * phrases go through plural().
 */
export interface BatchMessages {
  title: string;
  intro: string;
  memoryOnly: string;
  // Input
  csv: string;
  csvHint: string;
  chooseFile: string;
  readRows: string;
  reading: string;
  fileNotRead: (file: string, error: string) => string;
  sheetProblem: (problem: SheetProblem) => string;
  unknownColumns: (headers: string) => string;
  rowsRead: PluralForms;
  noRows: string;
  /** Which encoding a chosen file was read in. */
  readAs: (encoding: SheetEncoding) => string;
  /** The lines of rows whose ids a spreadsheet wrote as numbers, listed ("6, 9 and 2 more"). */
  numberIds: (lines: string) => string;
  /** The last item of a list of lines cut short: "# more". */
  moreLines: PluralForms;
  // The table
  caption: string;
  columns: { include: string; line: string; verdict: string; reason: string; state: string };
  includeRow: (line: number) => string;
  cell: (field: BatchField, line: number) => string;
  verdicts: { ready: string; problem: string; unchecked: string; excluded: string };
  problem: (problem: RowProblem) => string;
  warning: (warning: RowWarning) => string;
  // Dry run
  dryRun: string;
  dryRunHint: string;
  listing: string;
  checkingPlayers: (done: string, total: string) => string;
  checkingBalance: string;
  /** `why`: listProblemMessages' words for why List packages gave no list. */
  listProblem: (why: string) => string;
  balanceUnread: string;
  rows: PluralForms;
  withProblems: PluralForms;
  withWarnings: PluralForms;
  summary: (p: { rows: string; ready: string; problems: string; warned: string }) => string;
  total: (total: string) => string;
  totalAgainst: (p: { total: string; balance: string; after: string }) => string;
  noTotal: string;
  short: (line: number) => string;
  unpriced: PluralForms;
  stale: string;
  // Confirmation
  place: PluralForms;
  confirmTitle: string;
  live: (environment: string) => string;
  orders: string;
  totalLabel: string;
  balanceBefore: string;
  balanceAfter: string;
  sentTo: string;
  notKnown: string;
  typeCount: (count: string) => string;
  confirmHint: string;
  // The run
  concurrency: string;
  concurrencyHint: string;
  pause: string;
  stop: string;
  resume: string;
  newBatch: string;
  progress: string;
  // Following placed orders
  finalStates: Record<FinalKind, string>;
  finalCounts: (p: Record<FinalKind | "following", string>) => string;
  following: PluralForms;
  finalReason: (id: string | undefined, status: string) => string;
  unfollowed: (outcome: TrackingOutcome) => string;
  waiting: (time: string) => string;
  runEnd: (end: RunEnd) => string;
  interrupted: (time: string, rows: string) => string;
  stateReason: (p: { kind: RowStateKind; status?: number; message?: string; code?: string }) => string;
  unknownCause: (cause: UnknownCause) => string;
  lastCheck: (note: CheckNote, time: (ms: number) => string) => string;
  orderId: (id: string, status: string | undefined) => string;
  sendAgain: string;
  sendAgainRow: (line: number) => string;
  sendAgainNote: string;
  downloadCsv: string;
  reconcileBatch: string;
}

const SHEET_EN = (problem: SheetProblem): string => {
  switch (problem.code) {
    case "no_header":
      return "No header row: the first line must name the columns (product_id, user_id, zone_id, reseller_ref).";
    case "missing_column":
      return `No ${problem.field} column: every row needs one.`;
    case "repeated_column":
      return `Column ${problem.column + 1} ("${problem.header}") repeats ${problem.field}: only the first is read.`;
    case "unclosed_quote":
      return `A quote opened on line ${problem.line} is never closed: the rest of the file is read as one cell.`;
    case "malformed_quote":
      return `Line ${problem.line} has a quote in the middle of a cell: check that row.`;
  }
};

const SHEET_ID = (problem: SheetProblem): string => {
  switch (problem.code) {
    case "no_header":
      return "Tidak ada baris judul: baris pertama harus menamai kolomnya (product_id, user_id, zone_id, reseller_ref).";
    case "missing_column":
      return `Tidak ada kolom ${problem.field}: setiap baris memerlukannya.`;
    case "repeated_column":
      return `Kolom ${problem.column + 1} ("${problem.header}") mengulang ${problem.field}: hanya yang pertama dibaca.`;
    case "unclosed_quote":
      return `Tanda kutip yang dibuka di baris ${problem.line} tidak pernah ditutup: sisa berkas dibaca sebagai satu sel.`;
    case "malformed_quote":
      return `Baris ${problem.line} memiliki tanda kutip di tengah sel: periksa baris itu.`;
  }
};

const ISSUES_EN: Record<string, string> = {
  invalid_type: "is not the right kind of value",
  invalid_format: "has characters it may not have (digits only)",
  too_small: "is too short",
  too_big: "is too long or too large",
};
const ISSUES_ID: Record<string, string> = {
  invalid_type: "bukan jenis nilai yang benar",
  invalid_format: "berisi karakter yang tidak boleh (hanya angka)",
  too_small: "terlalu pendek",
  too_big: "terlalu panjang atau terlalu besar",
};

export const batchMessages = defineMessages<BatchMessages>({
  en: {
    title: "Batch orders",
    intro:
      "Top up many players from a spreadsheet. Paste it or choose a file, check it with a dry run (it spends nothing), then place the orders after one confirmation. Columns: product_id, user_id, zone_id when the game needs one, and reseller_ref if you want your own references (otherwise each row gets one).",
    memoryOnly:
      "This browser's storage (IndexedDB) is not available: the batch is kept for this page only and cannot be resumed after a reload.",
    csv: "CSV",
    csvHint: "Separated by commas, semicolons or tabs, with a header row.",
    chooseFile: "Or choose a file",
    readRows: "Read rows",
    reading: "Reading the rows…",
    fileNotRead: (file, error) => `${file} could not be read (${error}). Nothing in the text box was changed.`,
    sheetProblem: SHEET_EN,
    unknownColumns: (headers) => `Columns not read, as they name no order field: ${headers}.`,
    rowsRead: { one: "# row read.", other: "# rows read." },
    noRows: "The file has a header but no rows.",
    readAs: (encoding) => {
      switch (encoding) {
        case "utf-8":
          return "Read as UTF-8.";
        case "utf-16le":
        case "utf-16be":
          return "Read as UTF-16, as the file's byte order mark says.";
        case "windows-1252":
          return 'Read as Windows-1252 (Western European): the file is not UTF-8, so it was read in the code page Excel uses for "CSV (Comma delimited)". If letters look wrong, save it as "CSV UTF-8" and choose it again.';
      }
    },
    numberIds: (lines) =>
      `Ids a spreadsheet wrote as numbers, by line: ${lines}. Format the id columns as Text in the spreadsheet and export again: the dry run holds these rows back.`,
    moreLines: { other: "# more" },
    caption: "Batch rows",
    columns: { include: "Include", line: "Line", verdict: "Verdict", reason: "Reason", state: "State" },
    includeRow: (line) => `Include line ${line}`,
    cell: (field, line) => `${field}, line ${line}`,
    verdicts: { ready: "Ready", problem: "Problem", unchecked: "Not checked yet", excluded: "Excluded" },
    problem: (problem) => {
      switch (problem.code) {
        case "field_missing":
          return `${problem.field} is empty.`;
        case "field_invalid":
          return `${problem.field} ${ISSUES_EN[problem.issue] ?? `is not valid (${problem.issue})`}.`;
        case "product_unknown":
          return `Package ${problem.productId} is not in List packages.`;
        case "zone_required":
          return problem.label
            ? `${problem.game} needs a zone (${problem.label}): zone_id is empty.`
            : `${problem.game} needs a zone: zone_id is empty.`;
        case "repeated_row":
          return `Repeats line ${problem.firstLine}: same package, player and zone.`;
        case "repeated_reference":
          return `Uses the same reseller_ref as line ${problem.firstLine}.`;
        case "player_invalid":
          return problem.message
            ? `Validate player ID refused this player (HTTP ${problem.status}): ${problem.message}`
            : `Validate player ID refused this player (HTTP ${problem.status}).`;
        case "id_as_number":
          return problem.form === "scientific"
            ? `${problem.field} ${problem.value} is a number in scientific notation, not an id: a spreadsheet took the column for numbers and the id's digits are lost. Format the ${problem.field} column as Text in the spreadsheet and export again.`
            : `${problem.field} ${problem.value} is written as a number with decimals, not an id: a spreadsheet took the column for numbers. Format the ${problem.field} column as Text in the spreadsheet and export again, or correct the cell here.`;
        case "id_short":
          return `user_id ${problem.value} has ${problem.value.length} digits where ${problem.peers} other player ids of ${problem.game ?? `package ${problem.productId}`} in this file have ${problem.expected}: a spreadsheet may have dropped its leading zeros. Format the user_id column as Text in the spreadsheet and export again. If the id is right as it is, type it again in its cell: a cell corrected here is sent as written.`;
      }
    },
    warning: (warning) => {
      switch (warning.code) {
        case "repeated_row":
          return `Repeats line ${warning.firstLine}.`;
        case "no_price":
          return `List packages gives no price for ${warning.productId}: left out of the total.`;
        case "player_unchecked":
          return warning.status === 0
            ? "The player could not be checked (no answer)."
            : `The player could not be checked (HTTP ${warning.status}).`;
        case "placed_before":
          return `Batch ${warning.batchId} in this browser already placed this package for this player (line ${warning.line}, ${warning.reference}).`;
        case "reference_used_before":
          return `Batch ${warning.batchId} already sent this reference (line ${warning.line}): the API may answer with that order.`;
      }
    },
    dryRun: "Dry run",
    dryRunHint:
      "Checks every row, finds each package in List packages, asks Validate player ID once per player and compares the total with Check wallet balance. Nothing is spent.",
    listing: "Listing packages and games…",
    checkingPlayers: (done, total) => `Checking players: ${done} of ${total}…`,
    checkingBalance: "Checking the balance…",
    listProblem: (list) =>
      `The packages could not be listed (${list}): packages, prices and zones were not checked; the API will judge them when the orders are placed.`,
    balanceUnread: "The balance could not be read: the total is not compared with it.",
    rows: { one: "# row", other: "# rows" },
    withProblems: { one: "# with a problem", other: "# with problems" },
    withWarnings: { one: "# with a warning", other: "# with warnings" },
    summary: ({ rows, ready, problems, warned }) => `${rows}: ${ready} ready, ${problems}, ${warned}.`,
    total: (total) => `Total as listed: ${total}.`,
    totalAgainst: ({ total, balance, after }) =>
      `Total as listed: ${total}. Balance now ${balance}, after the batch ${after}.`,
    noTotal: "No total: the packages are listed in more than one currency, or without prices.",
    short: (line) => `The balance does not cover every ready row: from line ${line} on, orders would be refused.`,
    unpriced: {
      one: "# ready row has no listed price and is left out of the total.",
      other: "# ready rows have no listed price and are left out of the total.",
    },
    stale: "The rows changed after the dry run: run it again before placing them.",
    place: { one: "Place # order", other: "Place # orders" },
    confirmTitle: "Place this batch?",
    live: (environment) => `these orders are placed on ${environment} and real money will be spent.`,
    orders: "Orders",
    totalLabel: "Total as listed",
    balanceBefore: "Balance before",
    balanceAfter: "Balance after",
    sentTo: "Sent to",
    notKnown: "not known",
    typeCount: (count) => `Type ${count}, the number of orders, to place them`,
    confirmHint: "Each row keeps its reference for every attempt, so a lost answer never places an order twice.",
    concurrency: "Orders at once",
    concurrencyHint: "1 to 4. Requests wait whenever the API's rate-limit headers ask.",
    pause: "Pause",
    stop: "Stop",
    resume: "Resume",
    newBatch: "New batch",
    progress: "Batch progress",
    finalStates: { success: "Succeeded", partial: "Partly delivered", failed: "Failed", refunded: "Refunded" },
    finalCounts: (c) =>
      `Final status: succeeded ${c.success}, partly delivered ${c.partial}, failed ${c.failed}, refunded ${c.refunded}, still followed ${c.following}.`,
    following: {
      one: "Following # placed order with Check order status until its final status.",
      other: "Following # placed orders with Check order status until their final status.",
    },
    finalReason: (id, status) => (id ? `Order ${id} ended ${status}.` : `The order ended ${status}.`),
    unfollowed: (outcome) => {
      switch (outcome.kind) {
        case "refused":
          return `No longer followed: Check order status was refused (${outcome.status}). Resume asks again.`;
        case "wait-past-limit":
          return "No longer followed: the API asked to wait past the time limit. Resume asks again.";
        case "gave-up":
          return `No longer followed: no final status after ${outcome.minutes} minutes. Resume asks again.`;
        case "broken":
          return `No longer followed: ${outcome.problem}`;
        default:
          return "No longer followed. Resume asks again.";
      }
    },
    waiting: (time) => `Waiting until ${time}, as the API's rate limit asks.`,
    runEnd: (end) => {
      switch (end.kind) {
        case "finished":
          return "The batch has finished.";
        case "paused":
          return "Paused. Resume goes on with the rows still waiting.";
        case "stopped":
          return "Stopped. Rows not sent stay waiting; Resume sends them if you change your mind.";
        case "paused_balance":
          return "Paused: the balance ran out. Top up the wallet, then Resume.";
        case "journal_failed":
          return `Paused: the batch could not be written to this browser's storage (${end.detail}). Nothing more is sent until it can be.`;
        case "cannot_build":
          return `Nothing was sent: ${end.message}`;
        case "no_batch":
          return "This batch is no longer in this browser's storage.";
        case "wrong_target":
          return "This batch was placed with another environment, base URL, path style or key. Switch back to those to resume it.";
      }
    },
    interrupted: (time, rows) =>
      `The batch started ${time} did not finish (${rows}). Resume first asks the API about rows whose answer was lost, then sends the rows still waiting.`,
    stateReason: ({ kind, status, message, code }) => {
      const words = message ?? code;
      // A 2xx refused in its body says so, as the response's status line does.
      const http = !status ? "not sent" : status < 300 ? `HTTP ${status} · the body says it failed` : `HTTP ${status}`;
      if (kind === "paused_balance") return words ? `${http}: ${words}` : `${http}: the balance is too low.`;
      return words ? `${http}: ${words}` : http;
    },
    unknownCause: (cause) => {
      switch (cause.kind) {
        case "status":
          return `The API answered HTTP ${cause.status}, which does not say whether the order was placed.`;
        case "timeout":
          return "No answer before the time limit: the order may or may not have been placed.";
        case "cancelled":
          return "Cancelled while waiting for the answer: the order may or may not have been placed.";
        case "no-answer":
          return "No answer (network or CORS): the order may or may not have been placed.";
        case "interrupted":
          return "The page closed while this order was being sent: it may or may not have been placed.";
      }
    },
    lastCheck: (note, time) => {
      switch (note.code) {
        case "too_soon":
          return `Check order status does not find it yet; an order can still appear until ${time(note.checkAfter)}, so Resume asks again after that.`;
        case "not_found_unconfirmed":
          return `Check order status answered ${note.status}, which may mean the route rather than the order.`;
        case "other_order":
          return `Check order status named another order (${note.reference}).`;
        case "no_order_in_answer":
          return `Check order status answered ${note.status} without naming an order.`;
        case "refused":
          return note.message
            ? `Check order status was refused (HTTP ${note.status}): ${note.message}`
            : `Check order status was refused (HTTP ${note.status}).`;
        case "rate_limited":
          return "Check order status was rate limited; Resume asks again.";
        case "no_answer":
          return "Check order status got no clear answer; Resume asks again.";
      }
    },
    orderId: (id, status) => (status ? `Order ${id}, ${status} when last seen.` : `Order ${id}.`),
    sendAgain: "Send again with the same reference",
    sendAgainRow: (line) => `Send again with the same reference (line ${line})`,
    sendAgainNote:
      "What the API does with a reference it has seen before is not documented. The sandbox answers with the order already placed and charges nothing again; an API that does not recognise its references may place a second order.",
    downloadCsv: "Download results CSV",
    reconcileBatch: "Reconcile this batch",
  },
  id: {
    title: "Pesanan massal",
    intro:
      "Isi ulang banyak pemain dari spreadsheet. Tempel atau pilih berkas, periksa dengan uji coba (tidak memotong saldo), lalu buat pesanannya setelah satu konfirmasi. Kolom: product_id, user_id, zone_id bila game memerlukannya, dan reseller_ref bila Anda ingin referensi sendiri (jika tidak, setiap baris mendapat satu).",
    memoryOnly:
      "Penyimpanan peramban (IndexedDB) tidak tersedia: batch hanya disimpan untuk halaman ini dan tidak dapat dilanjutkan setelah dimuat ulang.",
    csv: "CSV",
    csvHint: "Dipisah koma, titik koma, atau tab, dengan baris judul.",
    chooseFile: "Atau pilih berkas",
    readRows: "Baca baris",
    reading: "Membaca baris…",
    fileNotRead: (file, error) => `${file} tidak dapat dibaca (${error}). Isi kotak teks tidak diubah.`,
    sheetProblem: SHEET_ID,
    unknownColumns: (headers) => `Kolom tidak dibaca karena tidak menamai kolom pesanan: ${headers}.`,
    rowsRead: { other: "# baris dibaca." },
    noRows: "Berkas memiliki baris judul tetapi tidak ada baris.",
    readAs: (encoding) => {
      switch (encoding) {
        case "utf-8":
          return "Dibaca sebagai UTF-8.";
        case "utf-16le":
        case "utf-16be":
          return "Dibaca sebagai UTF-16, sesuai penanda urutan byte (BOM) berkas.";
        case "windows-1252":
          return 'Dibaca sebagai Windows-1252 (Eropa Barat): berkas ini bukan UTF-8, jadi dibaca dengan code page yang dipakai Excel untuk "CSV (Comma delimited)". Bila ada huruf yang tampak salah, simpan sebagai "CSV UTF-8" lalu pilih lagi.';
      }
    },
    numberIds: (lines) =>
      `ID yang ditulis spreadsheet sebagai angka, per baris: ${lines}. Format kolom ID sebagai Teks di spreadsheet lalu ekspor lagi: uji coba menahan baris-baris ini.`,
    moreLines: { other: "# lainnya" },
    caption: "Baris batch",
    columns: { include: "Sertakan", line: "Baris", verdict: "Hasil", reason: "Alasan", state: "Status" },
    includeRow: (line) => `Sertakan baris ${line}`,
    cell: (field, line) => `${field}, baris ${line}`,
    verdicts: { ready: "Siap", problem: "Bermasalah", unchecked: "Belum diperiksa", excluded: "Tidak disertakan" },
    problem: (problem) => {
      switch (problem.code) {
        case "field_missing":
          return `${problem.field} kosong.`;
        case "field_invalid":
          return `${problem.field} ${ISSUES_ID[problem.issue] ?? `tidak valid (${problem.issue})`}.`;
        case "product_unknown":
          return `Paket ${problem.productId} tidak ada di Daftar paket.`;
        case "zone_required":
          return problem.label
            ? `${problem.game} memerlukan zona (${problem.label}): zone_id kosong.`
            : `${problem.game} memerlukan zona: zone_id kosong.`;
        case "repeated_row":
          return `Mengulang baris ${problem.firstLine}: paket, pemain, dan zona yang sama.`;
        case "repeated_reference":
          return `Memakai reseller_ref yang sama dengan baris ${problem.firstLine}.`;
        case "player_invalid":
          return problem.message
            ? `Validasi ID pemain menolak pemain ini (HTTP ${problem.status}): ${problem.message}`
            : `Validasi ID pemain menolak pemain ini (HTTP ${problem.status}).`;
        case "id_as_number":
          return problem.form === "scientific"
            ? `${problem.field} ${problem.value} adalah angka dalam notasi ilmiah, bukan ID: spreadsheet menganggap kolomnya angka dan digit ID-nya hilang. Format kolom ${problem.field} sebagai Teks di spreadsheet lalu ekspor lagi.`
            : `${problem.field} ${problem.value} ditulis sebagai angka desimal, bukan ID: spreadsheet menganggap kolomnya angka. Format kolom ${problem.field} sebagai Teks di spreadsheet lalu ekspor lagi, atau perbaiki selnya di sini.`;
        case "id_short":
          return `user_id ${problem.value} memiliki ${problem.value.length} digit, sedangkan ${problem.peers} ID pemain lain untuk ${problem.game ?? `paket ${problem.productId}`} di berkas ini memiliki ${problem.expected} digit: spreadsheet mungkin membuang angka nol di depannya. Format kolom user_id sebagai Teks di spreadsheet lalu ekspor lagi. Bila ID ini memang benar, ketik ulang di selnya: sel yang diperbaiki di sini dikirim apa adanya.`;
      }
    },
    warning: (warning) => {
      switch (warning.code) {
        case "repeated_row":
          return `Mengulang baris ${warning.firstLine}.`;
        case "no_price":
          return `Daftar paket tidak memberi harga untuk ${warning.productId}: tidak dihitung dalam total.`;
        case "player_unchecked":
          return warning.status === 0
            ? "Pemain tidak dapat diperiksa (tidak ada jawaban)."
            : `Pemain tidak dapat diperiksa (HTTP ${warning.status}).`;
        case "placed_before":
          return `Batch ${warning.batchId} di peramban ini sudah memesan paket ini untuk pemain ini (baris ${warning.line}, ${warning.reference}).`;
        case "reference_used_before":
          return `Batch ${warning.batchId} sudah mengirim referensi ini (baris ${warning.line}): API mungkin menjawab dengan pesanan itu.`;
      }
    },
    dryRun: "Uji coba",
    dryRunHint:
      "Memeriksa setiap baris, mencari setiap paket di Daftar paket, menanyakan Validasi ID pemain sekali per pemain, dan membandingkan total dengan Cek saldo. Saldo tidak terpotong.",
    listing: "Mengambil daftar paket dan game…",
    checkingPlayers: (done, total) => `Memeriksa pemain: ${done} dari ${total}…`,
    checkingBalance: "Memeriksa saldo…",
    listProblem: (list) =>
      `Daftar paket tidak dapat diambil (${list}): paket, harga, dan zona tidak diperiksa; API akan menilainya saat pesanan dibuat.`,
    balanceUnread: "Saldo tidak dapat dibaca: total tidak dibandingkan dengannya.",
    rows: { other: "# baris" },
    withProblems: { other: "# bermasalah" },
    withWarnings: { other: "# dengan peringatan" },
    summary: ({ rows, ready, problems, warned }) => `${rows}: ${ready} siap, ${problems}, ${warned}.`,
    total: (total) => `Total sesuai daftar: ${total}.`,
    totalAgainst: ({ total, balance, after }) =>
      `Total sesuai daftar: ${total}. Saldo sekarang ${balance}, setelah batch ${after}.`,
    noTotal: "Tidak ada total: paket terdaftar dalam lebih dari satu mata uang, atau tanpa harga.",
    short: (line) => `Saldo tidak cukup untuk semua baris siap: mulai baris ${line}, pesanan akan ditolak.`,
    unpriced: { other: "# baris siap tidak memiliki harga di daftar dan tidak dihitung dalam total." },
    stale: "Baris berubah setelah uji coba: jalankan lagi sebelum membuat pesanan.",
    place: { other: "Buat # pesanan" },
    confirmTitle: "Buat batch ini?",
    live: (environment) => `pesanan ini dibuat di ${environment} dan memakai uang sungguhan.`,
    orders: "Pesanan",
    totalLabel: "Total sesuai daftar",
    balanceBefore: "Saldo sebelum",
    balanceAfter: "Saldo sesudah",
    sentTo: "Dikirim ke",
    notKnown: "tidak diketahui",
    typeCount: (count) => `Ketik ${count}, jumlah pesanan, untuk membuatnya`,
    confirmHint:
      "Setiap baris memakai referensi yang sama di setiap percobaan, sehingga jawaban yang hilang tidak pernah membuat pesanan dua kali.",
    concurrency: "Pesanan sekaligus",
    concurrencyHint: "1 sampai 4. Permintaan menunggu setiap kali header batas laju API memintanya.",
    pause: "Jeda",
    stop: "Hentikan",
    resume: "Lanjutkan",
    newBatch: "Batch baru",
    progress: "Kemajuan batch",
    finalStates: { success: "Berhasil", partial: "Sukses sebagian", failed: "Gagal", refunded: "Dikembalikan" },
    finalCounts: (c) =>
      `Status akhir: berhasil ${c.success}, sukses sebagian ${c.partial}, gagal ${c.failed}, dikembalikan ${c.refunded}, masih diikuti ${c.following}.`,
    following: {
      other: "Mengikuti # pesanan yang dibuat dengan Cek status pesanan sampai status akhirnya.",
    },
    finalReason: (id, status) => (id ? `Pesanan ${id} berakhir ${status}.` : `Pesanan berakhir ${status}.`),
    unfollowed: (outcome) => {
      switch (outcome.kind) {
        case "refused":
          return `Tidak diikuti lagi: Cek status pesanan ditolak (${outcome.status}). Lanjutkan bertanya lagi.`;
        case "wait-past-limit":
          return "Tidak diikuti lagi: API meminta menunggu melewati batas waktu. Lanjutkan bertanya lagi.";
        case "gave-up":
          return `Tidak diikuti lagi: belum ada status akhir setelah ${outcome.minutes} menit. Lanjutkan bertanya lagi.`;
        case "broken":
          return `Tidak diikuti lagi: ${outcome.problem}`;
        default:
          return "Tidak diikuti lagi. Lanjutkan bertanya lagi.";
      }
    },
    waiting: (time) => `Menunggu sampai ${time}, sesuai batas laju API.`,
    runEnd: (end) => {
      switch (end.kind) {
        case "finished":
          return "Batch selesai.";
        case "paused":
          return "Dijeda. Lanjutkan meneruskan baris yang masih menunggu.";
        case "stopped":
          return "Dihentikan. Baris yang belum dikirim tetap menunggu; Lanjutkan mengirimnya bila Anda berubah pikiran.";
        case "paused_balance":
          return "Dijeda: saldo habis. Isi ulang dompet, lalu Lanjutkan.";
        case "journal_failed":
          return `Dijeda: batch tidak dapat ditulis ke penyimpanan peramban (${end.detail}). Tidak ada yang dikirim sampai bisa.`;
        case "cannot_build":
          return `Tidak ada yang dikirim: ${end.message}`;
        case "no_batch":
          return "Batch ini sudah tidak ada di penyimpanan peramban.";
        case "wrong_target":
          return "Batch ini dibuat dengan lingkungan, base URL, gaya path, atau kunci lain. Kembali ke sana untuk melanjutkannya.";
      }
    },
    interrupted: (time, rows) =>
      `Batch yang dimulai ${time} belum selesai (${rows}). Lanjutkan lebih dulu menanyakan ke API baris yang jawabannya hilang, lalu mengirim baris yang masih menunggu.`,
    stateReason: ({ kind, status, message, code }) => {
      const words = message ?? code;
      const http = !status
        ? "tidak dikirim"
        : status < 300
          ? `HTTP ${status} · isi jawaban menyatakan gagal`
          : `HTTP ${status}`;
      if (kind === "paused_balance") return words ? `${http}: ${words}` : `${http}: saldo tidak cukup.`;
      return words ? `${http}: ${words}` : http;
    },
    unknownCause: (cause) => {
      switch (cause.kind) {
        case "status":
          return `API menjawab HTTP ${cause.status}, yang tidak menyatakan apakah pesanan sudah dibuat.`;
        case "timeout":
          return "Tidak ada jawaban sebelum batas waktu: pesanan mungkin sudah dibuat, mungkin belum.";
        case "cancelled":
          return "Dibatalkan saat menunggu jawaban: pesanan mungkin sudah dibuat, mungkin belum.";
        case "no-answer":
          return "Tidak ada jawaban (jaringan atau CORS): pesanan mungkin sudah dibuat, mungkin belum.";
        case "interrupted":
          return "Halaman tertutup saat pesanan ini dikirim: pesanan mungkin sudah dibuat, mungkin belum.";
      }
    },
    lastCheck: (note, time) => {
      switch (note.code) {
        case "too_soon":
          return `Cek status pesanan belum menemukannya; pesanan masih bisa muncul sampai ${time(note.checkAfter)}, jadi Lanjutkan bertanya lagi setelah itu.`;
        case "not_found_unconfirmed":
          return `Cek status pesanan menjawab ${note.status}, yang mungkin berarti rute, bukan pesanan.`;
        case "other_order":
          return `Cek status pesanan menyebut pesanan lain (${note.reference}).`;
        case "no_order_in_answer":
          return `Cek status pesanan menjawab ${note.status} tanpa menyebut pesanan.`;
        case "refused":
          return note.message
            ? `Cek status pesanan ditolak (HTTP ${note.status}): ${note.message}`
            : `Cek status pesanan ditolak (HTTP ${note.status}).`;
        case "rate_limited":
          return "Cek status pesanan terkena batas laju; Lanjutkan bertanya lagi.";
        case "no_answer":
          return "Cek status pesanan tidak mendapat jawaban jelas; Lanjutkan bertanya lagi.";
      }
    },
    orderId: (id, status) => (status ? `Pesanan ${id}, ${status} saat terakhir dilihat.` : `Pesanan ${id}.`),
    sendAgain: "Kirim lagi dengan referensi yang sama",
    sendAgainRow: (line) => `Kirim lagi dengan referensi yang sama (baris ${line})`,
    sendAgainNote:
      "Apa yang dilakukan API dengan referensi yang pernah dilihatnya tidak didokumentasikan. Sandbox menjawab dengan pesanan yang sudah dibuat dan tidak memotong saldo lagi; API yang tidak mengenali referensinya bisa membuat pesanan kedua.",
    downloadCsv: "Unduh hasil CSV",
    reconcileBatch: "Cocokkan batch ini",
  },
});
