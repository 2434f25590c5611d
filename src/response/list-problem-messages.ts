import { defineMessages } from "../lib/i18n/define-messages";
import type { FailureKind } from "../request/response-record";

/**
 * Why an answer offers no list (a ListProblem, see list-problem.ts), in words: the end of the
 * pickers' "No list: …" and of the batch's dry run ("The packages could not be listed (…)"). Said
 * once here; the list's own `reason` is its English. `size` is a byte count, formatted.
 */
export interface ListProblemMessages {
  noRecords: string;
  noIds: (idName: string) => string;
  tooLarge: (size: string) => string;
  html: string;
  notJson: string;
  failures: Record<FailureKind, string>;
  status: (status: number, statusText: string) => string;
  /** A 401: the key was not accepted. */
  keyRefused: (status: number, statusText: string) => string;
}

export const listProblemMessages = defineMessages<ListProblemMessages>({
  en: {
    noRecords: "the answer holds no list of records",
    noIds: (idName) => `no record in the answer has an id (looked for ${idName}, id and the like)`,
    tooLarge: (size) => `the answer is ${size}, too large to offer as choices`,
    html: "the answer is HTML, not JSON",
    notJson: "the answer is not valid JSON (cut short?)",
    failures: {
      network: "no answer (offline, or the API does not allow this page's origin: CORS)",
      timeout: "the request timed out",
      cancelled: "the request was cancelled",
      "invalid-request": "the request could not be made",
    },
    status: (status, statusText) => `the API answered ${status} ${statusText}`,
    keyRefused: (status, statusText) => `the API answered ${status} ${statusText}: the key was not accepted`,
  },
  id: {
    noRecords: "jawabannya tidak berisi daftar record",
    noIds: (idName) => `tidak ada record di jawaban yang punya id (dicari ${idName}, id, dan sejenisnya)`,
    tooLarge: (size) => `jawabannya ${size}, terlalu besar untuk ditawarkan sebagai pilihan`,
    html: "jawabannya HTML, bukan JSON",
    notJson: "jawabannya bukan JSON yang valid (terpotong?)",
    failures: {
      network: "tidak ada jawaban (offline, atau API tidak mengizinkan origin halaman ini: CORS)",
      timeout: "batas waktu permintaan habis",
      cancelled: "permintaan dibatalkan",
      "invalid-request": "permintaan tidak dapat dibuat",
    },
    status: (status, statusText) => `API menjawab ${status} ${statusText}`,
    keyRefused: (status, statusText) => `API menjawab ${status} ${statusText}: kuncinya tidak diterima`,
  },
});
