import type { ShareProblem } from "../../history/share-link";
import { defineMessages } from "../../lib/i18n/define-messages";

/** What the page says when a share link is opened, loaded with the opener. */
export interface ShareOpenerMessages {
  opened: (action: string) => string;
  madeFor: string;
  notRead: (why: string) => string;
  /** `action` names an action in the console's language. */
  problem: (problem: ShareProblem, action: (id: string) => string) => string;
}

export const shareOpenerMessages = defineMessages<ShareOpenerMessages>({
  en: {
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
