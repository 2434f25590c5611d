import { defineMessages } from "../../lib/i18n/define-messages";
import type { SandboxProblem } from "../../transport/sandbox-transport";

/** The embedded sandbox's kept state: its problems, and starting it again from Settings. */
export const sandboxStateMessages = defineMessages({
  en: {
    problems: {
      damaged:
        "The embedded sandbox's saved state could not be read, so it started again from its seed: balances, orders and its clock are back at their start.",
      unavailable:
        "This browser does not let the embedded sandbox keep its state: its orders and balances last only until the page is reloaded.",
    } satisfies Record<SandboxProblem, string> as Record<SandboxProblem, string>,
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
    problems: {
      damaged:
        "Keadaan sandbox bawaan yang tersimpan tidak dapat dibaca, jadi sandbox mulai lagi dari awal: saldo, pesanan, dan jamnya kembali seperti semula.",
      unavailable:
        "Browser ini tidak mengizinkan sandbox bawaan menyimpan keadaannya: pesanan dan saldonya hanya bertahan sampai halaman dimuat ulang.",
    },
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
