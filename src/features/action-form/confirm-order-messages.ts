import { defineMessages } from "../../lib/i18n/define-messages";
import type { Parts } from "../../lib/i18n/parts";

/** The order confirmation's words; loaded with the dialog when a money action opens. */
export const confirmOrderMessages = defineMessages({
  en: {
    title: "Place this order?",
    live: (environment: string) =>
      `LIVE — real money: this order is placed on ${environment} and real money will be spent.`,
    retrying:
      "This repeats the last attempt with the same reference, so an API that already placed it can recognise it.",
    spends: <T>(url: T): Parts<T> => ["This spends the wallet balance of the key you entered. It is sent to ", url],
    /** What the list says of a value (`described`), marked as the list's. */
    asListed: (described: string) => `${described} (as listed)`,
    place: "Place order",
  },
  id: {
    title: "Buat pesanan ini?",
    live: (environment) => `LIVE — uang sungguhan: pesanan ini dibuat di ${environment} dan memakai uang sungguhan.`,
    retrying:
      "Ini mengulang percobaan terakhir dengan referensi yang sama, sehingga API yang sudah membuatnya dapat mengenalinya.",
    spends: (url) => ["Pesanan ini memotong saldo dompet milik kunci yang Anda masukkan. Dikirim ke ", url],
    asListed: (described) => `${described} (sesuai daftar)`,
    place: "Buat pesanan",
  },
});
