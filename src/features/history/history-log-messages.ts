import { defineMessages } from "../../lib/i18n/define-messages";
import type { PluralForms } from "../../lib/i18n/plural";

/** What is wrong with keeping the history (a HistoryLogProblem, see history-log.ts), in each language. */
export const historyLogMessages = defineMessages({
  en: {
    notKept:
      "This send was not kept in the history: it does not fit beside the pinned entries. Unpin or delete some to make room.",
    setAside: {
      one: "# record in the stored history could not be read (damaged, or written by something else) and was set aside, not deleted. The rest of the history is kept. Open History to download or delete it.",
      other:
        "# records in the stored history could not be read (damaged, or written by something else) and were set aside, not deleted. The rest of the history is kept. Open History to download or delete them.",
    } as PluralForms,
    unavailable: (why: string) =>
      `History is kept for this page only: the browser's storage (IndexedDB) is not available (${why}).`,
    readFailed: (detail: string) => `The history could not be read: ${detail}`,
    keepFailed: (detail: string) => `This send could not be kept in the history: ${detail}`,
  },
  id: {
    notKept:
      "Pengiriman ini tidak disimpan di riwayat: tidak muat di samping entri yang disematkan. Lepas sematan atau hapus beberapa entri agar ada ruang.",
    setAside: {
      other:
        "# catatan di riwayat tersimpan tidak dapat dibaca (rusak, atau ditulis oleh program lain) dan disisihkan, tidak dihapus. Riwayat lainnya tetap tersimpan. Buka Riwayat untuk mengunduh atau menghapusnya.",
    },
    unavailable: (why) =>
      `Riwayat hanya disimpan untuk halaman ini: penyimpanan browser (IndexedDB) tidak tersedia (${why}).`,
    readFailed: (detail) => `Riwayat tidak dapat dibaca: ${detail}`,
    keepFailed: (detail) => `Pengiriman ini tidak dapat disimpan di riwayat: ${detail}`,
  },
});
