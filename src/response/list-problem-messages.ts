import { defineMessages } from "../lib/i18n/define-messages";
import type { FailureKind } from "../request/response-record";

/** Why an answer offers no list: a code with what its words need, worded when shown. */
export type ListProblem =
  | { kind: "no-records" }
  | { kind: "no-ids"; idName: string }
  | { kind: "too-large"; bytes: number }
  | { kind: "html" }
  | { kind: "not-json" }
  | { kind: "failure"; failure: FailureKind }
  | { kind: "status"; status: number; statusText: string };

/**
 * Why an answer offers no list, in words: the end of the pickers' "No list: …" and of the batch's
 * dry run ("The packages could not be listed (…)"). `size` words a byte count. Said once here; the
 * list's own `reason` is its English.
 */
export type ListProblemWords = (why: ListProblem, size: (bytes: number) => string) => string;

export const listProblemMessages = defineMessages<{ why: ListProblemWords }>({
  en: {
    why: (why, size) => {
      switch (why.kind) {
        case "no-records":
          return "the answer holds no list of records";
        case "no-ids":
          return `no record in the answer has an id (looked for ${why.idName}, id and the like)`;
        case "too-large":
          return `the answer is ${size(why.bytes)}, too large to offer as choices`;
        case "html":
          return "the answer is HTML, not JSON";
        case "not-json":
          return "the answer is not valid JSON (cut short?)";
        case "failure":
          return {
            network: "no answer (offline, or the API does not allow this page's origin: CORS)",
            timeout: "the request timed out",
            cancelled: "the request was cancelled",
            "invalid-request": "the request could not be made",
          }[why.failure];
        case "status":
          return `the API answered ${why.status} ${why.statusText}${why.status === 401 ? ": the key was not accepted" : ""}`;
      }
    },
  },
  id: {
    why: (why, size) => {
      switch (why.kind) {
        case "no-records":
          return "jawabannya tidak berisi daftar record";
        case "no-ids":
          return `tidak ada record di jawaban yang punya id (dicari ${why.idName}, id, dan sejenisnya)`;
        case "too-large":
          return `jawabannya ${size(why.bytes)}, terlalu besar untuk ditawarkan sebagai pilihan`;
        case "html":
          return "jawabannya HTML, bukan JSON";
        case "not-json":
          return "jawabannya bukan JSON yang valid (terpotong?)";
        case "failure":
          return {
            network: "tidak ada jawaban (offline, atau API tidak mengizinkan origin halaman ini: CORS)",
            timeout: "batas waktu permintaan habis",
            cancelled: "permintaan dibatalkan",
            "invalid-request": "permintaan tidak dapat dibuat",
          }[why.failure];
        case "status":
          return `API menjawab ${why.status} ${why.statusText}${why.status === 401 ? ": kuncinya tidak diterima" : ""}`;
      }
    },
  },
});
