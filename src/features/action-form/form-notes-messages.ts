import { defineMessages } from "../../lib/i18n/define-messages";
import type { Parts } from "../../lib/i18n/parts";
import type { UnsettledReason } from "../../request/settled-outcome";
import type { DraftSource } from "../../workspace/workspace-store";

type Source = Exclude<DraftSource, { kind: "response" }>["kind"];

/** The notes above a form filled from elsewhere, and the retry note; loaded with them, after the first screen. */
export const formNotesMessages = defineMessages({
  en: {
    from: {
      curl: "Imported from cURL",
      "share-link": "Opened from a share link",
      history: "Loaded from the history entry",
      "contract-fix": "Fixed to match the contract",
    } satisfies Record<Source, string>,
    fromResponse: (action: string) => `From the ${action} response`,
    of: (time: string) => ` of ${time}`,
    nothingSent: "Nothing is sent until you press Send.",
    keyUsed: "Your current key is used; nothing is sent until you press Send.",
    retryingSame: "Retrying the same order:",
    /** `field` and `ref`: the reference's name and value, as elements. */
    refKept: <T>(field: T, ref: T): Parts<T> => [
      field,
      " ",
      ref,
      " is kept. If that order reached the API, it should answer with the existing order instead of placing a new one.",
    ],
    refChanged: "The reference was changed since: sending places a new order.",
    renewed: (field: string) =>
      `${field} is new, so sending places a new order. Tick "Keep the same ${field}" in the history entry to retry the same order instead.`,
    retryTitle: "Retrying the same order: reference kept, so the API can recognise it.",
    lastAttempt: (reason: UnsettledReason) =>
      `${
        reason.kind === "status"
          ? `In the last attempt the API answered ${reason.status}`
          : reason.kind === "timeout"
            ? "The last attempt timed out"
            : reason.kind === "cancelled"
              ? "The last attempt was cancelled"
              : "The last attempt got no answer (network or CORS)"
      }, so it may have been placed.`,
    stays: "stays",
    newOrder: "New order (new reference)",
  },
  id: {
    from: {
      curl: "Diimpor dari cURL",
      "share-link": "Dibuka dari tautan berbagi",
      history: "Dimuat dari entri riwayat",
      "contract-fix": "Diperbaiki agar sesuai kontrak",
    },
    fromResponse: (action) => `Dari respons ${action}`,
    of: (time) => ` pada ${time}`,
    nothingSent: "Tidak ada yang dikirim sampai Anda menekan Kirim.",
    keyUsed: "Kunci Anda saat ini yang dipakai; tidak ada yang dikirim sampai Anda menekan Kirim.",
    retryingSame: "Mengulang pesanan yang sama:",
    refKept: (field, ref) => [
      field,
      " ",
      ref,
      " tetap dipakai. Jika pesanan itu sudah sampai ke API, API seharusnya menjawab dengan pesanan yang sudah ada, bukan membuat pesanan baru.",
    ],
    refChanged: "Referensinya sudah diubah: mengirim sekarang akan membuat pesanan baru.",
    renewed: (field) =>
      `${field} baru, jadi mengirim akan membuat pesanan baru. Centang "Pakai ${field} yang sama" di entri riwayat untuk mengulang pesanan yang sama.`,
    retryTitle: "Mengulang pesanan yang sama: referensi tetap, agar API dapat mengenalinya.",
    lastAttempt: (reason) =>
      `${
        reason.kind === "status"
          ? `Pada percobaan terakhir API menjawab ${reason.status}`
          : reason.kind === "timeout"
            ? "Batas waktu percobaan terakhir habis"
            : reason.kind === "cancelled"
              ? "Percobaan terakhir dibatalkan"
              : "Percobaan terakhir tidak mendapat jawaban (jaringan atau CORS)"
      }, jadi pesanan itu mungkin sudah dibuat.`,
    stays: "tetap",
    newOrder: "Pesanan baru (referensi baru)",
  },
});
