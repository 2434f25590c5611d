import { defineMessages } from "../../lib/i18n/define-messages";

/**
 * The share button's words, loaded with it (the opener has its own: share-opener-messages.ts). The
 * link itself is not worded: it holds names and values only.
 */
export interface ShareLinkMessages {
  copy: string;
  includeBase: string;
  shareLink: string;
  /** What copying did; `leftOut` and `inBody` name the order reference (a field name, as spelled). */
  copied: (p: { copied: boolean; leftOut: readonly string[]; inBody: readonly string[] }) => string;
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
  },
});
