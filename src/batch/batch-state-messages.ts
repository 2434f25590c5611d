import { defineMessages } from "../lib/i18n/define-messages";
import type { RowStateKind } from "./row-state";

/**
 * A batch's rows by state and its money, in the words the Batch orders region and History's
 * Batches both use. Counts and amounts come formatted.
 */
export interface BatchStateMessages {
  states: Record<RowStateKind, string>;
  counts: (p: Record<RowStateKind, string>) => string;
  spent: (amount: string) => string;
  refunded: (amount: string) => string;
}

export const batchStateMessages = defineMessages<BatchStateMessages>({
  en: {
    states: {
      pending: "Waiting",
      sending: "Sending",
      placed: "Placed",
      refused: "Refused",
      paused_balance: "Paused for balance",
      unknown: "Unknown",
    },
    counts: (c) =>
      `Placed ${c.placed}, refused ${c.refused}, paused for balance ${c.paused_balance}, unknown ${c.unknown}, sending ${c.sending}, waiting ${c.pending}.`,
    spent: (amount) => `Spent as listed: ${amount}.`,
    refunded: (amount) => `Refunded as listed (failed or refunded orders): ${amount}.`,
  },
  id: {
    states: {
      pending: "Menunggu",
      sending: "Mengirim",
      placed: "Dibuat",
      refused: "Ditolak",
      paused_balance: "Dijeda karena saldo",
      unknown: "Tidak diketahui",
    },
    counts: (c) =>
      `Dibuat ${c.placed}, ditolak ${c.refused}, dijeda karena saldo ${c.paused_balance}, tidak diketahui ${c.unknown}, mengirim ${c.sending}, menunggu ${c.pending}.`,
    spent: (amount) => `Terpakai sesuai daftar: ${amount}.`,
    refunded: (amount) => `Dikembalikan sesuai daftar (pesanan gagal atau dikembalikan): ${amount}.`,
  },
});
