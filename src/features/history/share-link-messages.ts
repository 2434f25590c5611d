import type { ShareProblem } from "../../history/share-link";
import { defineMessages } from "../../lib/i18n/define-messages";

/**
 * The share link's words: the button's, and the page's when a link is opened. They load with the
 * button or the opener. The link itself is not worded: it holds names and values only.
 */
export interface ShareLinkMessages {
  copy: string;
  includeBase: string;
  shareLink: string;
  /** What copying did; `leftOut` and `inBody` name the order reference (a field name, as spelled). */
  copied: (p: { copied: boolean; leftOut: readonly string[]; inBody: readonly string[] }) => string;
  opened: (action: string) => string;
  madeFor: string;
  notRead: (why: string) => string;
  /** `action` names an action in the console's language. */
  problem: (problem: ShareProblem, action: (id: string) => string) => string;
}

export const shareLinkMessages = defineMessages<ShareLinkMessages>({
  en: {
    copy: "Copy share link",
    includeBase: "Include the API address in the link",
    shareLink: "Share link",
    copied: ({ copied, leftOut, inBody }) =>
      `${copied ? "Share link copied." : "Copying failed: copy the link below."} It holds no key, and opening it sends nothing.${
        leftOut.length > 0 ? ` ${leftOut.join(", ")} is left out: whoever opens it gets a fresh one.` : ""
      }${inBody.length > 0 ? ` ${inBody.join(", ")} is in it as typed in the raw body (not text, so it is not renewed).` : ""}`,
    opened: (action) => `Opened a share link: ${action}. Nothing has been sent: check the form, then press Send.`,
    madeFor: "This link was made for",
    notRead: (why) => `This share link could not be read: ${why} Nothing was filled in or sent.`,
    problem: (problem, action) => {
      switch (problem.kind) {
        case "version":
          return `it was made by another version of the console (${problem.found}).`;
        case "unknown-action":
          return `it names no known action ("${problem.action}").`;
        case "no-field":
          return `${action(problem.actionId)} has no field "${problem.field}".`;
        case "authorization":
          return `its Authorization form "${problem.form}" cannot be read.`;
        case "unknown-part":
          return `it has a part the console does not know ("${problem.name}").`;
        case "no-body":
          return `${action(problem.actionId)} sends no body.`;
        case "invalid":
          return `${problem.path || "the link"}: ${problem.detail || "not valid"}.`;
      }
    },
  },
  id: {
    copy: "Salin tautan berbagi",
    includeBase: "Sertakan alamat API di tautan",
    shareLink: "Tautan berbagi",
    copied: ({ copied, leftOut, inBody }) =>
      `${copied ? "Tautan berbagi tersalin." : "Gagal menyalin: salin tautan di bawah."} Tautan ini tidak memuat kunci API, dan membukanya tidak mengirim apa pun.${
        leftOut.length > 0
          ? ` ${leftOut.join(", ")} tidak disertakan: siapa pun yang membukanya mendapat nilai baru.`
          : ""
      }${inBody.length > 0 ? ` ${inBody.join(", ")} ikut di dalamnya seperti yang diketik di body mentah (bukan teks, jadi tidak diperbarui).` : ""}`,
    opened: (action) => `Tautan berbagi dibuka: ${action}. Belum ada yang dikirim: periksa formulir, lalu tekan Kirim.`,
    madeFor: "Tautan ini dibuat untuk",
    notRead: (why) => `Tautan berbagi ini tidak dapat dibaca: ${why} Tidak ada yang diisi atau dikirim.`,
    problem: (problem, action) => {
      switch (problem.kind) {
        case "version":
          return `tautan dibuat oleh versi konsol yang lain (${problem.found}).`;
        case "unknown-action":
          return `tautan menyebut aksi yang tidak dikenal ("${problem.action}").`;
        case "no-field":
          return `${action(problem.actionId)} tidak punya kolom "${problem.field}".`;
        case "authorization":
          return `bentuk Authorization "${problem.form}" di tautan tidak dapat dibaca.`;
        case "unknown-part":
          return `tautan memuat bagian yang tidak dikenal konsol ("${problem.name}").`;
        case "no-body":
          return `${action(problem.actionId)} tidak mengirim body.`;
        case "invalid":
          return `${problem.path || "tautan"}: ${problem.detail || "tidak sah"}.`;
      }
    },
  },
});
