import type { StatusKind } from "../../answer/status-words";
import { defineMessages } from "../../lib/i18n/define-messages";
import type { Parts } from "../../lib/i18n/parts";
import type { PluralForms } from "../../lib/i18n/plural";
import type { OrderLookup, TrackingNote, TrackingOutcome } from "../../workspace/order-tracking/tracked-order";

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
  /** What the current status word was read as: a final kind, not final, or a word not known. */
  meaning: (kind: StatusKind | undefined) => string;
  /** The order's price, as money in the console's language. */
  price: (amount: string) => string;
  /** A price the reader could not read as one amount: as sent, with its field. */
  priceUnclear: (text: string, field: string) => string;
  unnamed: (status: number, looked: string) => string;
  none: string;
  /** "Order X" / "Reference X": the tracked order's name, for its card and its buttons (`value` as text or an element). */
  name: <T>(by: OrderLookup["by"], value: T) => Parts<T>;
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
  note: (note: TrackingNote) => string;
  /**
   * `checks`: the outcome's count of checks, worded (`checks`); `kind`: what a final status word
   * means, worded (`kinds`), while it is still read as final.
   */
  ended: (outcome: TrackingOutcome, checks: string, kind?: string) => string;
}

const s = (ms: number) => Math.round(ms / 1000);

const EN_KINDS: Record<StatusKind, string> = {
  success: "success",
  partial: "partly delivered",
  failed: "failed",
  refunded: "refunded",
  pending: "pending",
};

const ID_KINDS: Record<StatusKind, string> = {
  success: "berhasil",
  partial: "terkirim sebagian",
  failed: "gagal",
  refunded: "dana dikembalikan",
  pending: "masih diproses",
};

export const orderTrackingMessages = defineMessages<OrderTrackingMessages>({
  en: {
    title: "Order tracking",
    schedule: (first, longest, minutes) =>
      `Each order placed here is followed with Check order status: first after ${first} s, then less often, up to every ${longest} s, for at most ${minutes} minutes. Tracking only reads; every check is kept in the history.`,
    finalStatuses: "Status words tracking knows, in any case",
    kinds: EN_KINDS,
    withCorrections: "The list includes the corrections made for this target in the answer map.",
    meaning: (kind) =>
      kind === undefined
        ? "not a status word the console knows"
        : kind === "pending"
          ? "not final"
          : `final: ${EN_KINDS[kind]}`,
    price: (amount) => `Price: ${amount}`,
    priceUnclear: (text, field) =>
      `Price: “${text}” (${field}) can be read more than one way, so it is not shown as an amount.`,
    unnamed: (status, looked) =>
      `The order's answer (${status}) names no order id or reference, so it cannot be tracked. Looked for ${looked}. Use Check order status by hand.`,
    none: "No orders tracked.",
    name: (by, value) => [by === "order_id" ? "Order " : "Reference ", value],
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
    note: (note) => {
      switch (note.kind) {
        case "no-answer":
          return `Check ${note.check} ${note.timedOut ? "timed out" : "got no answer"}; trying again in ${s(note.waitMs)} s.`;
        case "rate-limited":
          return `Check ${note.check} answered ${note.status}; waiting ${s(note.waitMs)} s ${note.retryAfter ? "as Retry-After asks" : "with back-off (no Retry-After)"}.`;
        case "backing-off":
          return `Check ${note.check} answered ${note.status}; still tracking, next check in ${s(note.waitMs)} s (backing off).`;
        case "no-status":
          return `Check ${note.check} answered ${note.status} but named no status (looked for ${note.looked.join(", ")}).`;
      }
    },
    ended: (outcome, checks, kind) => {
      switch (outcome.kind) {
        case "final":
          return kind === undefined
            ? `Final status "${outcome.status}" after ${checks}.`
            : `Final status "${outcome.status}" (${kind}) after ${checks}.`;
        case "refused":
          return outcome.message === undefined
            ? `Stopped: check ${outcome.check} answered ${outcome.status}.`
            : `Stopped: the API refused check ${outcome.check} (${outcome.status}): “${outcome.message}”.`;
        case "wait-past-limit":
          return `Stopped: the API asked to wait ${s(outcome.waitMs)} s, past the time limit.`;
        case "gave-up":
          return `Gave up after ${outcome.minutes} minutes without a final status.`;
        case "target-changed":
          return "Stopped: the API key or target changed.";
        case "by-you":
          return "Stopped by you.";
        case "broken":
          return `Stopped: ${outcome.problem}`;
      }
    },
  },
  id: {
    title: "Pelacakan pesanan",
    schedule: (first, longest, minutes) =>
      `Setiap pesanan yang dibuat di sini diikuti dengan Cek status pesanan: pertama setelah ${first} dtk, lalu makin jarang hingga tiap ${longest} dtk, paling lama ${minutes} menit. Pelacakan hanya membaca; setiap pengecekan disimpan di riwayat.`,
    finalStatuses: "Kata status yang dikenali pelacakan (huruf besar atau kecil sama saja)",
    kinds: ID_KINDS,
    withCorrections: "Daftar ini memuat koreksi yang dibuat untuk tujuan ini di peta jawaban.",
    meaning: (kind) =>
      kind === undefined
        ? "bukan kata status yang dikenal konsol"
        : kind === "pending"
          ? "belum akhir"
          : `akhir: ${ID_KINDS[kind]}`,
    price: (amount) => `Harga: ${amount}`,
    priceUnclear: (text, field) =>
      `Harga: “${text}” (${field}) dapat dibaca lebih dari satu cara, jadi tidak ditampilkan sebagai jumlah.`,
    unnamed: (status, looked) =>
      `Respons pesanan (${status}) tidak menyebut order id maupun referensi, jadi pesanan ini tidak dapat dilacak. Yang dicari: ${looked}. Gunakan Cek status pesanan secara manual.`,
    none: "Belum ada pesanan yang dilacak.",
    name: (by, value) => [by === "order_id" ? "Pesanan " : "Referensi ", value],
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
    note: (note) => {
      switch (note.kind) {
        case "no-answer":
          return `Pengecekan ke-${note.check} ${note.timedOut ? "gagal: batas waktu habis" : "tidak mendapat respons"}; dicoba lagi dalam ${s(note.waitMs)} dtk.`;
        case "rate-limited":
          return `Pengecekan ke-${note.check} dijawab ${note.status}; menunggu ${s(note.waitMs)} dtk ${note.retryAfter ? "sesuai permintaan Retry-After" : "dengan jeda yang makin panjang (tanpa Retry-After)"}.`;
        case "backing-off":
          return `Pengecekan ke-${note.check} dijawab ${note.status}; pelacakan berlanjut, pengecekan berikutnya dalam ${s(note.waitMs)} dtk (jeda diperpanjang).`;
        case "no-status":
          return `Pengecekan ke-${note.check} dijawab ${note.status}, tetapi tidak menyebut status (yang dicari: ${note.looked.join(", ")}).`;
      }
    },
    ended: (outcome, checks, kind) => {
      switch (outcome.kind) {
        case "final":
          return kind === undefined
            ? `Status akhir "${outcome.status}" setelah ${checks}.`
            : `Status akhir "${outcome.status}" (${kind}) setelah ${checks}.`;
        case "refused":
          return outcome.message === undefined
            ? `Dihentikan: pengecekan ke-${outcome.check} dijawab ${outcome.status}.`
            : `Dihentikan: API menolak pengecekan ke-${outcome.check} (${outcome.status}): “${outcome.message}”.`;
        case "wait-past-limit":
          return `Dihentikan: API meminta menunggu ${s(outcome.waitMs)} dtk, melewati batas waktu pelacakan.`;
        case "gave-up":
          return `Dihentikan setelah ${outcome.minutes} menit tanpa status akhir.`;
        case "target-changed":
          return "Dihentikan: kunci API atau tujuan permintaan berubah.";
        case "by-you":
          return "Dihentikan oleh Anda.";
        case "broken":
          return `Dihentikan: ${outcome.problem}`;
      }
    },
  },
});
