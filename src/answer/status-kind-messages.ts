import { defineMessages } from "../lib/i18n/define-messages";
import type { StatusKind } from "./status-words";

/** What a status word means, as the answer map and Settings' corrections both name it. */
export type StatusKindMessages = Record<StatusKind, string>;

export const statusKindMessages = defineMessages<StatusKindMessages>({
  en: {
    success: "final success",
    partial: "partly delivered (final)",
    failed: "final failure",
    refunded: "refunded (final)",
    pending: "still pending (not final)",
  },
  id: {
    success: "berhasil (akhir)",
    partial: "terkirim sebagian (akhir)",
    failed: "gagal (akhir)",
    refunded: "dana dikembalikan (akhir)",
    pending: "masih diproses (belum akhir)",
  },
});
