import { defineMessages } from "../../lib/i18n/define-messages";

/** Starting the embedded sandbox again from Settings (its problems are first-screen words, in en.ts). */
export const sandboxStateMessages = defineMessages({
  en: {
    reset: "Reset sandbox…",
    resetHint: "The embedded sandbox keeps its balances, orders, wallet history and clock in this browser.",
    question: "Reset the embedded sandbox?",
    explanation:
      "Every demo account's balance, orders and wallet history, and the sandbox's clock, go back to their start in every tab of this browser. This cannot be undone.",
    confirm: "Reset",
    keep: "Keep it",
    resetting: "Resetting…",
    done: "The sandbox is back at its start.",
    failed: (status: string) => `The sandbox could not be reset (${status}).`,
  },
  id: {
    reset: "Atur ulang sandbox…",
    resetHint: "Sandbox bawaan menyimpan saldo, pesanan, riwayat dompet, dan jamnya di browser ini.",
    question: "Atur ulang sandbox bawaan?",
    explanation:
      "Saldo, pesanan, dan riwayat dompet setiap akun demo, serta jam sandbox, kembali seperti semula di semua tab browser ini. Ini tidak bisa dibatalkan.",
    confirm: "Atur ulang",
    keep: "Biarkan",
    resetting: "Mengatur ulang…",
    done: "Sandbox sudah kembali seperti semula.",
    failed: (status) => `Sandbox tidak dapat diatur ulang (${status}).`,
  },
});
