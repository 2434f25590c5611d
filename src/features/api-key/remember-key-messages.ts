import { defineMessages } from "../../lib/i18n/define-messages";
import type { Parts } from "../../lib/i18n/parts";

/** Settings → remembering the key; loaded with the Settings dialog. */
export const rememberKeyMessages = defineMessages({
  en: {
    rememberKey: "Remember key on this device",
    remember: <T>(header: T): Parts<T> => [
      "The key is sent as ",
      header,
      ". It is kept in this page only unless you tick the box; then it is kept in this browser's local storage, and unticking removes it.",
    ],
  },
  id: {
    rememberKey: "Ingat kunci di perangkat ini",
    remember: (header) => [
      "Kunci dikirim sebagai ",
      header,
      ". Kunci hanya disimpan di halaman ini, kecuali Anda mencentang kotak ini; jika dicentang, kunci disimpan di penyimpanan lokal browser ini, dan menghapus centangnya akan menghapus kunci itu.",
    ],
  },
});
