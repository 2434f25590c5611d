import { defineMessages } from "../../lib/i18n/define-messages";

/** Settings → remembering the key; loaded with the Settings dialog. */
export const rememberKeyMessages = defineMessages({
  en: {
    rememberKey: "Remember key on this device",
    rememberBefore: "The key is sent as",
    rememberAfter:
      "It is kept in this page only unless you tick the box; then it is kept in this browser's local storage, and unticking removes it.",
  },
  id: {
    rememberKey: "Ingat kunci di perangkat ini",
    rememberBefore: "Kunci dikirim sebagai",
    rememberAfter:
      "Kunci hanya disimpan di halaman ini, kecuali Anda mencentang kotak ini; jika dicentang, kunci disimpan di penyimpanan lokal browser ini, dan menghapus centangnya akan menghapus kunci itu.",
  },
});
