import { defineMessages } from "../lib/i18n/define-messages";
import type { Parts } from "../lib/i18n/parts";

export interface StatusTextMessages {
  codes: Record<number, string>;
  classes: string[];
  /**
   * The status line of a 2xx whose body says the request failed (`{"status": 0, "error_msg": …}`):
   * the status as HTTP spells it (`status`, text or an element), then the body's verdict in the API's
   * own words (`bodyFailed`), or the field and value that gave it when the body has no words.
   */
  bodyFailed: <T>(status: T, message: string) => Parts<T>;
  bodyFailedField: <T>(status: T, field: string, value: string) => Parts<T>;
}

// What a status usually means for this kind of API. The spec publishes none, so these are
// the HTTP meanings, worded for someone trying the API. The status code and its reason phrase
// stay as HTTP spells them in every language; only this meaning is the console's own words.
export const statusTextMessages = defineMessages<StatusTextMessages>({
  en: {
    codes: {
      200: "the request worked",
      201: "created",
      204: "done, nothing to return",
      400: "the API could not read the request",
      401: "the key is missing or was not accepted",
      402: "payment required: often, the balance is too low",
      403: "the key is known but may not do this",
      404: "wrong path, or the thing asked for does not exist",
      405: "the path exists but not with this method",
      409: "conflicts with an earlier request (a reused reference?)",
      413: "the request is too large",
      415: "the API wants another Content-Type",
      422: "read, but the values were not accepted",
      429: "too many requests: wait (see Retry-After) and try again",
      500: "the API failed while answering",
      502: "a proxy in front of the API got no good answer from it",
      503: "the API is down or overloaded",
      504: "a proxy in front of the API gave up waiting for it",
    },
    classes: ["", "informational", "success", "redirect", "the request was refused", "the server failed"],
    bodyFailed: (status, message) => [status, ` · the body says it failed: ${message}`],
    bodyFailedField: (status, field, value) => [status, ` · the body says it failed (${field}: ${value})`],
  },
  id: {
    codes: {
      200: "permintaan berhasil",
      201: "berhasil dibuat",
      204: "selesai, tidak ada yang dikembalikan",
      400: "API tidak dapat membaca permintaan",
      401: "kunci tidak ada atau tidak diterima",
      402: "pembayaran diperlukan: biasanya saldo tidak cukup",
      403: "kunci dikenal, tetapi tidak diizinkan melakukan ini",
      404: "path salah, atau yang diminta tidak ada",
      405: "path ada, tetapi tidak dengan metode ini",
      409: "bentrok dengan permintaan sebelumnya (referensi dipakai ulang?)",
      413: "permintaan terlalu besar",
      415: "API meminta Content-Type lain",
      422: "terbaca, tetapi nilainya tidak diterima",
      429: "terlalu banyak permintaan: tunggu (lihat Retry-After), lalu coba lagi",
      500: "API gagal saat menjawab",
      502: "proxy di depan API tidak mendapat jawaban yang baik darinya",
      503: "API sedang mati atau kelebihan beban",
      504: "proxy di depan API berhenti menunggu jawabannya",
    },
    classes: ["", "informasi", "berhasil", "pengalihan", "permintaan ditolak", "server gagal"],
    bodyFailed: (status, message) => [status, ` · isi jawaban menyatakan gagal: ${message}`],
    bodyFailedField: (status, field, value) => [status, ` · isi jawaban menyatakan gagal (${field}: ${value})`],
  },
});
