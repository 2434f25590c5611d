import type { StatusKind } from "../../answer/status-words";
import { defineMessages } from "../../lib/i18n/define-messages";
import type { Parts } from "../../lib/i18n/parts";
import type { PluralForms } from "../../lib/i18n/plural";
import type { OrderLookup } from "../../workspace/order-tracking/tracked-order";

/**
 * Order tracking's words, loaded with the tracker. Status words, status codes with their reason
 * phrases and field names are the API's: they are passed in as sent and never translated.
 */
export interface OrderTrackingMessages {
  title: string;
  schedule: (firstSeconds: number, longestSeconds: number, minutes: number) => string;
  /** The disclosure that lists the status words tracking knows, by kind. */
  finalStatuses: string;
  /** What each kind of status means for the order, in a word or two. */
  kinds: Record<StatusKind, string>;
  /** Said when the target's corrections are among the words listed. */
  withCorrections: string;
  // What the current status word was read as: a final kind (`kind`, worded), not final, or a word not known.
  final: (kind: string) => string;
  notFinal: string;
  unknownWord: string;
  /** The order's price, as money in the console's language. */
  price: (amount: string) => string;
  /** A price the reader could not read as one amount: as sent, with its field. */
  priceUnclear: (text: string, field: string) => string;
  unnamed: (status: number, looked: string) => string;
  none: string;
  /** "Order X" / "Reference X": the tracked order's name by what it is looked up by, for its card and its buttons (`value` as text or an element). */
  name: Record<OrderLookup["by"], <T>(value: T) => Parts<T>>;
  status: string;
  notKnown: string;
  /** "1 check" / "3 checks" ("3 pengecekan"), through plural(). */
  checks: PluralForms;
  nextCheckAt: (time: string) => string;
  changesOf: (name: string) => string;
  ordersAnswer: string;
  checkNumber: (check: number) => string;
  outcome: string;
  stop: string;
  stopTracking: (name: string) => string;
  remove: string;
  removeOrder: (name: string) => string;
  // Why tracking waits before its next check (a TrackingNote, by its kind); `seconds` how long.
  timedOut: (check: number, seconds: number) => string;
  noAnswer: (check: number, seconds: number) => string;
  retryAfter: (check: number, status: string, seconds: number) => string;
  backOff: (check: number, status: string, seconds: number) => string;
  backingOff: (check: number, status: string, seconds: number) => string;
  /** `looked`: the field names looked for, listed. */
  noStatus: (check: number, status: string, looked: string) => string;
  otherOrder: (check: number, named: string) => string;
  // How tracking ended (a TrackingOutcome, by its kind). `checks`: the count of checks, worded
  // (`checks`); `kind`: what a final status word means, worded (`kinds`), while it is still read as final.
  endedFinal: (status: string, checks: string, kind?: string) => string;
  endedRefused: (check: number, status: string, message?: string) => string;
  endedWaitPastLimit: (seconds: number) => string;
  endedGaveUp: (minutes: number) => string;
  endedTargetChanged: string;
  endedByYou: string;
  endedBroken: (problem: string) => string;
}

export const orderTrackingMessages = defineMessages<OrderTrackingMessages>({
  en: {
    title: "Order tracking",
    schedule: (first, longest, minutes) =>
      `Each order placed here is followed with Check order status: first after ${first} s, then less often, up to every ${longest} s, for at most ${minutes} minutes. Tracking only reads; every check is kept in the history.`,
    finalStatuses: "Status words tracking knows, in any case",
    kinds: {
      success: "success",
      partial: "partly delivered",
      failed: "failed",
      refunded: "refunded",
      pending: "pending",
    },
    withCorrections: "The list includes the corrections made for this target in the answer map.",
    final: (kind) => `final: ${kind}`,
    notFinal: "not final",
    unknownWord: "not a status word the console knows",
    price: (amount) => `Price: ${amount}`,
    priceUnclear: (text, field) =>
      `Price: “${text}” (${field}) can be read more than one way, so it is not shown as an amount.`,
    unnamed: (status, looked) =>
      `The order's answer (${status}) names no order id or reference, so it cannot be tracked. Looked for ${looked}. Use Check order status by hand.`,
    none: "No orders tracked.",
    name: { order_id: (value) => ["Order ", value], reseller_ref: (value) => ["Reference ", value] },
    status: "Status:",
    notKnown: "not known yet",
    checks: { one: "# check", other: "# checks" },
    nextCheckAt: (time) => `next check at ${time}`,
    changesOf: (name) => `Status changes of ${name}`,
    ordersAnswer: "the order's answer",
    checkNumber: (check) => `check ${check}`,
    outcome: "Outcome:",
    stop: "Stop",
    stopTracking: (name) => `Stop tracking ${name}`,
    remove: "Remove",
    removeOrder: (name) => `Remove ${name}`,
    timedOut: (check, seconds) => `Check ${check} timed out; trying again in ${seconds} s.`,
    noAnswer: (check, seconds) => `Check ${check} got no answer; trying again in ${seconds} s.`,
    retryAfter: (check, status, seconds) =>
      `Check ${check} answered ${status}; waiting ${seconds} s as Retry-After asks.`,
    backOff: (check, status, seconds) =>
      `Check ${check} answered ${status}; waiting ${seconds} s with back-off (no Retry-After).`,
    backingOff: (check, status, seconds) =>
      `Check ${check} answered ${status}; still tracking, next check in ${seconds} s (backing off).`,
    noStatus: (check, status, looked) =>
      `Check ${check} answered ${status} but named no status (looked for ${looked}).`,
    otherOrder: (check, named) => `Check ${check} answered about another order (${named}): not taken; still tracking.`,
    endedFinal: (status, checks, kind) =>
      kind === undefined
        ? `Final status "${status}" after ${checks}.`
        : `Final status "${status}" (${kind}) after ${checks}.`,
    endedRefused: (check, status, message) =>
      message === undefined
        ? `Stopped: check ${check} answered ${status}.`
        : `Stopped: the API refused check ${check} (${status}): “${message}”.`,
    endedWaitPastLimit: (seconds) => `Stopped: the API asked to wait ${seconds} s, past the time limit.`,
    endedGaveUp: (minutes) => `Gave up after ${minutes} minutes without a final status.`,
    endedTargetChanged: "Stopped: the API key or target changed.",
    endedByYou: "Stopped by you.",
    endedBroken: (problem) => `Stopped: ${problem}`,
  },
  id: {
    title: "Pelacakan pesanan",
    schedule: (first, longest, minutes) =>
      `Setiap pesanan yang dibuat di sini diikuti dengan Cek status pesanan: pertama setelah ${first} dtk, lalu makin jarang hingga tiap ${longest} dtk, paling lama ${minutes} menit. Pelacakan hanya membaca; setiap pengecekan disimpan di riwayat.`,
    finalStatuses: "Kata status yang dikenali pelacakan (huruf besar atau kecil sama saja)",
    kinds: {
      success: "berhasil",
      partial: "terkirim sebagian",
      failed: "gagal",
      refunded: "dana dikembalikan",
      pending: "masih diproses",
    },
    withCorrections: "Daftar ini memuat koreksi yang dibuat untuk tujuan ini di peta jawaban.",
    final: (kind) => `akhir: ${kind}`,
    notFinal: "belum akhir",
    unknownWord: "bukan kata status yang dikenal konsol",
    price: (amount) => `Harga: ${amount}`,
    priceUnclear: (text, field) =>
      `Harga: “${text}” (${field}) dapat dibaca lebih dari satu cara, jadi tidak ditampilkan sebagai jumlah.`,
    unnamed: (status, looked) =>
      `Respons pesanan (${status}) tidak menyebut order id maupun referensi, jadi pesanan ini tidak dapat dilacak. Yang dicari: ${looked}. Gunakan Cek status pesanan secara manual.`,
    none: "Belum ada pesanan yang dilacak.",
    name: { order_id: (value) => ["Pesanan ", value], reseller_ref: (value) => ["Referensi ", value] },
    status: "Status:",
    notKnown: "belum diketahui",
    checks: { other: "# pengecekan" },
    nextCheckAt: (time) => `pengecekan berikutnya ${time}`,
    changesOf: (name) => `Perubahan status ${name}`,
    ordersAnswer: "respons pesanan",
    checkNumber: (check) => `pengecekan ke-${check}`,
    outcome: "Hasil:",
    stop: "Hentikan",
    stopTracking: (name) => `Hentikan pelacakan ${name}`,
    remove: "Hapus",
    removeOrder: (name) => `Hapus ${name}`,
    timedOut: (check, seconds) => `Pengecekan ke-${check} gagal: batas waktu habis; dicoba lagi dalam ${seconds} dtk.`,
    noAnswer: (check, seconds) => `Pengecekan ke-${check} tidak mendapat respons; dicoba lagi dalam ${seconds} dtk.`,
    retryAfter: (check, status, seconds) =>
      `Pengecekan ke-${check} dijawab ${status}; menunggu ${seconds} dtk sesuai permintaan Retry-After.`,
    backOff: (check, status, seconds) =>
      `Pengecekan ke-${check} dijawab ${status}; menunggu ${seconds} dtk dengan jeda yang makin panjang (tanpa Retry-After).`,
    backingOff: (check, status, seconds) =>
      `Pengecekan ke-${check} dijawab ${status}; pelacakan berlanjut, pengecekan berikutnya dalam ${seconds} dtk (jeda diperpanjang).`,
    noStatus: (check, status, looked) =>
      `Pengecekan ke-${check} dijawab ${status}, tetapi tidak menyebut status (yang dicari: ${looked}).`,
    otherOrder: (check, named) =>
      `Pengecekan ke-${check} menjawab tentang pesanan lain (${named}): tidak dipakai; pelacakan berlanjut.`,
    endedFinal: (status, checks, kind) =>
      kind === undefined
        ? `Status akhir "${status}" setelah ${checks}.`
        : `Status akhir "${status}" (${kind}) setelah ${checks}.`,
    endedRefused: (check, status, message) =>
      message === undefined
        ? `Dihentikan: pengecekan ke-${check} dijawab ${status}.`
        : `Dihentikan: API menolak pengecekan ke-${check} (${status}): “${message}”.`,
    endedWaitPastLimit: (seconds) => `Dihentikan: API meminta menunggu ${seconds} dtk, melewati batas waktu pelacakan.`,
    endedGaveUp: (minutes) => `Dihentikan setelah ${minutes} menit tanpa status akhir.`,
    endedTargetChanged: "Dihentikan: kunci API atau tujuan permintaan berubah.",
    endedByYou: "Dihentikan oleh Anda.",
    endedBroken: (problem) => `Dihentikan: ${problem}`,
  },
});
