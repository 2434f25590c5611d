import { defineMessages } from "../../lib/i18n/define-messages";
import type { Parts } from "../../lib/i18n/parts";
import type { UnsettledReason } from "../../request/settled-outcome";
import type { DraftSource } from "../../workspace/workspace-store";

type Source = Exclude<DraftSource, { kind: "response" }>["kind"];
type From = (at?: string) => string;

/**
 * The notes above a form filled from elsewhere, and the retry note; loaded with them, after the
 * first screen. Where a draft came from is one sentence, with the time it was made when known (`at`).
 */
export const formNotesMessages = defineMessages({
  en: {
    from: {
      curl: (at) => `Imported from cURL${at === undefined ? "" : ` of ${at}`}.`,
      "share-link": (at) => `Opened from a share link${at === undefined ? "" : ` of ${at}`}.`,
      history: (at) => `Loaded from the history entry${at === undefined ? "" : ` of ${at}`}.`,
      "contract-fix": (at) => `Fixed to match the contract${at === undefined ? "" : ` of ${at}`}.`,
    } satisfies Record<Source, From> as Record<Source, From>,
    fromResponse: (action: string, at?: string) => `From the ${action} response${at === undefined ? "" : ` of ${at}`}.`,
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
    /** Why the last attempt's outcome is not known, by its kind; an HTTP status by its code. */
    lastAttempt: {
      timeout: "The last attempt timed out, so it may have been placed.",
      cancelled: "The last attempt was cancelled, so it may have been placed.",
      "no-answer": "The last attempt got no answer (network or CORS), so it may have been placed.",
    } as Record<Exclude<UnsettledReason["kind"], "status">, string>,
    lastAttemptStatus: (status: number) =>
      `In the last attempt the API answered ${status}, so it may have been placed.`,
    /** A field kept for the retry, and its value, as elements. */
    stays: <T>(name: T, value: T): Parts<T> => [name, " stays ", value, "."],
    newOrder: "New order (new reference)",
  },
  id: {
    from: {
      curl: (at) => `Diimpor dari cURL${at === undefined ? "" : ` pada ${at}`}.`,
      "share-link": (at) => `Dibuka dari tautan berbagi${at === undefined ? "" : ` pada ${at}`}.`,
      history: (at) => `Dimuat dari entri riwayat${at === undefined ? "" : ` pada ${at}`}.`,
      "contract-fix": (at) => `Diperbaiki agar sesuai kontrak${at === undefined ? "" : ` pada ${at}`}.`,
    },
    fromResponse: (action, at) => `Dari respons ${action}${at === undefined ? "" : ` pada ${at}`}.`,
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
    lastAttempt: {
      timeout: "Batas waktu percobaan terakhir habis, jadi pesanan itu mungkin sudah dibuat.",
      cancelled: "Percobaan terakhir dibatalkan, jadi pesanan itu mungkin sudah dibuat.",
      "no-answer":
        "Percobaan terakhir tidak mendapat jawaban (jaringan atau CORS), jadi pesanan itu mungkin sudah dibuat.",
    },
    lastAttemptStatus: (status) =>
      `Pada percobaan terakhir API menjawab ${status}, jadi pesanan itu mungkin sudah dibuat.`,
    stays: (name, value) => [name, " tetap ", value, "."],
    newOrder: "Pesanan baru (referensi baru)",
  },
});
