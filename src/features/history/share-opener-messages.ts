import { defineMessages } from "../../lib/i18n/define-messages";
import type { Parts } from "../../lib/i18n/parts";

/**
 * What the page says when a share link is opened, loaded with the opener. Why a link cannot be
 * read (a ShareProblem) is one message per kind, worded by word-share-problem.ts; `action` names an
 * action in the console's language.
 */
export interface ShareOpenerMessages {
  opened: (action: string) => string;
  /** Whom the link was made for, around the address it names (an element). */
  madeFor: <T>(url: T) => Parts<T>;
  notRead: (why: string) => string;
  version: (found: string) => string;
  unknownAction: (action: string) => string;
  noField: (action: string, field: string) => string;
  authorization: (form: string) => string;
  unknownPart: (name: string) => string;
  noBody: (action: string) => string;
  /** A part that is not valid: `where` it is (a path, or `theLink`) and what is wrong (`detail`, or `notValid`). */
  invalid: (where: string, detail: string) => string;
  theLink: string;
  notValid: string;
}

export const shareOpenerMessages = defineMessages<ShareOpenerMessages>({
  en: {
    opened: (action) => `Opened a share link: ${action}. Nothing has been sent: check the form, then press Send.`,
    madeFor: (url) => ["This link was made for ", url, "."],
    notRead: (why) => `This share link could not be read: ${why} Nothing was filled in or sent.`,
    version: (found) => `it was made by another version of the console (${found}).`,
    unknownAction: (action) => `it names no known action ("${action}").`,
    noField: (action, field) => `${action} has no field "${field}".`,
    authorization: (form) => `its Authorization form "${form}" cannot be read.`,
    unknownPart: (name) => `it has a part the console does not know ("${name}").`,
    noBody: (action) => `${action} sends no body.`,
    invalid: (where, detail) => `${where}: ${detail}.`,
    theLink: "the link",
    notValid: "not valid",
  },
  id: {
    opened: (action) => `Tautan berbagi dibuka: ${action}. Belum ada yang dikirim: periksa formulir, lalu tekan Kirim.`,
    madeFor: (url) => ["Tautan ini dibuat untuk ", url, "."],
    notRead: (why) => `Tautan berbagi ini tidak dapat dibaca: ${why} Tidak ada yang diisi atau dikirim.`,
    version: (found) => `tautan dibuat oleh versi konsol yang lain (${found}).`,
    unknownAction: (action) => `tautan menyebut aksi yang tidak dikenal ("${action}").`,
    noField: (action, field) => `${action} tidak punya kolom "${field}".`,
    authorization: (form) => `bentuk Authorization "${form}" di tautan tidak dapat dibaca.`,
    unknownPart: (name) => `tautan memuat bagian yang tidak dikenal konsol ("${name}").`,
    noBody: (action) => `${action} tidak mengirim body.`,
    invalid: (where, detail) => `${where}: ${detail}.`,
    theLink: "tautan",
    notValid: "tidak sah",
  },
});
