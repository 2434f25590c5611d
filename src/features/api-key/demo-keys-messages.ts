import { defineMessages } from "../../lib/i18n/define-messages";
import type { Parts } from "../../lib/i18n/parts";
import { aboutDemoKeys } from "../../sandbox/demo-key-info";

/** The demo keys list; loaded with it. The sandbox names its keys in English (its docs read them too). */
export const demoKeysMessages = defineMessages({
  en: {
    /** The button that takes a key (`key`, an element). */
    use: <T>(key: T): Parts<T> => ["Use ", key],
    keys: aboutDemoKeys,
  },
  id: {
    use: (key) => ["Pakai ", key],
    keys: {
      funded: {
        label: "Reseller bersaldo",
        description: "Saldo besar (sekitar 10.000 USD) dan beberapa pesanan terbaru: coba semua aksi.",
      },
      low: {
        label: "Dompet hampir kosong",
        description: "Sisa 1,20 USD: paling banyak satu paket 0,99, lalu INSUFFICIENT_BALANCE.",
      },
      history: {
        label: "Riwayat panjang",
        description:
          "Transaksi setahun: lebih dari 50.000 entri dompet. wallet_history?limit=50000 mengembalikan lebih dari 5 MB.",
      },
      anomalies: {
        label: "Dompet bermasalah",
        description:
          "Transaksi sepuluh hari dengan lima masalah untuk direkonsiliasi: debit ganda, refund yang tidak dibayar, refund ganda, debit dengan jumlah yang salah, dan pesanan yang macet di processing.",
      },
      traps: {
        label: "Dompet dengan jebakan pembukuan",
        description:
          "Transaksi sehari dengan jebakan pembukuan yang nyata: biaya layanan, cek status yang dijawab halaman HTML 404, dua debit dalam satu detik, refund lewat tengah malam, dan refund untuk pesanan yang sukses.",
      },
      rupiah: {
        label: "Dompet Rupiah, gaya pasar",
        description:
          "Menjawab seperti API top-up Indonesia: {status, data}, penolakan sebagai HTTP 200 dengan error_msg, Rupiah, waktu Jakarta, Pending lalu Sukses atau Gagal; riwayat seminggu dengan dua masalah untuk direkonsiliasi.",
      },
      suspended: {
        label: "Akun ditangguhkan",
        description: "Kunci yang dikenal, tetapi akunnya ditangguhkan: setiap aksi dijawab 403 ACCOUNT_SUSPENDED.",
      },
    },
  },
});
