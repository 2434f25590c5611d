import { defineMessages } from "../../lib/i18n/define-messages";

/**
 * The share button's words, loaded with it (the opener has its own: share-opener-messages.ts). The
 * link itself is not worded: it holds names and values only. What copying did is said in whole
 * sentences: copied or not, what the link holds, and the order reference's fate (`names`: its
 * field names as spelled, listed).
 */
export interface ShareLinkMessages {
  copy: string;
  includeBase: string;
  shareLink: string;
  copied: string;
  copyFailed: string;
  holdsNoKey: string;
  leftOut: (names: string) => string;
  inBody: (names: string) => string;
}

export const shareLinkMessages = defineMessages<ShareLinkMessages>({
  en: {
    copy: "Copy share link",
    includeBase: "Include the API address in the link",
    shareLink: "Share link",
    copied: "Share link copied.",
    copyFailed: "Copying failed: copy the link below.",
    holdsNoKey: "It holds no key, and opening it sends nothing.",
    leftOut: (names) => `${names} is left out: whoever opens it gets a fresh one.`,
    inBody: (names) => `${names} is in it as typed in the raw body (not text, so it is not renewed).`,
  },
  id: {
    copy: "Salin tautan berbagi",
    includeBase: "Sertakan alamat API di tautan",
    shareLink: "Tautan berbagi",
    copied: "Tautan berbagi tersalin.",
    copyFailed: "Gagal menyalin: salin tautan di bawah.",
    holdsNoKey: "Tautan ini tidak memuat kunci API, dan membukanya tidak mengirim apa pun.",
    leftOut: (names) => `${names} tidak disertakan: siapa pun yang membukanya mendapat nilai baru.`,
    inBody: (names) =>
      `${names} ikut di dalamnya seperti yang diketik di body mentah (bukan teks, jadi tidak diperbarui).`,
  },
});
