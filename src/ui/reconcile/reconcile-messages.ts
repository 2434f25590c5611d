import { defineMessages } from "../../lib/i18n/define-messages";
import type { PluralForms } from "../../lib/i18n/plural";
import type { FindingKind, UnmatchedReason } from "../../reconcile/reconcile-types";
import type { StopReason } from "../../reconcile/run-reconciliation";

/** A finding's money, already formatted; what the kind does not use is undefined. */
interface ShownAmounts {
  debited?: string;
  refunded?: string;
  price?: string;
  expected?: string;
  found?: string;
  atStake: string;
  /** How many entries show it, formatted. */
  entries: string;
}

/**
 * The Reconciliation region's words, loaded with the region. Order ids, references, field names
 * and the API's own words are passed in as they are; counts come formatted, counted phrases go
 * through plural().
 */
export interface ReconcileMessages {
  title: string;
  intro: string;
  // What to reconcile
  range: string;
  from: string;
  to: string;
  /** The days are the API's: whole days on the clock of the target's time zone. */
  rangeHint: (zone: string) => string;
  stuckAfter: string;
  stuckHint: string;
  sourceEntries: PluralForms;
  /** A batch by its file's name, or its pasted rows, and when it was placed. */
  sourceBatch: (p: { file: string | undefined; placed: string; orders: string }) => string;
  useRange: string;
  stuckInvalid: string;
  notJson: (why: string) => string;
  orders: PluralForms;
  pagesRead: PluralForms;
  ordersAsked: PluralForms;
  reconcile: string;
  cancel: string;
  inHistory: string;
  // Progress
  progress: string;
  readingPages: (pages: string, entries: string) => string;
  readingPagesOf: (pages: string, total: string, entries: string) => string;
  askingOrders: (done: string, total: string) => string;
  checking: string;
  phasePages: string;
  phaseOrders: string;
  waiting: (time: string) => string;
  cancelled: (pages: string, orders: string) => string;
  /** Why a run stopped before the end, by its reason: the page and what it got (`status`). */
  stopped: Record<StopReason, (page: string, status: string) => string>;
  // Results
  summary: (p: { entries: string; findings: string; atStake: string }) => string;
  findings: PluralForms;
  entries: PluralForms;
  clean: (entries: string) => string;
  /** No finding, but some entries or orders could not be checked (listed under Not matched). */
  noFindingsUnmatched: (entries: string) => string;
  counts: string;
  /** A finding's money in words, by its kind; a stuck order's by what its status word says. */
  detail: Record<Exclude<FindingKind, "stuck">, (amounts: ShownAmounts) => string>;
  stuck: (amounts: ShownAmounts) => string;
  stuckAs: (amounts: ShownAmounts & { status: string }) => string;
  stuckUnknownWord: (amounts: ShownAmounts & { status: string }) => string;
  caption: string;
  filter: string;
  allKinds: (count: string) => string;
  kindCount: (kind: string, count: string) => string;
  columns: { kind: string; order: string; reference: string; amounts: string; entries: string; when: string };
  entry: (p: { id: string; when: string; amount: string; balance: string }) => string;
  noneOfKind: string;
  firstRows: (shown: string, all: string) => string;
  otherTarget: string;
  unmatchedTitle: string;
  /** A Not matched line by its reason; a refused status answer whose 2xx body says it failed has its own. */
  unmatched: Record<UnmatchedReason, (p: UnmatchedParams) => string>;
  statusRefusedInBody: (p: UnmatchedParams) => string;
  // The picture
  chartLabel: string;
  chartSummary: (p: { first: string; last: string; start: string; end: string; low: string; high: string }) => string;
  chartMarks: PluralForms;
  chartSkipped: PluralForms;
  chartNone: string;
  chartTable: string;
  chartCaption: string;
  /** `when` names the zone its times are shown in. */
  chartColumns: { when: (zone: string) => string; balance: string; finding: string };
  // Sharing
  downloadCsv: string;
  copyReport: string;
  reportCopied: string;
  copyFailed: string;
  report: string;
}

/**
 * What a Not matched line may name, formatted: its entries counted, the first entry's place ("#5"),
 * the page, the order (id or reference), the HTTP status, the API's own words, an ambiguous amount
 * as sent and the numbers it could be ("15,000 or 15").
 */
interface UnmatchedParams {
  entries: string;
  place: string;
  page: string;
  order: string;
  status: string;
  said: string;
  text: string;
  readings: string;
}

export const reconcileMessages = defineMessages<ReconcileMessages>({
  en: {
    title: "Reconciliation",
    intro:
      "Every wallet entry checked against its order: two debits for one order, a debit with no order, a refund missing, paid twice or too much, a debit of the wrong amount, a balance that jumps, an order stuck too long.",
    range: "Wallet entries",
    from: "From",
    to: "To",
    rangeHint: (zone) =>
      `Days included, YYYY-MM-DD: whole days in the API's time zone, ${zone} (Settings). Leave both empty for the whole history.`,
    stuckAfter: "Stuck after (minutes)",
    stuckHint: "An order still pending or processing after this long is a finding.",
    sourceEntries: {
      one: "The # entry of a Wallet transactions log answer.",
      other: "The # entries of a Wallet transactions log answer.",
    },
    sourceBatch: ({ file, placed, orders }) =>
      `The ${orders} of the batch ${file === undefined ? "of pasted rows" : `from ${file}`} placed ${placed}, against the wallet from that day on.`,
    useRange: "Choose a range instead",
    stuckInvalid: "Give a whole number of minutes, 1 or more.",
    notJson: (why) => `The answer is not JSON, so its entries cannot be read: ${why}`,
    orders: { one: "# order", other: "# orders" },
    pagesRead: { one: "# page", other: "# pages" },
    ordersAsked: { one: "# order status", other: "# order statuses" },
    reconcile: "Reconcile",
    cancel: "Cancel",
    inHistory:
      "Reads every page of Wallet transactions log, then Check order status for each order the entries name, paced by the API's rate limit. History keeps the run as one entry, with its requests and findings.",
    progress: "Reconciliation progress",
    readingPages: (pages, entries) => `Reading the wallet: page ${pages}, ${entries} so far.`,
    readingPagesOf: (pages, total, entries) => `Reading the wallet: page ${pages} of ${total}, ${entries} so far.`,
    askingOrders: (done, total) => `Asking order statuses: ${done} of ${total}.`,
    checking: "Checking the entries…",
    phasePages: "Reading the wallet…",
    phaseOrders: "Asking order statuses…",
    waiting: (time) => `Waiting for the API's rate limit until ${time}.`,
    cancelled: (pages, orders) => `Cancelled after ${pages} and ${orders}. Nothing was checked.`,
    stopped: {
      "page-refused": (page, status) =>
        `Stopped: page ${page} of the wallet was refused (${status}). Nothing was checked; see History for the answer.`,
      "page-failed": (page, status) =>
        `Stopped: page ${page} of the wallet got no answer (${status}). Nothing was checked; run it again.`,
      "page-unreadable": (page) =>
        `Stopped: page ${page} of the wallet is not JSON. Nothing was checked; see History for the answer.`,
    },
    summary: ({ entries, findings, atStake }) => `${entries} checked: ${findings}, ${atStake} at stake.`,
    findings: { one: "# finding", other: "# findings" },
    entries: { one: "# entry", other: "# entries" },
    clean: (entries) => `All ${entries} reconcile: no debit, refund or balance is out of place.`,
    noFindingsUnmatched: (entries) =>
      `No finding in ${entries}, but not everything could be checked: see Not matched below.`,
    counts: "Findings by kind",
    detail: {
      double_debit: (a) => `Debited ${a.debited} over ${a.entries} entries: ${a.atStake} more than one debit.`,
      debit_without_order: (a) => `Debited ${a.debited}, but Check order status knows no such order.`,
      missing_refund: (a) =>
        `Debited ${a.debited}, refunded ${a.refunded}: the order failed or was refunded, so ${a.atStake} is still owed back.`,
      double_refund: (a) => `Refunded ${a.refunded} over ${a.entries} entries: ${a.atStake} more than one refund.`,
      over_refund: (a) =>
        `Debited ${a.debited}, refunded ${a.refunded}: ${a.atStake} more came back than the order leaves owed.`,
      amount_mismatch: (a) => `Debited ${a.debited}; the order's price is ${a.price} (${a.atStake} apart).`,
      balance_jump: (a) =>
        `The balance after this entry is ${a.found}; the entries give ${a.expected} (${a.atStake} apart).`,
    },
    stuck: (a) => `Debited ${a.debited}; the order is still not final, longer than the limit.`,
    stuckAs: (a) => `Debited ${a.debited}; the order is still "${a.status}", not final, longer than the limit.`,
    stuckUnknownWord: (a) =>
      `Debited ${a.debited}; its status "${a.status}" is not a word the console knows, so it is not taken as final, and it has waited longer than the limit. If the word is final, say so under How the console read this answer of a Check order status answer.`,
    caption: "Reconciliation findings",
    filter: "Show",
    allKinds: (count) => `Every kind (${count})`,
    kindCount: (kind, count) => `${kind} (${count})`,
    columns: {
      kind: "Kind",
      order: "Order",
      reference: "Reference",
      amounts: "Amounts",
      entries: "Entries",
      when: "When",
    },
    entry: ({ id, when, amount, balance }) => `${id} ${when}: ${amount}${balance ? `, balance ${balance}` : ""}`,
    noneOfKind: "No finding of this kind.",
    firstRows: (shown, all) =>
      `The first ${shown} of ${all} findings are shown here; the CSV and the ticket report have them all.`,
    otherTarget:
      "These findings were made with another key or environment than the one in use now: they are left out of the ticket report.",
    unmatchedTitle: "Not matched",
    unmatched: {
      "page-no-records": (p) => `Page ${p.page} has no list of entries.`,
      "page-no-amount-field": (p) => `Page ${p.page}: entries have no amount field.`,
      "page-no-amount": (p) => `Page ${p.page}: no entry has an amount.`,
      "no-amount": (p) => `${p.entries} without an amount.`,
      "no-order-id": (p) => `${p.entries} debited with no order id or reference: entries have no order id.`,
      "status-refused": (p) =>
        `Check order status for ${p.order} answered ${p.status}${p.said ? ` (${p.said})` : ""}: its entries are not checked.`,
      "not-found-unconfirmed": (p) =>
        `Check order status for ${p.order} answered ${p.status}, but not as JSON about that order (a wrong route or a proxy answers so too)${p.said ? ` (${p.said})` : ""}: its debits are not taken as a debit with no order, and are not checked.`,
      "no-status": (p) => `The status answer for ${p.order} names no status.`,
      "status-other-order": (p) =>
        `Check order status for ${p.order} answered about another order (${p.text}): its entries are not checked.`,
      "no-price": (p) => `${p.entries}: the status answer names no price, so the amount is not checked.`,
      "no-date": (p) => `${p.entries}: no date, so how long the order has waited is not known.`,
      "no-balance": () => "Entries have no balance field: the running balance is not checked.",
      "page-limit": (p) => `More pages followed after page ${p.page}: only those read are checked.`,
      "page-repeated": (p) =>
        `Page ${p.page} came back the same as the page before (the API seems to ignore page): reading stopped there, and only what came before is checked.`,
      "repeated-entry": (p) =>
        `${p.entries} came back again on a later page (the list moved while it was read): each is checked once.`,
      "no-entry": (p) =>
        `No wallet entry read names ${p.order} of the batch: not charged, or its entries fall outside what was read.`,
      "ambiguous-amount": (p) =>
        `Entry ${p.place}${p.order ? ` (${p.order})` : ""}: "${p.text}" could be ${p.readings}, and nothing names the currency to decide. It is not checked, nor its order, nor the balance across it.`,
      "ambiguous-price": (p) =>
        `The status answer for ${p.order} gives the price "${p.text}", which could be ${p.readings}: its debits are not checked against it.`,
      "ambiguous-date": (p) =>
        `Dates like "${p.text}" (${p.entries}): no date read tells whether the day or the month comes first, so these times are not read. The entries are walked in the list's order, and an order's age is not taken from them.`,
      "after-to-unread": (p) =>
        `A refund is missing, and the days just after the range (${p.text}), read for refunds that came after midnight, could not be read${p.status ? ` (${p.status})` : ""}: the missing refunds are shown as found.`,
    },
    statusRefusedInBody: (p) =>
      `Check order status for ${p.order} answered ${p.status}, and the body says it failed${p.said ? `: ${p.said}` : ""}. Its entries are not checked.`,
    chartLabel: "Running balance",
    chartSummary: ({ first, last, start, end, low, high }) =>
      `The balance from ${first} to ${last}: ${start} at the start, ${end} at the end, lowest ${low}, highest ${high}.`,
    chartMarks: { one: "# finding is marked on the line.", other: "# findings are marked on the line." },
    chartSkipped: {
      one: "# entry without a date or balance is not drawn.",
      other: "# entries without a date or balance are not drawn.",
    },
    chartNone: "No running balance to draw: the entries have no dates or no balances.",
    chartTable: "Running balance points",
    chartCaption: "The balance at each point drawn",
    chartColumns: { when: (zone) => `When (${zone})`, balance: "Balance", finding: "Finding" },
    downloadCsv: "Download findings CSV",
    copyReport: "Copy ticket report",
    reportCopied: "Ticket report copied, the findings included. The key is in neither.",
    copyFailed: "Could not copy: select the report below and copy it.",
    report: "Ticket report",
  },
  id: {
    title: "Rekonsiliasi",
    intro:
      "Setiap entri dompet dicocokkan dengan pesanannya: dua debit untuk satu pesanan, debit tanpa pesanan, refund yang tidak ada, dibayar dua kali atau berlebih, debit dengan jumlah salah, saldo yang melompat, pesanan yang macet terlalu lama.",
    range: "Entri dompet",
    from: "Dari",
    to: "Sampai",
    rangeHint: (zone) =>
      `Hari yang disertakan, YYYY-MM-DD: hari penuh dalam zona waktu API, ${zone} (Setelan). Kosongkan keduanya untuk seluruh riwayat.`,
    stuckAfter: "Macet setelah (menit)",
    stuckHint: "Pesanan yang masih pending atau processing selama ini menjadi temuan.",
    sourceEntries: { other: "# entri dari jawaban Riwayat transaksi saldo." },
    sourceBatch: ({ file, placed, orders }) =>
      `${orders} dari batch ${file === undefined ? "baris yang ditempel" : `dari ${file}`} yang dibuat ${placed}, dicocokkan dengan dompet sejak hari itu.`,
    useRange: "Pilih rentang saja",
    stuckInvalid: "Isi jumlah menit bulat, 1 atau lebih.",
    notJson: (why) => `Jawabannya bukan JSON, jadi entrinya tidak bisa dibaca: ${why}`,
    orders: { other: "# pesanan" },
    pagesRead: { other: "# halaman" },
    ordersAsked: { other: "# status pesanan" },
    reconcile: "Cocokkan",
    cancel: "Batal",
    inHistory:
      "Membaca setiap halaman Riwayat transaksi saldo, lalu Cek status pesanan untuk setiap pesanan yang disebut entri, mengikuti batas laju API. Riwayat menyimpan rekonsiliasi ini sebagai satu entri, beserta permintaan dan temuannya.",
    progress: "Kemajuan rekonsiliasi",
    readingPages: (pages, entries) => `Membaca dompet: halaman ${pages}, ${entries} sejauh ini.`,
    readingPagesOf: (pages, total, entries) => `Membaca dompet: halaman ${pages} dari ${total}, ${entries} sejauh ini.`,
    askingOrders: (done, total) => `Menanyakan status pesanan: ${done} dari ${total}.`,
    checking: "Memeriksa entri…",
    phasePages: "Membaca dompet…",
    phaseOrders: "Menanyakan status pesanan…",
    waiting: (time) => `Menunggu batas laju API sampai ${time}.`,
    cancelled: (pages, orders) => `Dibatalkan setelah ${pages} dan ${orders}. Belum ada yang diperiksa.`,
    stopped: {
      "page-refused": (page, status) =>
        `Berhenti: halaman ${page} dompet ditolak (${status}). Belum ada yang diperiksa; lihat jawabannya di Riwayat.`,
      "page-failed": (page, status) =>
        `Berhenti: halaman ${page} dompet tidak mendapat jawaban (${status}). Belum ada yang diperiksa; jalankan lagi.`,
      "page-unreadable": (page) =>
        `Berhenti: halaman ${page} dompet bukan JSON. Belum ada yang diperiksa; lihat jawabannya di Riwayat.`,
    },
    summary: ({ entries, findings, atStake }) => `${entries} diperiksa: ${findings}, ${atStake} dipertaruhkan.`,
    findings: { other: "# temuan" },
    entries: { other: "# entri" },
    clean: (entries) => `Semua ${entries} cocok: tidak ada debit, refund, atau saldo yang janggal.`,
    noFindingsUnmatched: (entries) =>
      `Tidak ada temuan dalam ${entries}, tetapi tidak semuanya bisa diperiksa: lihat Tidak cocok di bawah.`,
    counts: "Temuan per jenis",
    detail: {
      double_debit: (a) => `Didebit ${a.debited} dalam ${a.entries} entri: ${a.atStake} lebih dari satu debit.`,
      debit_without_order: (a) => `Didebit ${a.debited}, tetapi Cek status pesanan tidak mengenal pesanan itu.`,
      missing_refund: (a) =>
        `Didebit ${a.debited}, di-refund ${a.refunded}: pesanan gagal atau sudah di-refund, jadi ${a.atStake} masih harus dikembalikan.`,
      double_refund: (a) => `Di-refund ${a.refunded} dalam ${a.entries} entri: ${a.atStake} lebih dari satu refund.`,
      over_refund: (a) =>
        `Didebit ${a.debited}, di-refund ${a.refunded}: ${a.atStake} dikembalikan lebih dari yang semestinya.`,
      amount_mismatch: (a) => `Didebit ${a.debited}; harga pesanan ${a.price} (selisih ${a.atStake}).`,
      balance_jump: (a) =>
        `Saldo setelah entri ini ${a.found}; menurut entri-entrinya ${a.expected} (selisih ${a.atStake}).`,
    },
    stuck: (a) => `Didebit ${a.debited}; pesanan belum final, lebih lama dari batasnya.`,
    stuckAs: (a) => `Didebit ${a.debited}; pesanan masih "${a.status}", belum final, lebih lama dari batasnya.`,
    stuckUnknownWord: (a) =>
      `Didebit ${a.debited}; statusnya "${a.status}" bukan kata yang dikenal konsol, jadi tidak dianggap final, dan sudah menunggu lebih lama dari batasnya. Jika kata itu final, nyatakan di Cara konsol membaca jawaban ini pada jawaban Cek status pesanan.`,
    caption: "Temuan rekonsiliasi",
    filter: "Tampilkan",
    allKinds: (count) => `Semua jenis (${count})`,
    kindCount: (kind, count) => `${kind} (${count})`,
    columns: {
      kind: "Jenis",
      order: "Pesanan",
      reference: "Referensi",
      amounts: "Jumlah",
      entries: "Entri",
      when: "Waktu",
    },
    entry: ({ id, when, amount, balance }) => `${id} ${when}: ${amount}${balance ? `, saldo ${balance}` : ""}`,
    noneOfKind: "Tidak ada temuan jenis ini.",
    firstRows: (shown, all) =>
      `${shown} temuan pertama dari ${all} ditampilkan di sini; CSV dan laporan tiket memuat semuanya.`,
    otherTarget:
      "Temuan ini dibuat dengan kunci atau lingkungan lain dari yang dipakai sekarang: temuan ini tidak dimasukkan ke laporan tiket.",
    unmatchedTitle: "Tidak cocok",
    unmatched: {
      "page-no-records": (p) => `Halaman ${p.page} tidak berisi daftar entri.`,
      "page-no-amount-field": (p) => `Halaman ${p.page}: entri tidak punya field jumlah.`,
      "page-no-amount": (p) => `Halaman ${p.page}: tidak ada entri yang punya jumlah.`,
      "no-amount": (p) => `${p.entries} tanpa jumlah.`,
      "no-order-id": (p) => `${p.entries} didebit tanpa ID pesanan atau referensi: entri tidak punya ID pesanan.`,
      "status-refused": (p) =>
        `Cek status pesanan untuk ${p.order} menjawab ${p.status}${p.said ? ` (${p.said})` : ""}: entrinya tidak diperiksa.`,
      "not-found-unconfirmed": (p) =>
        `Cek status pesanan untuk ${p.order} menjawab ${p.status}, tetapi bukan JSON tentang pesanan itu (rute yang salah atau proxy juga menjawab begitu)${p.said ? ` (${p.said})` : ""}: debitnya tidak dianggap debit tanpa pesanan, dan tidak diperiksa.`,
      "no-status": (p) => `Jawaban status untuk ${p.order} tidak menyebut status.`,
      "status-other-order": (p) =>
        `Cek status pesanan untuk ${p.order} menjawab tentang pesanan lain (${p.text}): entrinya tidak diperiksa.`,
      "no-price": (p) => `${p.entries}: jawaban status tidak menyebut harga, jadi jumlahnya tidak diperiksa.`,
      "no-date": (p) => `${p.entries}: tanpa tanggal, jadi lama pesanan menunggu tidak diketahui.`,
      "no-balance": () => "Entri tidak punya field saldo: saldo berjalan tidak diperiksa.",
      "page-limit": (p) => `Masih ada halaman setelah halaman ${p.page}: hanya yang terbaca yang diperiksa.`,
      "page-repeated": (p) =>
        `Halaman ${p.page} kembali sama dengan halaman sebelumnya (API tampaknya mengabaikan page): pembacaan berhenti di situ, dan hanya yang sebelumnya yang diperiksa.`,
      "repeated-entry": (p) =>
        `${p.entries} muncul lagi di halaman berikutnya (daftar bergeser saat dibaca): masing-masing diperiksa sekali.`,
      "no-entry": (p) =>
        `Tidak ada entri dompet terbaca yang menyebut ${p.order} dari batch: tidak didebit, atau entrinya di luar yang dibaca.`,
      "ambiguous-amount": (p) =>
        `Entri ${p.place}${p.order ? ` (${p.order})` : ""}: "${p.text}" bisa berarti ${p.readings}, dan tidak ada yang menyebut mata uangnya. Entri ini tidak diperiksa, begitu pula pesanannya dan saldo yang melewatinya.`,
      "ambiguous-price": (p) =>
        `Jawaban status untuk ${p.order} memberi harga "${p.text}", yang bisa berarti ${p.readings}: debitnya tidak dicocokkan dengan harga itu.`,
      "ambiguous-date": (p) =>
        `Tanggal seperti "${p.text}" (${p.entries}): tidak ada tanggal terbaca yang menunjukkan apakah hari atau bulan yang lebih dulu, jadi waktunya tidak dibaca. Entri ditelusuri menurut urutan daftar, dan umur pesanan tidak diambil darinya.`,
      "after-to-unread": (p) =>
        `Ada refund yang tidak ada, dan hari-hari tepat setelah rentang (${p.text}), yang dibaca untuk refund yang datang lewat tengah malam, tidak bisa dibaca${p.status ? ` (${p.status})` : ""}: refund yang tidak ada ditampilkan sebagaimana ditemukan.`,
    },
    statusRefusedInBody: (p) =>
      `Cek status pesanan untuk ${p.order} menjawab ${p.status}, dan isinya menyatakan gagal${p.said ? `: ${p.said}` : ""}. Entrinya tidak diperiksa.`,
    chartLabel: "Saldo berjalan",
    chartSummary: ({ first, last, start, end, low, high }) =>
      `Saldo dari ${first} sampai ${last}: ${start} di awal, ${end} di akhir, terendah ${low}, tertinggi ${high}.`,
    chartMarks: { other: "# temuan ditandai pada garis." },
    chartSkipped: { other: "# entri tanpa tanggal atau saldo tidak digambar." },
    chartNone: "Tidak ada saldo berjalan untuk digambar: entri tidak punya tanggal atau saldo.",
    chartTable: "Titik saldo berjalan",
    chartCaption: "Saldo di setiap titik yang digambar",
    chartColumns: { when: (zone) => `Waktu (${zone})`, balance: "Saldo", finding: "Temuan" },
    downloadCsv: "Unduh CSV temuan",
    copyReport: "Salin laporan tiket",
    reportCopied: "Laporan tiket disalin, termasuk temuannya. Kunci tidak ada di keduanya.",
    copyFailed: "Tidak bisa menyalin: pilih laporan di bawah lalu salin.",
    report: "Laporan tiket",
  },
});
