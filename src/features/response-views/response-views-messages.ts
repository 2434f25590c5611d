import { defineMessages } from "../../lib/i18n/define-messages";
import type { PluralForms } from "../../lib/i18n/plural";
import type { FailureRecord } from "../../request/response-record";
import type { LedgerMiss, RunOrder } from "../../response/ledger";
import type { SeriesGroup } from "../../response/series";
import type { Offer } from "../../response/value-uses";
import type { ResponseTab } from "./action-views";

type Per = SeriesGroup["per"];

/** What the ledger's first sentence names, counted and formatted; what does not apply is left out. */
interface LedgerSummary {
  entries: string;
  source?: string | undefined;
  shown?: string | undefined;
  skipped?: string | undefined;
}

/** What the sales chart's first sentence names, worded and formatted. */
interface ChartFigures {
  field: string;
  per: string;
  count: string;
  total: string;
  high: string;
  highAt: string;
  low: string;
  lowAt: string;
}

/**
 * The words of an answer's views, loaded with them (not on the first screen). What the API
 * spells — field names, values, status codes, the raw body — is passed in and never translated.
 */
export const responseViewsMessages = defineMessages({
  en: {
    tabs: {
      Raw: "Raw",
      Pretty: "Pretty",
      Tree: "Tree",
      Ledger: "Ledger",
      Chart: "Chart",
      Table: "Table",
      Headers: "Headers",
    } satisfies Record<ResponseTab, string>,
    viewsLabel: "Response views",
    copyBody: "Copy body",
    downloadBody: "Download body",
    bodyCopied: "Body copied.",
    copyFailed: "Copying failed.",
    noLedger: (reason: string) => `No ledger: ${reason}. The views below show the body as received.`,
    noChart: (reason: string) => `No sales chart: ${reason}. The views below show the body as received.`,
    /** Why a body holds no ledger, by the reader's code; `noAmountIn` names the amount field found. */
    ledgerMisses: {
      "no-records": "the body holds no list of records",
      "no-amount-field": "no field in its records names an amount (amount, debit, credit …)",
      "no-amount": "no record has a number in its amount fields",
    } satisfies Record<LedgerMiss["reason"], string>,
    noAmountIn: (field: string) => `no record has a number in ${field}`,
    seriesMiss: {
      "no-records": "no list of records labelled by a day, a game or a name",
      "no-numbers": "no numbers in the records labelled by a day, a game or a name",
    },
    responseHeaders: "Response headers",
    emptyBody: "(empty body)",
    rawBody: "Raw body",
    wrapLines: "Wrap lines",
    wrapLinesHint: "Only the display wraps: Copy body and Download body give the body as received.",
    prettyBody: "Pretty body",
    readingBody: "Reading the body…",
    notJson: (detail: string) => `Not JSON (${detail}): the Raw view shows the body as received.`,
    emptyNotJson: "Not JSON (the body is empty): the Raw view shows the body as received.",
    tooDeep: "JSON nested too deeply to show here: the Raw view shows the body as received.",
    unsafeInteger: (number: string) =>
      `This body has whole numbers too large for a browser to keep exactly (${number}): this view shows them rounded and offers no action with them. The Raw view shows them as sent.`,

    reading: "Reading…",
    showMore: (shown: string, total: string) => `Show more (${shown} of ${total})`,

    minorUnits: "Amounts are in cents (minor units)",
    minorNamedBy: (field: string) => `The field ${field} says so.`,
    minorDivided: "No field name says so: numbers are divided by the currency's minor unit.",
    minorAsSent: "No field name says so: numbers are shown as sent.",

    entries: { one: "# entry", other: "# entries" } as PluralForms,
    /**
     * The ledger's first sentence: its entries counted, where the list is in the body, how many the
     * view shows when it shows fewer, and the records left out for want of an amount, counted.
     */
    ledgerSummary: ({ entries, source, shown, skipped }: LedgerSummary) =>
      `${entries}${source === undefined ? "" : ` in ${source}`}${shown === undefined ? "" : `, the first ${shown} shown`}${
        skipped === undefined ? "" : ` (${skipped} left out)`
      }.`,
    skipped: { one: "# record without an amount", other: "# records without an amount" } as PluralForms,
    signedBySeparate: (debit: string, credit: string) => `Signed by separate ${debit} and ${credit} fields.`,
    signedByWord: (direction: string, amount: string) =>
      `Signed by the ${direction} word (money out: debit, purchase …; in: refund, top_up …), else the sign of ${amount}.`,
    signedBySign: (amount: string) => `Signed by the sign of ${amount}.`,
    noBalance: "No balance column: the entries have no balance field and the body gives no starting balance.",
    balanceField: (field: string) => `Balance: the ${field} field of each entry.`,
    balanceBefore: (field: string) => `Balance: computed as each entry's ${field} plus its amount.`,
    /** A balance run from an opening one, by the order the entries were added in. */
    balanceOpening: {
      "as listed": (field: string, value: string) =>
        `Balance: computed from ${field} ${value}, adding the entries in the order listed (no dates to order by).`,
      "newest first": (field: string, value: string) =>
        `Balance: computed from ${field} ${value}, adding the entries newest first by date.`,
      "oldest first": (field: string, value: string) =>
        `Balance: computed from ${field} ${value}, adding the entries oldest first by date.`,
    } satisfies Record<RunOrder, (field: string, value: string) => string>,
    direction: { debit: "out", credit: "in", none: "" },
    totals: "Totals",
    moneyOut: (sum: string, entries: string) => `Money out: ${sum} in ${entries}`,
    moneyIn: (sum: string, entries: string) => `Money in: ${sum} in ${entries}`,
    net: (sum: string) => `Net: ${sum}`,
    noTotals: (currencies: string) => `No totals: the entries are in several currencies (${currencies}).`,
    ledgerEntries: "Ledger entries",
    reconcileEntries: "Reconcile these entries",
    reconcileEntriesHint: "Checks each entry against its order's status, in the Reconciliation region.",
    ledgerCaption: "Wallet ledger: signed amounts, money out negative",
    columns: { date: "Date", type: "Type", amount: "Amount", balance: "Balance", description: "Description" },

    placeOrderForPlayer: "Place an order for this player",
    opensOrder: (action: string, userId: string, zoneId: string | undefined) =>
      `Opens ${action} with user_id ${userId}${zoneId === undefined ? "" : ` and zone_id ${zoneId}`}.`,
    offers: {
      orderPackage: "Order this package",
      checkStatus: "Check order status",
      listPackages: "List its packages",
      orderForPlayer: "Order for this player",
      validatePlayer: "Validate this player",
      validateForGame: "Validate a player for this game",
      gameStats: "Sales stats for this game",
      orderValidatedPlayer: "Place an order for this player",
    } satisfies Record<Exclude<Offer, "open">, string>,
    openWith: (action: string, names: string) => `Open ${action} with ${names}`,
    more: "More",
    /** The accessible name of "More": it says what is more, and holds the visible word. */
    moreUses: "More uses of these values",
    use: "Use",

    filterRows: "Filter rows",
    inColumn: "in column",
    anyColumn: "any",
    downloadCsv: "Download CSV",
    rows: { one: "# row", other: "# rows" } as PluralForms,
    /** `rows`: the total, counted (`rows`). */
    /**
     * The line over the table: `rows` counted, `source` where the list is in the body, and when a
     * filter is on, how many of them match it (`filter` given when none does).
     */
    rowsLine: (rows: string, source?: string, matched?: string, filter?: string) =>
      `${matched === undefined ? rows : `${matched} of ${rows}`}${source ? ` in ${source}` : ""}${
        filter === undefined ? "" : `: none has every word of “${filter}”`
      }`,
    records: "Records",
    recordsIn: (source: string) => `Records in ${source}`,
    sumOf: (column: string, currency: string | undefined) =>
      `Sum of ${column}${currency === undefined ? "" : ` (${currency})`}`,

    per: { day: "day", month: "month", year: "year", game: "game", item: "item" } satisfies Record<Per, string>,
    perCount: {
      day: { one: "# day", other: "# days" },
      month: { one: "# month", other: "# months" },
      year: { one: "# year", other: "# years" },
      game: { one: "# game", other: "# games" },
      item: { one: "# item", other: "# items" },
    } as Record<Per, PluralForms>,
    perTitle: { day: "Day", month: "Month", year: "Year", game: "Game", item: "Item" } satisfies Record<Per, string>,
    /** The chart's first sentence: `per` worded, `count` counted, the figures formatted, labels as sent. */
    chartSummary: (f: ChartFigures) =>
      `${f.field} per ${f.per}, ${f.count}: total ${f.total}, highest ${f.high} (${f.highAt}), lowest ${f.low} (${f.lowAt}).`,
    /** The same, for figures over a range of time from `first` to `last`. */
    chartSummaryRange: (f: ChartFigures & { first: string; last: string }) =>
      `${f.field} per ${f.per}, ${f.count} from ${f.first} to ${f.last}: total ${f.total}, highest ${f.high} (${f.highAt}), lowest ${f.low} (${f.lowAt}).`,
    chartMissing: (missing: string, span: string) =>
      `The body has no figures for ${missing} of the ${span} days in that range; the chart leaves them out.`,
    chartSummed: (read: string, count: string) => `The ${read} days are summed into ${count}.`,
    chartCut: (count: string, read: string) => `Only the first ${count} of ${read} are shown.`,
    figuresPer: "Figures per",
    body: "body",
    series: "Series",
    chartLabel: (field: string, per: string) => `Sales chart: ${field} per ${per}`,
    figuresTable: "Sales figures table",
    figuresCaption: (per: string) => `Figures per ${per}`,

    failure: {
      network: "No response: the request failed before an answer could be read",
      timeout: "No response: timed out",
      cancelled: "Cancelled",
      "invalid-request": "The browser refused to build this request",
    } satisfies Record<FailureRecord["failure"], string>,
    sandboxTitle: "The embedded sandbox did not answer",
    sandboxText:
      "It runs inside this page, so no network was involved. Reload the page; if that does not help, the browser's developer console says what went wrong.",
    browserMessage: "Browser's message:",
    none: "(none)",
    noUsableAnswer: (origin: string) => `The browser got no usable answer from ${origin}. Likely causes:`,
    causeCors:
      "The API does not allow calls from this page's origin (CORS). Browsers hide the details; the browser's developer console names the missing header.",
    causeMixed: "Mixed content: this page is HTTPS and the API is plain HTTP, which browsers block.",
    causeAllowList: "Your IP address is not on the API's allow-list.",
    causeDown: "The base URL is wrong, or the server is down or unreachable from this network.",
    tryOutside:
      "Try the same request outside the browser: if it works there, the cause is CORS. Ask the API provider to allow this origin, serve the console behind a proxy on the API's origin, or, on your machine, use the dev server's proxy (see the README). Also check the base URL for typos.",
    timeoutText:
      "No answer within the timeout. The order or action may still have been carried out: check its status before retrying. Raise the timeout in the settings if the API is just slow.",
    cancelledText: "You cancelled the request. If it had reached the server, the server may still carry it out.",
    invalidText:
      "Check the API key and headers for characters that HTTP headers cannot carry (such as non-Latin letters).",
    asCurl: "The same request as cURL",
  },
  id: {
    tabs: {
      Raw: "Mentah",
      Pretty: "Rapi",
      Tree: "Pohon",
      Ledger: "Mutasi",
      Chart: "Grafik",
      Table: "Tabel",
      Headers: "Header",
    },
    viewsLabel: "Tampilan respons",
    copyBody: "Salin body",
    downloadBody: "Unduh body",
    bodyCopied: "Body tersalin.",
    copyFailed: "Gagal menyalin.",
    noLedger: (reason) => `Tidak ada mutasi: ${reason}. Tampilan di bawah menunjukkan body apa adanya.`,
    noChart: (reason) => `Tidak ada grafik penjualan: ${reason}. Tampilan di bawah menunjukkan body apa adanya.`,
    ledgerMisses: {
      "no-records": "body tidak memuat daftar data",
      "no-amount-field": "tidak ada kolom di datanya yang menyebut jumlah (amount, debit, credit …)",
      "no-amount": "tidak ada data yang berisi angka di kolom jumlahnya",
    },
    noAmountIn: (field) => `tidak ada data yang berisi angka di ${field}`,
    seriesMiss: {
      "no-records": "tidak ada daftar data berlabel hari, game, atau nama",
      "no-numbers": "tidak ada angka pada data berlabel hari, game, atau nama",
    },
    responseHeaders: "Header respons",
    emptyBody: "(body kosong)",
    rawBody: "Body mentah",
    wrapLines: "Lipat baris",
    wrapLinesHint: "Hanya tampilannya yang dilipat: Salin body dan Unduh body memberi body persis seperti diterima.",
    prettyBody: "Body rapi",
    readingBody: "Membaca body…",
    notJson: (detail) => `Bukan JSON (${detail}): tampilan Mentah menunjukkan body apa adanya.`,
    emptyNotJson: "Bukan JSON (body kosong): tampilan Mentah menunjukkan body apa adanya.",
    tooDeep: "JSON ini bersarang terlalu dalam untuk ditampilkan di sini: tampilan Mentah menunjukkan body apa adanya.",
    unsafeInteger: (number) =>
      `Body ini memuat bilangan bulat yang terlalu besar untuk disimpan persis oleh peramban (${number}): tampilan ini menunjukkannya dibulatkan dan tidak menawarkan tindakan dengannya. Tampilan Mentah menunjukkannya apa adanya.`,

    reading: "Membaca…",
    showMore: (shown, total) => `Tampilkan lebih banyak (${shown} dari ${total})`,

    minorUnits: "Jumlah dalam sen (satuan terkecil)",
    minorNamedBy: (field) => `Kolom ${field} menyatakannya.`,
    minorDivided: "Tidak ada nama kolom yang menyatakannya: angka dibagi dengan satuan terkecil mata uangnya.",
    minorAsSent: "Tidak ada nama kolom yang menyatakannya: angka ditampilkan apa adanya.",

    entries: { other: "# entri" },
    ledgerSummary: ({ entries, source, shown, skipped }) =>
      `${entries}${source === undefined ? "" : ` di ${source}`}${shown === undefined ? "" : `, ${shown} pertama ditampilkan`}${
        skipped === undefined ? "" : ` (${skipped} tidak disertakan)`
      }.`,
    skipped: { other: "# data tanpa jumlah" },
    signedBySeparate: (debit, credit) => `Arah tiap entri dibaca dari kolom ${debit} dan ${credit} yang terpisah.`,
    signedByWord: (direction, amount) =>
      `Arah tiap entri dibaca dari kata di kolom ${direction} (uang keluar: debit, purchase …; masuk: refund, top_up …); jika tidak ada, dari tanda plus/minus ${amount}.`,
    signedBySign: (amount) => `Arah tiap entri dibaca dari tanda plus/minus ${amount}.`,
    noBalance: "Tanpa saldo berjalan: entri tidak punya kolom saldo dan body tidak memberi saldo awal.",
    balanceField: (field) => `Saldo berjalan: kolom ${field} tiap entri.`,
    balanceBefore: (field) => `Saldo berjalan: dihitung dari ${field} tiap entri ditambah jumlahnya.`,
    balanceOpening: {
      "as listed": (field, value) =>
        `Saldo berjalan: dihitung dari ${field} ${value}, dengan menambahkan entri sesuai urutan daftar (tidak ada tanggal untuk mengurutkan).`,
      "newest first": (field, value) =>
        `Saldo berjalan: dihitung dari ${field} ${value}, dengan menambahkan entri yang terbaru lebih dulu menurut tanggal.`,
      "oldest first": (field, value) =>
        `Saldo berjalan: dihitung dari ${field} ${value}, dengan menambahkan entri yang terlama lebih dulu menurut tanggal.`,
    },
    direction: { debit: "keluar", credit: "masuk", none: "" },
    totals: "Total",
    moneyOut: (sum, entries) => `Uang keluar: ${sum} dalam ${entries}`,
    moneyIn: (sum, entries) => `Uang masuk: ${sum} dalam ${entries}`,
    net: (sum) => `Bersih: ${sum}`,
    noTotals: (currencies) => `Tanpa total: entri memakai beberapa mata uang (${currencies}).`,
    ledgerEntries: "Entri mutasi",
    reconcileEntries: "Cocokkan entri ini",
    reconcileEntriesHint: "Memeriksa setiap entri terhadap status pesanannya, di bagian Rekonsiliasi.",
    ledgerCaption: "Mutasi dompet: jumlah bertanda, uang keluar negatif",
    columns: {
      date: "Tanggal",
      type: "Jenis",
      amount: "Jumlah",
      balance: "Saldo berjalan",
      description: "Keterangan",
    },

    placeOrderForPlayer: "Buat pesanan untuk pemain ini",
    opensOrder: (action, userId, zoneId) =>
      `Membuka ${action} dengan user_id ${userId}${zoneId === undefined ? "" : ` dan zone_id ${zoneId}`}.`,
    offers: {
      orderPackage: "Pesan paket ini",
      checkStatus: "Cek status pesanan",
      listPackages: "Lihat paketnya",
      orderForPlayer: "Pesan untuk pemain ini",
      validatePlayer: "Validasi pemain ini",
      validateForGame: "Validasi pemain untuk game ini",
      gameStats: "Statistik penjualan game ini",
      orderValidatedPlayer: "Buat pesanan untuk pemain ini",
    },
    openWith: (action, names) => `Buka ${action} dengan ${names}`,
    more: "Lainnya",
    moreUses: "Cara lainnya memakai nilai ini",
    use: "Pakai",

    filterRows: "Filter baris",
    inColumn: "di kolom",
    anyColumn: "semua",
    downloadCsv: "Unduh CSV",
    rows: { other: "# baris" },
    rowsLine: (rows, source, matched, filter) =>
      `${matched === undefined ? rows : `${matched} dari ${rows}`}${source ? ` di ${source}` : ""}${
        filter === undefined ? "" : `: tidak ada yang memuat semua kata “${filter}”`
      }`,
    records: "Data",
    recordsIn: (source) => `Data di ${source}`,
    sumOf: (column, currency) => `Total ${column}${currency === undefined ? "" : ` (${currency})`}`,

    per: { day: "hari", month: "bulan", year: "tahun", game: "game", item: "item" },
    perCount: {
      day: { other: "# hari" },
      month: { other: "# bulan" },
      year: { other: "# tahun" },
      game: { other: "# game" },
      item: { other: "# item" },
    },
    perTitle: { day: "Hari", month: "Bulan", year: "Tahun", game: "Game", item: "Item" },
    chartSummary: (f) =>
      `${f.field} per ${f.per}, ${f.count}: total ${f.total}, tertinggi ${f.high} (${f.highAt}), terendah ${f.low} (${f.lowAt}).`,
    chartSummaryRange: (f) =>
      `${f.field} per ${f.per}, ${f.count} dari ${f.first} sampai ${f.last}: total ${f.total}, tertinggi ${f.high} (${f.highAt}), terendah ${f.low} (${f.lowAt}).`,
    chartMissing: (missing, span) =>
      `Body tidak memuat angka untuk ${missing} dari ${span} hari dalam rentang itu; grafik tidak menampilkannya.`,
    chartSummed: (read, count) => `${read} hari itu dijumlahkan menjadi ${count}.`,
    chartCut: (count, read) => `Hanya ${count} pertama dari ${read} yang ditampilkan.`,
    figuresPer: "Angka per",
    body: "body",
    series: "Seri",
    chartLabel: (field, per) => `Grafik penjualan: ${field} per ${per}`,
    figuresTable: "Tabel angka penjualan",
    figuresCaption: (per) => `Angka per ${per}`,

    failure: {
      network: "Tidak ada respons: permintaan gagal sebelum jawaban dapat dibaca",
      timeout: "Tidak ada respons: batas waktu habis",
      cancelled: "Dibatalkan",
      "invalid-request": "Browser menolak menyusun permintaan ini",
    },
    sandboxTitle: "Sandbox bawaan tidak menjawab",
    sandboxText:
      "Sandbox berjalan di dalam halaman ini, jadi tidak ada jaringan yang terlibat. Muat ulang halaman; jika tidak membantu, konsol developer browser menunjukkan apa yang salah.",
    browserMessage: "Pesan browser:",
    none: "(tidak ada)",
    noUsableAnswer: (origin) =>
      `Browser tidak mendapat jawaban yang dapat dipakai dari ${origin}. Kemungkinan penyebabnya:`,
    causeCors:
      "API tidak mengizinkan panggilan dari origin halaman ini (CORS). Browser menyembunyikan rinciannya; konsol developer browser menyebutkan header yang kurang.",
    causeMixed: "Konten campuran: halaman ini HTTPS sedangkan API memakai HTTP biasa, dan browser memblokirnya.",
    causeAllowList: "Alamat IP Anda tidak ada di daftar izin API.",
    causeDown: "Base URL salah, atau server mati atau tidak terjangkau dari jaringan ini.",
    tryOutside:
      "Coba permintaan yang sama di luar browser: jika berhasil di sana, penyebabnya CORS. Minta penyedia API mengizinkan origin ini, jalankan konsol di balik proxy pada origin API, atau, di komputer Anda sendiri, pakai proxy dev server (lihat README). Periksa juga Base URL dari salah ketik.",
    timeoutText:
      "Tidak ada jawaban sebelum batas waktu habis. Pesanan atau aksi itu mungkin tetap dijalankan: cek statusnya sebelum mencoba lagi. Naikkan batas waktu di Setelan jika API-nya memang lambat.",
    cancelledText: "Anda membatalkan permintaan. Jika sudah sampai di server, server mungkin tetap menjalankannya.",
    invalidText:
      "Periksa kunci API dan header dari karakter yang tidak dapat dibawa header HTTP (misalnya huruf non-Latin).",
    asCurl: "Permintaan yang sama sebagai cURL",
  },
});
