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
  finalStatuses: string;
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
  /** `checks`: the outcome's count of checks, worded (`checks`). */
  ended: (outcome: TrackingOutcome, checks: string) => string;
}

const s = (ms: number) => Math.round(ms / 1000);

export const orderTrackingMessages = defineMessages<OrderTrackingMessages>({
  en: {
    title: "Order tracking",
    schedule: (first, longest, minutes) =>
      `Each order placed here is followed with Check order status: first after ${first} s, then less often, up to every ${longest} s, for at most ${minutes} minutes. Tracking only reads; every check is kept in the history.`,
    finalStatuses: "Final statuses, in any case:",
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
    ended: (outcome, checks) => {
      switch (outcome.kind) {
        case "final":
          return `Final status "${outcome.status}" after ${checks}.`;
        case "refused":
          return `Stopped: check ${outcome.check} answered ${outcome.status}.`;
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
    finalStatuses: "Status akhir (huruf besar atau kecil sama saja):",
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
    ended: (outcome, checks) => {
      switch (outcome.kind) {
        case "final":
          return `Status akhir "${outcome.status}" setelah ${checks}.`;
        case "refused":
          return `Dihentikan: pengecekan ke-${outcome.check} dijawab ${outcome.status}.`;
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
