import { randomHex } from "../../catalog/new-reference";
import { historyEntryOf } from "../../history/record-send";
import { defineMessages } from "../../lib/i18n/define-messages";
import type { Language } from "../../lib/i18n/language";
import type { ResponseRecord } from "../../request/response-record";
import type { RecordedSend } from "../../transport/send-variables";
import type { HistorySource } from "./history-source";

// The history's writing side, loaded after the first screen: what use-history-log hands work to.

/**
 * What is wrong with keeping the history, as data: the bar words it in the console's language when
 * it shows it (see logProblemText), so a switch of language changes it at once.
 */
export type HistoryLogProblem =
  | { kind: "not-kept" }
  | { kind: "set-aside"; count: number }
  | { kind: "unavailable"; why: string }
  | { kind: "read-failed"; detail: string }
  | { kind: "keep-failed"; detail: string };

const logMessages = defineMessages<{ text: (problem: HistoryLogProblem) => string }>({
  en: {
    text: (problem) => {
      switch (problem.kind) {
        case "not-kept":
          return "This send was not kept in the history: it does not fit beside the pinned entries. Unpin or delete some to make room.";
        case "set-aside": {
          const one = problem.count === 1;
          return `${one ? "1 record" : `${problem.count} records`} in the stored history could not be read (damaged, or written by something else) and ${one ? "was" : "were"} set aside, not deleted. The rest of the history is kept. Open History to download or delete ${one ? "it" : "them"}.`;
        }
        case "unavailable":
          return `History is kept for this page only: the browser's storage (IndexedDB) is not available (${problem.why}).`;
        case "read-failed":
          return `The history could not be read: ${problem.detail}`;
        case "keep-failed":
          return `This send could not be kept in the history: ${problem.detail}`;
      }
    },
  },
  id: {
    text: (problem) => {
      switch (problem.kind) {
        case "not-kept":
          return "Pengiriman ini tidak disimpan di riwayat: tidak muat di samping entri yang disematkan. Lepas sematan atau hapus beberapa entri agar ada ruang.";
        case "set-aside":
          return `${problem.count} catatan di riwayat tersimpan tidak dapat dibaca (rusak, atau ditulis oleh program lain) dan disisihkan, tidak dihapus. Riwayat lainnya tetap tersimpan. Buka Riwayat untuk mengunduh atau menghapusnya.`;
        case "unavailable":
          return `Riwayat hanya disimpan untuk halaman ini: penyimpanan browser (IndexedDB) tidak tersedia (${problem.why}).`;
        case "read-failed":
          return `Riwayat tidak dapat dibaca: ${problem.detail}`;
        case "keep-failed":
          return `Pengiriman ini tidak dapat disimpan di riwayat: ${problem.detail}`;
      }
    },
  },
});

/** A problem, to be worded in whichever language the console speaks when it is shown. */
export type Said = (language: Language) => string;

const said =
  (problem: HistoryLogProblem): Said =>
  (language) =>
    logMessages[language].text(problem);

/** Opens the store on start: what is wrong with it, if anything. */
export async function checkHistory(source: HistorySource): Promise<Said | undefined> {
  try {
    const { store, unavailable } = await source();
    const { setAsideNow } = await store.list();
    if (unavailable !== undefined) return said({ kind: "unavailable", why: unavailable });
    return setAsideNow > 0 ? said({ kind: "set-aside", count: setAsideNow }) : undefined;
  } catch (error) {
    return said({ kind: "read-failed", detail: String(error) });
  }
}

/** Keeps one answered send; says why when it could not be kept. */
export async function recordSend(
  source: HistorySource,
  variables: RecordedSend & { target: NonNullable<RecordedSend["target"]> },
  response: ResponseRecord,
): Promise<Said | undefined> {
  try {
    const { store } = await source();
    const id = `h-${variables.sentAt.toString(36)}-${randomHex(4)}`;
    const { actionId, spec, sentAt, target } = variables;
    const outcome = await store.add([historyEntryOf({ id, sentAt, actionId, target, spec, record: response })]);
    // Otherwise the send silently goes missing from the history the user relies on.
    return outcome.notKept > 0 ? said({ kind: "not-kept" }) : undefined;
  } catch (error) {
    return said({ kind: "keep-failed", detail: String(error) });
  }
}
