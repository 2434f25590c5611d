import { defineMessages } from "../../lib/i18n/define-messages";

/**
 * The region's words about who may run a batch and whether resuming it could pay twice: another
 * tab running it, a batch left for a new one, rows another batch placed, a batch that waits for
 * its own target. Times, counts and targets come formatted.
 */
export interface BatchLockMessages {
  elsewhere: string;
  abandoned: (time: string) => string;
  placedByOthers: (rows: string) => string;
  resumeAsk: string;
  resumeAnyway: string;
  cancel: string;
  otherTarget: (target: string) => string;
  askUnknown: string;
}

export const batchLockMessages = defineMessages<BatchLockMessages>({
  en: {
    elsewhere:
      "This batch is running in another tab of this browser. Its counts here follow that tab, and nothing is sent from this one; Resume comes back here once that tab's run ends or the tab closes.",
    abandoned: (time) => `This batch was left for a new batch on ${time}.`,
    placedByOthers: (rows) =>
      `${rows} of its rows match orders another batch on this target placed or sent (same package, player and zone): resuming may top those players up twice.`,
    resumeAsk: "Resume anyway?",
    resumeAnyway: "Resume anyway",
    cancel: "Cancel",
    otherTarget: (target) =>
      `It was placed on ${target}: it waits until the environment, base URL, path style and key are those again.`,
    askUnknown: "Ask about unknown rows",
  },
  id: {
    elsewhere:
      "Batch ini sedang berjalan di tab lain peramban ini. Jumlahnya di sini mengikuti tab itu, dan tidak ada yang dikirim dari tab ini; Lanjutkan muncul lagi di sini setelah proses di tab itu selesai atau tab itu ditutup.",
    abandoned: (time) => `Batch ini ditinggalkan untuk batch baru pada ${time}.`,
    placedByOthers: (rows) =>
      `${rows} barisnya sama dengan pesanan yang sudah dibuat atau dikirim batch lain di target ini (paket, pemain, dan zona yang sama): melanjutkan bisa mengisi ulang pemain itu dua kali.`,
    resumeAsk: "Tetap lanjutkan?",
    resumeAnyway: "Tetap lanjutkan",
    cancel: "Batal",
    otherTarget: (target) =>
      `Batch ini dibuat di ${target}: batch menunggu sampai lingkungan, base URL, gaya path, dan kunci kembali ke yang itu.`,
    askUnknown: "Tanyakan baris yang tidak diketahui",
  },
});
