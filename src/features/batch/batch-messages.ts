import type { FinalKind } from "../../answer/status-words";
import type { BatchField } from "../../batch/batch-columns";
import type { UnknownCause } from "../../batch/row-state";
import type { RunEnd } from "../../batch/run-end";
import { defineMessages } from "../../lib/i18n/define-messages";
import type { PluralForms } from "../../lib/i18n/plural";

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
  // What is wrong with the sheet as a whole (a SheetProblem, by its code); `column` counts from 1.
  noHeader: string;
  missingColumn: (field: string) => string;
  repeatedColumn: (column: string, header: string, field: string) => string;
  unclosedQuote: (line: number) => string;
  malformedQuote: (line: number) => string;
  unknownColumns: (headers: string) => string;
  rowsRead: PluralForms;
  noRows: string;
  /** Which encoding a chosen file was read in (either byte order of UTF-16 is one). */
  readAs: Record<"utf-8" | "utf-16" | "windows-1252", string>;
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
  // What keeps a row from being sent (a RowProblem, by its code).
  fieldMissing: (field: string) => string;
  /** A value the form's schema refuses, by zod's issue code; `fieldInvalid` words a code not listed. */
  issues: Record<"invalid_type" | "invalid_format" | "too_small" | "too_big", (field: string) => string>;
  fieldInvalid: (field: string, issue: string) => string;
  productUnknown: (productId: string) => string;
  /** `label`: the zone's name, as the games list gives it. */
  zoneRequired: (game: string, label?: string) => string;
  repeatedRow: (line: number) => string;
  repeatedReference: (line: number) => string;
  /** `message`: the API's own words, when it gave any. */
  playerInvalid: (status: number, message?: string) => string;
  idScientific: (field: string, value: string) => string;
  idDecimals: (field: string, value: string) => string;
  /** A player id shorter than its peers': `digits` it has, `expected` theirs, `of` the game (or package) they play. */
  idShort: (p: { value: string; digits: number; peers: number; of: string; expected: number }) => string;
  /** A package named by its id, where no game names it. */
  packageNamed: (productId: string) => string;
  // What a person should know about a row that may still be sent (a RowWarning, by its code).
  repeats: (line: number) => string;
  noPrice: (productId: string) => string;
  playerUnchecked: (status: number) => string;
  playerNoAnswer: string;
  placedBefore: (batchId: string, line: number, reference: string) => string;
  maybePlacedBefore: (batchId: string, line: number, reference: string) => string;
  referenceUsedBefore: (batchId: string, line: number) => string;
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
  /** Why the total is not known, said in its place: the list unread, several currencies, no prices. */
  totalUnknown: Record<"list" | "currencies" | "unpriced", string>;
  /** A total of some rows only: how many it covers. */
  totalCovers: (total: string, covered: string, rows: string) => string;
  balanceUnknown: string;
  acceptUnknownTotal: string;
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
  // Why a placed order is no longer followed (its tracking outcome), and Resume asks again.
  unfollowed: string;
  unfollowedRefused: (status: string) => string;
  unfollowedWaitPastLimit: string;
  unfollowedGaveUp: (minutes: number) => string;
  unfollowedBroken: (problem: string) => string;
  waiting: (time: string) => string;
  /** How a run ended, by its kind; a journal that failed and a request that could not be built say why. */
  runEnd: Record<Exclude<RunEnd["kind"], "journal_failed" | "cannot_build">, string>;
  journalFailed: (detail: string) => string;
  cannotBuild: (message: string) => string;
  interrupted: (time: string, rows: string) => string;
  // Why a row was refused or paused: never sent, refused inside a 2xx, or an HTTP status; `said` the API's words.
  notSent: (said?: string) => string;
  refusedInBody: (status: number, said?: string) => string;
  refusedHttp: (status: number, said?: string) => string;
  /** What a row paused for the balance says when the API gave no words of its own. */
  balanceTooLow: string;
  /** Why a row's outcome is not known, by its cause; an HTTP status by its code. */
  unknownCause: Record<Exclude<UnknownCause["kind"], "status" | "duplicate">, string>;
  unknownStatus: (status: number) => string;
  /** A refusal that says the reference was used before: maybe placed, asked about; `said` the API's words. */
  unknownDuplicate: (status: number, said?: string) => string;
  // What the last Check order status of an unknown row said (a StatusCheckNote, by its code).
  tooSoon: (time: string) => string;
  notFoundUnconfirmed: (status: number) => string;
  otherOrder: (reference: string) => string;
  noOrderInAnswer: (status: number) => string;
  checkRefused: (status: number, message?: string) => string;
  checkRateLimited: string;
  checkNoAnswer: string;
  absentAfterDuplicate: string;
  orderId: (id: string, status: string | undefined) => string;
  sendAgain: string;
  sendAgainRow: (line: number) => string;
  sendAgainNote: string;
  downloadCsv: string;
  reconcileBatch: string;
}

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
    noHeader: "No header row: the first line must name the columns (product_id, user_id, zone_id, reseller_ref).",
    missingColumn: (field) => `No ${field} column: every row needs one.`,
    repeatedColumn: (column, header, field) =>
      `Column ${column} ("${header}") repeats ${field}: only the first is read.`,
    unclosedQuote: (line) =>
      `A quote opened on line ${line} is never closed: the rest of the file is read as one cell.`,
    malformedQuote: (line) => `Line ${line} has a quote in the middle of a cell: check that row.`,
    unknownColumns: (headers) => `Columns not read, as they name no order field: ${headers}.`,
    rowsRead: { one: "# row read.", other: "# rows read." },
    noRows: "The file has a header but no rows.",
    readAs: {
      "utf-8": "Read as UTF-8.",
      "utf-16": "Read as UTF-16, as the file's byte order mark says.",
      "windows-1252":
        'Read as Windows-1252 (Western European): the file is not UTF-8, so it was read in the code page Excel uses for "CSV (Comma delimited)". If letters look wrong, save it as "CSV UTF-8" and choose it again.',
    },
    numberIds: (lines) =>
      `Ids a spreadsheet wrote as numbers, by line: ${lines}. Format the id columns as Text in the spreadsheet and export again: the dry run holds these rows back.`,
    moreLines: { other: "# more" },
    caption: "Batch rows",
    columns: { include: "Include", line: "Line", verdict: "Verdict", reason: "Reason", state: "State" },
    includeRow: (line) => `Include line ${line}`,
    cell: (field, line) => `${field}, line ${line}`,
    verdicts: { ready: "Ready", problem: "Problem", unchecked: "Not checked yet", excluded: "Excluded" },
    fieldMissing: (field) => `${field} is empty.`,
    issues: {
      invalid_type: (field) => `${field} is not the right kind of value.`,
      invalid_format: (field) => `${field} has characters it may not have (digits only).`,
      too_small: (field) => `${field} is too short.`,
      too_big: (field) => `${field} is too long or too large.`,
    },
    fieldInvalid: (field, issue) => `${field} is not valid (${issue}).`,
    productUnknown: (productId) => `Package ${productId} is not in List packages.`,
    zoneRequired: (game, label) =>
      label ? `${game} needs a zone (${label}): zone_id is empty.` : `${game} needs a zone: zone_id is empty.`,
    repeatedRow: (line) => `Repeats line ${line}: same package, player and zone.`,
    repeatedReference: (line) => `Uses the same reseller_ref as line ${line}.`,
    playerInvalid: (status, message) =>
      message
        ? `Validate player ID refused this player (HTTP ${status}): ${message}`
        : `Validate player ID refused this player (HTTP ${status}).`,
    idScientific: (field, value) =>
      `${field} ${value} is a number in scientific notation, not an id: a spreadsheet took the column for numbers and the id's digits are lost. Format the ${field} column as Text in the spreadsheet and export again.`,
    idDecimals: (field, value) =>
      `${field} ${value} is written as a number with decimals, not an id: a spreadsheet took the column for numbers. Format the ${field} column as Text in the spreadsheet and export again, or correct the cell here.`,
    idShort: ({ value, digits, peers, of, expected }) =>
      `user_id ${value} has ${digits} digits where ${peers} other player ids of ${of} in this file have ${expected}: a spreadsheet may have dropped its leading zeros. Format the user_id column as Text in the spreadsheet and export again. If the id is right as it is, type it again in its cell: a cell corrected here is sent as written.`,
    packageNamed: (productId) => `package ${productId}`,
    repeats: (line) => `Repeats line ${line}.`,
    noPrice: (productId) => `List packages gives no price for ${productId}: left out of the total.`,
    playerUnchecked: (status) => `The player could not be checked (HTTP ${status}).`,
    playerNoAnswer: "The player could not be checked (no answer).",
    placedBefore: (batchId, line, reference) =>
      `Batch ${batchId} in this browser already placed this package for this player (line ${line}, ${reference}).`,
    maybePlacedBefore: (batchId, line, reference) =>
      `Batch ${batchId} may already have placed this package for this player (line ${line}, ${reference}): what became of that order is not known. Ask about it in History first.`,
    referenceUsedBefore: (batchId, line) =>
      `Batch ${batchId} already sent this reference (line ${line}): the API may answer with that order.`,
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
    live: (environment) => `LIVE — real money: these orders are placed on ${environment} and real money will be spent.`,
    orders: "Orders",
    totalLabel: "Total as listed",
    balanceBefore: "Balance before",
    balanceAfter: "Balance after",
    sentTo: "Sent to",
    notKnown: "not known",
    typeCount: (count) => `Type ${count}, the number of orders, to place them`,
    confirmHint: "Each row keeps its reference for every attempt, so a lost answer never places an order twice.",
    totalUnknown: {
      list: "Not known: List packages could not be read, so no row has a listed price.",
      currencies: "Not known: the packages are listed in more than one currency.",
      unpriced: "Not known: the list gives no price for these packages.",
    },
    totalCovers: (total, covered, rows) =>
      `${total}, which covers ${covered} of ${rows} rows: the others have no listed price.`,
    balanceUnknown: "Not known: Check wallet balance could not be read.",
    acceptUnknownTotal: "I accept that the total is not known",
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
    unfollowed: "No longer followed. Resume asks again.",
    unfollowedRefused: (status) => `No longer followed: Check order status was refused (${status}). Resume asks again.`,
    unfollowedWaitPastLimit: "No longer followed: the API asked to wait past the time limit. Resume asks again.",
    unfollowedGaveUp: (minutes) => `No longer followed: no final status after ${minutes} minutes. Resume asks again.`,
    unfollowedBroken: (problem) => `No longer followed: ${problem}`,
    waiting: (time) => `Waiting until ${time}, as the API's rate limit asks.`,
    runEnd: {
      finished: "The batch has finished.",
      paused: "Paused. Resume goes on with the rows still waiting.",
      stopped: "Stopped. Rows not sent stay waiting; Resume sends them if you change your mind.",
      paused_balance: "Paused: the balance ran out. Top up the wallet, then Resume.",
      no_batch: "This batch is no longer in this browser's storage.",
      wrong_target:
        "This batch was placed with another environment, base URL, path style or key. Switch back to those to resume it.",
    },
    journalFailed: (detail) =>
      `Paused: the batch could not be written to this browser's storage (${detail}). Nothing more is sent until it can be.`,
    cannotBuild: (message) => `Nothing was sent: ${message}`,
    interrupted: (time, rows) =>
      `The batch started ${time} did not finish (${rows}). Resume first asks the API about rows whose answer was lost, then sends the rows still waiting.`,
    notSent: (said) => (said ? `not sent: ${said}` : "not sent"),
    // A 2xx refused in its body says so, as the response's status line does.
    refusedInBody: (status, said) =>
      said ? `HTTP ${status} · the body says it failed: ${said}` : `HTTP ${status} · the body says it failed`,
    refusedHttp: (status, said) => (said ? `HTTP ${status}: ${said}` : `HTTP ${status}`),
    balanceTooLow: "the balance is too low.",
    unknownCause: {
      timeout: "No answer before the time limit: the order may or may not have been placed.",
      cancelled: "Cancelled while waiting for the answer: the order may or may not have been placed.",
      "no-answer": "No answer (network or CORS): the order may or may not have been placed.",
      interrupted: "The page closed while this order was being sent: it may or may not have been placed.",
    },
    unknownStatus: (status) => `The API answered HTTP ${status}, which does not say whether the order was placed.`,
    unknownDuplicate: (status, said) =>
      `Refused as a repeat (HTTP ${status}${said ? `: ${said}` : ""}): the API has this reference already, so the order may be placed and charged. It is asked about with Check order status, never counted as refused.`,
    tooSoon: (time) =>
      `Check order status does not find it yet; an order can still appear until ${time}, so Resume asks again after that.`,
    notFoundUnconfirmed: (status) =>
      `Check order status answered ${status}, which may mean the route rather than the order.`,
    otherOrder: (reference) => `Check order status named another order (${reference}).`,
    noOrderInAnswer: (status) => `Check order status answered ${status} without naming an order.`,
    checkRefused: (status, message) =>
      message
        ? `Check order status was refused (HTTP ${status}): ${message}`
        : `Check order status was refused (HTTP ${status}).`,
    checkRateLimited: "Check order status was rate limited; Resume asks again.",
    checkNoAnswer: "Check order status got no clear answer; Resume asks again.",
    absentAfterDuplicate:
      "Check order status does not find it, though the API said its reference was used: nothing is sent again on its own. Reconcile this batch shows whether it was charged.",
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
    noHeader:
      "Tidak ada baris judul: baris pertama harus menamai kolomnya (product_id, user_id, zone_id, reseller_ref).",
    missingColumn: (field) => `Tidak ada kolom ${field}: setiap baris memerlukannya.`,
    repeatedColumn: (column, header, field) =>
      `Kolom ${column} ("${header}") mengulang ${field}: hanya yang pertama dibaca.`,
    unclosedQuote: (line) =>
      `Tanda kutip yang dibuka di baris ${line} tidak pernah ditutup: sisa berkas dibaca sebagai satu sel.`,
    malformedQuote: (line) => `Baris ${line} memiliki tanda kutip di tengah sel: periksa baris itu.`,
    unknownColumns: (headers) => `Kolom tidak dibaca karena tidak menamai kolom pesanan: ${headers}.`,
    rowsRead: { other: "# baris dibaca." },
    noRows: "Berkas memiliki baris judul tetapi tidak ada baris.",
    readAs: {
      "utf-8": "Dibaca sebagai UTF-8.",
      "utf-16": "Dibaca sebagai UTF-16, sesuai penanda urutan byte (BOM) berkas.",
      "windows-1252":
        'Dibaca sebagai Windows-1252 (Eropa Barat): berkas ini bukan UTF-8, jadi dibaca dengan code page yang dipakai Excel untuk "CSV (Comma delimited)". Bila ada huruf yang tampak salah, simpan sebagai "CSV UTF-8" lalu pilih lagi.',
    },
    numberIds: (lines) =>
      `ID yang ditulis spreadsheet sebagai angka, per baris: ${lines}. Format kolom ID sebagai Teks di spreadsheet lalu ekspor lagi: uji coba menahan baris-baris ini.`,
    moreLines: { other: "# lainnya" },
    caption: "Baris batch",
    columns: { include: "Sertakan", line: "Baris", verdict: "Hasil", reason: "Alasan", state: "Status" },
    includeRow: (line) => `Sertakan baris ${line}`,
    cell: (field, line) => `${field}, baris ${line}`,
    verdicts: { ready: "Siap", problem: "Bermasalah", unchecked: "Belum diperiksa", excluded: "Tidak disertakan" },
    fieldMissing: (field) => `${field} kosong.`,
    issues: {
      invalid_type: (field) => `${field} bukan jenis nilai yang benar.`,
      invalid_format: (field) => `${field} berisi karakter yang tidak boleh (hanya angka).`,
      too_small: (field) => `${field} terlalu pendek.`,
      too_big: (field) => `${field} terlalu panjang atau terlalu besar.`,
    },
    fieldInvalid: (field, issue) => `${field} tidak valid (${issue}).`,
    productUnknown: (productId) => `Paket ${productId} tidak ada di Daftar paket.`,
    zoneRequired: (game, label) =>
      label ? `${game} memerlukan zona (${label}): zone_id kosong.` : `${game} memerlukan zona: zone_id kosong.`,
    repeatedRow: (line) => `Mengulang baris ${line}: paket, pemain, dan zona yang sama.`,
    repeatedReference: (line) => `Memakai reseller_ref yang sama dengan baris ${line}.`,
    playerInvalid: (status, message) =>
      message
        ? `Validasi ID pemain menolak pemain ini (HTTP ${status}): ${message}`
        : `Validasi ID pemain menolak pemain ini (HTTP ${status}).`,
    idScientific: (field, value) =>
      `${field} ${value} adalah angka dalam notasi ilmiah, bukan ID: spreadsheet menganggap kolomnya angka dan digit ID-nya hilang. Format kolom ${field} sebagai Teks di spreadsheet lalu ekspor lagi.`,
    idDecimals: (field, value) =>
      `${field} ${value} ditulis sebagai angka desimal, bukan ID: spreadsheet menganggap kolomnya angka. Format kolom ${field} sebagai Teks di spreadsheet lalu ekspor lagi, atau perbaiki selnya di sini.`,
    idShort: ({ value, digits, peers, of, expected }) =>
      `user_id ${value} memiliki ${digits} digit, sedangkan ${peers} ID pemain lain untuk ${of} di berkas ini memiliki ${expected} digit: spreadsheet mungkin membuang angka nol di depannya. Format kolom user_id sebagai Teks di spreadsheet lalu ekspor lagi. Bila ID ini memang benar, ketik ulang di selnya: sel yang diperbaiki di sini dikirim apa adanya.`,
    packageNamed: (productId) => `paket ${productId}`,
    repeats: (line) => `Mengulang baris ${line}.`,
    noPrice: (productId) => `Daftar paket tidak memberi harga untuk ${productId}: tidak dihitung dalam total.`,
    playerUnchecked: (status) => `Pemain tidak dapat diperiksa (HTTP ${status}).`,
    playerNoAnswer: "Pemain tidak dapat diperiksa (tidak ada jawaban).",
    placedBefore: (batchId, line, reference) =>
      `Batch ${batchId} di peramban ini sudah memesan paket ini untuk pemain ini (baris ${line}, ${reference}).`,
    maybePlacedBefore: (batchId, line, reference) =>
      `Batch ${batchId} mungkin sudah memesan paket ini untuk pemain ini (baris ${line}, ${reference}): nasib pesanan itu belum diketahui. Tanyakan di Riwayat dulu.`,
    referenceUsedBefore: (batchId, line) =>
      `Batch ${batchId} sudah mengirim referensi ini (baris ${line}): API mungkin menjawab dengan pesanan itu.`,
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
    live: (environment) => `LIVE — uang sungguhan: pesanan ini dibuat di ${environment} dan memakai uang sungguhan.`,
    orders: "Pesanan",
    totalLabel: "Total sesuai daftar",
    balanceBefore: "Saldo sebelum",
    balanceAfter: "Saldo sesudah",
    sentTo: "Dikirim ke",
    notKnown: "tidak diketahui",
    typeCount: (count) => `Ketik ${count}, jumlah pesanan, untuk membuatnya`,
    confirmHint:
      "Setiap baris memakai referensi yang sama di setiap percobaan, sehingga jawaban yang hilang tidak pernah membuat pesanan dua kali.",
    totalUnknown: {
      list: "Tidak diketahui: Daftar paket tidak dapat dibaca, jadi tidak ada baris yang memiliki harga di daftar.",
      currencies: "Tidak diketahui: paket terdaftar dalam lebih dari satu mata uang.",
      unpriced: "Tidak diketahui: daftar tidak memberi harga untuk paket ini.",
    },
    totalCovers: (total, covered, rows) =>
      `${total}, yang mencakup ${covered} dari ${rows} baris: baris lainnya tidak memiliki harga di daftar.`,
    balanceUnknown: "Tidak diketahui: Cek saldo tidak dapat dibaca.",
    acceptUnknownTotal: "Saya menerima bahwa totalnya tidak diketahui",
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
    unfollowed: "Tidak diikuti lagi. Lanjutkan bertanya lagi.",
    unfollowedRefused: (status) =>
      `Tidak diikuti lagi: Cek status pesanan ditolak (${status}). Lanjutkan bertanya lagi.`,
    unfollowedWaitPastLimit: "Tidak diikuti lagi: API meminta menunggu melewati batas waktu. Lanjutkan bertanya lagi.",
    unfollowedGaveUp: (minutes) =>
      `Tidak diikuti lagi: belum ada status akhir setelah ${minutes} menit. Lanjutkan bertanya lagi.`,
    unfollowedBroken: (problem) => `Tidak diikuti lagi: ${problem}`,
    waiting: (time) => `Menunggu sampai ${time}, sesuai batas laju API.`,
    runEnd: {
      finished: "Batch selesai.",
      paused: "Dijeda. Lanjutkan meneruskan baris yang masih menunggu.",
      stopped: "Dihentikan. Baris yang belum dikirim tetap menunggu; Lanjutkan mengirimnya bila Anda berubah pikiran.",
      paused_balance: "Dijeda: saldo habis. Isi ulang dompet, lalu Lanjutkan.",
      no_batch: "Batch ini sudah tidak ada di penyimpanan peramban.",
      wrong_target:
        "Batch ini dibuat dengan lingkungan, base URL, gaya path, atau kunci lain. Kembali ke sana untuk melanjutkannya.",
    },
    journalFailed: (detail) =>
      `Dijeda: batch tidak dapat ditulis ke penyimpanan peramban (${detail}). Tidak ada yang dikirim sampai bisa.`,
    cannotBuild: (message) => `Tidak ada yang dikirim: ${message}`,
    interrupted: (time, rows) =>
      `Batch yang dimulai ${time} belum selesai (${rows}). Lanjutkan lebih dulu menanyakan ke API baris yang jawabannya hilang, lalu mengirim baris yang masih menunggu.`,
    notSent: (said) => (said ? `tidak dikirim: ${said}` : "tidak dikirim"),
    refusedInBody: (status, said) =>
      said ? `HTTP ${status} · isi jawaban menyatakan gagal: ${said}` : `HTTP ${status} · isi jawaban menyatakan gagal`,
    refusedHttp: (status, said) => (said ? `HTTP ${status}: ${said}` : `HTTP ${status}`),
    balanceTooLow: "saldo tidak cukup.",
    unknownCause: {
      timeout: "Tidak ada jawaban sebelum batas waktu: pesanan mungkin sudah dibuat, mungkin belum.",
      cancelled: "Dibatalkan saat menunggu jawaban: pesanan mungkin sudah dibuat, mungkin belum.",
      "no-answer": "Tidak ada jawaban (jaringan atau CORS): pesanan mungkin sudah dibuat, mungkin belum.",
      interrupted: "Halaman tertutup saat pesanan ini dikirim: pesanan mungkin sudah dibuat, mungkin belum.",
    },
    unknownStatus: (status) => `API menjawab HTTP ${status}, yang tidak menyatakan apakah pesanan sudah dibuat.`,
    unknownDuplicate: (status, said) =>
      `Ditolak sebagai pengulangan (HTTP ${status}${said ? `: ${said}` : ""}): API sudah memiliki referensi ini, jadi pesanan mungkin sudah dibuat dan saldo terpotong. Pesanan ditanyakan dengan Cek status pesanan, tidak pernah dihitung sebagai ditolak.`,
    tooSoon: (time) =>
      `Cek status pesanan belum menemukannya; pesanan masih bisa muncul sampai ${time}, jadi Lanjutkan bertanya lagi setelah itu.`,
    notFoundUnconfirmed: (status) => `Cek status pesanan menjawab ${status}, yang mungkin berarti rute, bukan pesanan.`,
    otherOrder: (reference) => `Cek status pesanan menyebut pesanan lain (${reference}).`,
    noOrderInAnswer: (status) => `Cek status pesanan menjawab ${status} tanpa menyebut pesanan.`,
    checkRefused: (status, message) =>
      message
        ? `Cek status pesanan ditolak (HTTP ${status}): ${message}`
        : `Cek status pesanan ditolak (HTTP ${status}).`,
    checkRateLimited: "Cek status pesanan terkena batas laju; Lanjutkan bertanya lagi.",
    checkNoAnswer: "Cek status pesanan tidak mendapat jawaban jelas; Lanjutkan bertanya lagi.",
    absentAfterDuplicate:
      "Cek status pesanan tidak menemukannya, padahal API menyatakan referensinya sudah dipakai: tidak ada yang dikirim lagi dengan sendirinya. Cocokkan batch ini menunjukkan apakah saldo terpotong.",
    orderId: (id, status) => (status ? `Pesanan ${id}, ${status} saat terakhir dilihat.` : `Pesanan ${id}.`),
    sendAgain: "Kirim lagi dengan referensi yang sama",
    sendAgainRow: (line) => `Kirim lagi dengan referensi yang sama (baris ${line})`,
    sendAgainNote:
      "Apa yang dilakukan API dengan referensi yang pernah dilihatnya tidak didokumentasikan. Sandbox menjawab dengan pesanan yang sudah dibuat dan tidak memotong saldo lagi; API yang tidak mengenali referensinya bisa membuat pesanan kedua.",
    downloadCsv: "Unduh hasil CSV",
    reconcileBatch: "Cocokkan batch ini",
  },
});
