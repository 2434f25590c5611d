import { defineMessages } from "../lib/i18n/define-messages";
import type { FindingKind } from "./reconcile-types";

/**
 * Each kind of finding in words: the Reconciliation region shows them in the console's language,
 * the ticket report in English (it is written for the API's support).
 */
export type FindingMessages = Record<FindingKind, string>;

export const findingMessages = defineMessages<FindingMessages>({
  en: {
    double_debit: "Debited twice",
    debit_without_order: "Debit with no order",
    missing_refund: "Refund missing",
    double_refund: "Refunded twice",
    over_refund: "Refunded too much",
    amount_mismatch: "Wrong amount",
    balance_jump: "Balance jump",
    stuck: "Stuck order",
  },
  id: {
    double_debit: "Didebit dua kali",
    debit_without_order: "Debit tanpa pesanan",
    missing_refund: "Refund tidak ada",
    double_refund: "Refund dua kali",
    over_refund: "Refund berlebih",
    amount_mismatch: "Jumlah salah",
    balance_jump: "Saldo melompat",
    stuck: "Pesanan macet",
  },
});
