import { defineMessages } from "../../lib/i18n/define-messages";
import type { Parts } from "../../lib/i18n/parts";
import type { PluralForms } from "../../lib/i18n/plural";
import type { SendLabel } from "./send-label";

/** The contract check's words (the region, its findings, the fix, Send both, the ticket tools); loaded with it. */
export const contractCheckMessages = defineMessages({
  en: {
    title: "Contract check",
    cannotBuild: "The request cannot be built yet, so it cannot be checked.",
    matches: (action: string) => `This request matches the contract of ${action}.`,
    differences: { one: "# difference", other: "# differences" } as PluralForms,
    fromContract: (differences: string, action: string) => `${differences} from the contract of ${action}:`,
    fix: "Fix to match the contract",
    fixHint: "Opens the corrected request in the form; nothing is sent.",
    unpublished:
      "The API publishes no parameters for this action: unknown query parameters are not counted as differences.",
    findings: "Differences from the contract",
    where: "Where",
    expected: "Expected",
    got: "Got",
    labels: { imported: "As imported", before: "Before the fix", fixed: "Fixed to match the contract" } as Record<
      SendLabel,
      string
    >,
    fixedSide: "Fixed",
    changesTitle: "Changes made by the fix",
    /** `label`: the request before the fix, named as it reads inside a sentence ("as imported"). */
    same: (label: string) => `The request is the same as ${label}.`,
    changesCaption: (label: string) => `Changes from ${label} to the fixed request`,
    part: "Part",
    sendBoth: "Send both and compare",
    sendingBoth: "Sending both…",
    order: (label: string, baseUrl: string) => `${label} first, then the fixed request, to ${baseUrl}.`,
    busy: "Another request is still waiting for its answer: send both once it has one.",
    confirmTitle: "Send both requests?",
    confirmLive: (environment: string) => `LIVE — real money: both go to ${environment} and each may spend real money.`,
    confirm: "Send both",
    spends: <T>(action: string, baseUrl: T): Parts<T> => [
      `${action} spends the wallet balance of the key you entered. The request as it was before the fix and the fixed one are sent one after the other to `,
      baseUrl,
      ": each that the API accepts places an order.",
    ],
    ticketFirst: "Send the request to make a ticket report or a HAR file of it.",
    ticket: "Ticket",
    /** What the ticket tools put in a report: of the last send, or of both requests (`labels` names them). */
    contents:
      "For the last send: action, target, time, the request as cURL, status, the telling headers, the body and the contract check.",
    contentsBoth: (labels: string) =>
      `For both requests (${labels}): action, target, time, the request as cURL, status, the telling headers, the body and the contract check.`,
    withReconciliation: "The last reconciliation's findings follow in the report.",
    copyReport: "Copy ticket report",
    downloadHar: "Download HAR",
    lastSend: "the last send",
    requests: { one: "# request", other: "# requests" } as PluralForms,
    copied: (what: string) => `Ticket report copied: ${what}, the key as $API_KEY.`,
    copyFailed: "Copying failed: copy the report below.",
    downloaded: (what: string) => `Downloaded ${what} as HAR, keys redacted.`,
    report: "Ticket report",
  },
  id: {
    title: "Cek kontrak",
    cannotBuild: "Permintaan belum bisa disusun, jadi belum bisa dicek.",
    matches: (action) => `Permintaan ini sesuai dengan kontrak ${action}.`,
    differences: { other: "# perbedaan" },
    fromContract: (differences, action) => `${differences} dengan kontrak ${action}:`,
    fix: "Perbaiki agar sesuai kontrak",
    fixHint: "Permintaan yang sudah diperbaiki dibuka di formulir; belum ada yang dikirim.",
    unpublished:
      "API tidak memublikasikan parameter aksi ini: parameter query yang tidak dikenal tidak dihitung sebagai perbedaan.",
    findings: "Perbedaan dengan kontrak",
    where: "Letak",
    expected: "Seharusnya",
    got: "Yang dikirim",
    labels: { imported: "Hasil impor", before: "Sebelum perbaikan", fixed: "Diperbaiki agar sesuai kontrak" },
    fixedSide: "Diperbaiki",
    changesTitle: "Perubahan oleh perbaikan",
    same: (label) => `Permintaan ini sama dengan ${label}.`,
    changesCaption: (label) => `Perubahan dari ${label} ke permintaan yang diperbaiki`,
    part: "Bagian",
    sendBoth: "Kirim keduanya dan bandingkan",
    sendingBoth: "Mengirim keduanya…",
    order: (label, baseUrl) => `${label} dikirim dulu, lalu permintaan yang diperbaiki, ke ${baseUrl}.`,
    busy: "Permintaan lain masih menunggu jawaban: kirim keduanya setelah jawabannya datang.",
    confirmTitle: "Kirim kedua permintaan?",
    confirmLive: (environment) =>
      `LIVE — uang sungguhan: keduanya dikirim ke ${environment} dan masing-masing bisa memakai uang sungguhan.`,
    confirm: "Kirim keduanya",
    spends: (action, baseUrl) => [
      `${action} memotong saldo dompet milik kunci yang Anda masukkan. Permintaan sebelum perbaikan dan yang sudah diperbaiki dikirim berurutan ke `,
      baseUrl,
      ": setiap permintaan yang diterima API akan membuat pesanan.",
    ],
    ticketFirst: "Kirim permintaannya untuk membuat laporan tiket atau file HAR.",
    ticket: "Tiket",
    contents:
      "Untuk kiriman terakhir: aksi, tujuan, waktu, permintaan sebagai cURL, status, header penting, body, dan cek kontrak.",
    contentsBoth: (labels) =>
      `Untuk kedua permintaan (${labels}): aksi, tujuan, waktu, permintaan sebagai cURL, status, header penting, body, dan cek kontrak.`,
    withReconciliation: "Temuan rekonsiliasi terakhir menyusul di laporan.",
    copyReport: "Salin laporan tiket",
    downloadHar: "Unduh HAR",
    lastSend: "kiriman terakhir",
    requests: { other: "# permintaan" },
    copied: (what) => `Laporan tiket tersalin: ${what}, kunci ditulis sebagai $API_KEY.`,
    copyFailed: "Gagal menyalin: salin laporan di bawah ini.",
    downloaded: (what) => `HAR diunduh: ${what}, kunci disamarkan.`,
    report: "Laporan tiket",
  },
});

export type ContractCheckMessages = (typeof contractCheckMessages)["en"];
