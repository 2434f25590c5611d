import type { Messages } from "./en";

/**
 * Bahasa Indonesia. Loaded on demand (its own chunk). Terms follow the glossary in the README:
 * saldo, paket, pesanan, isi ulang, kunci API, Kirim.
 */
export const id: Messages = {
  language: {
    label: "Bahasa",
    nativeHint: "Language",
    loading: "Memuat bahasa…",
    failed: "Bahasa ini tidak dapat dimuat; konsol tetap memakai bahasa yang sekarang.",
  },
  top: {
    title: "Konsol API Reseller",
    skipLinks: "Tautan lompat",
    skipToForm: "Lompat ke formulir",
    skipToResponse: "Lompat ke respons",
    history: "Riwayat",
    settings: "Pengaturan",
    openingSettings: "Membuka pengaturan…",
    openingHistory: "Membuka riwayat…",
    actions: "Aksi",
  },
  environment: {
    label: "Lingkungan",
    liveOption: (name) => `${name} (LIVE — uang sungguhan)`,
    live: "LIVE — uang sungguhan",
    notLive: "Tidak live",
    noRealMoney: ": tanpa uang sungguhan",
    editedBefore: "Base URL diubah: permintaan dikirim ke kolom Base URL, bukan ke",
    useEnvironments: "Pakai Base URL lingkungan ini",
  },
  apiKey: {
    label: "Kunci API",
    title: "Dikirim sebagai Authorization: Bearer …; hanya disimpan di halaman ini kecuali diingat (Pengaturan)",
    show: "Tampilkan kunci",
    hide: "Sembunyikan kunci",
    useDemo: "Pakai kunci demo",
    demo: "Kunci demo",
    otherDemos: "Kunci demo lainnya",
    demoKeys: "Kunci demo",
    loading: "Memuat…",
  },
  settingsDialog: {
    title: "Pengaturan",
    done: "Selesai",
  },
  theme: {
    label: "Tema",
    system: "Ikuti sistem",
    light: "Terang",
    dark: "Gelap",
  },
  picker: {
    legend: "Aksi",
    spendsMoney: "memakai saldo",
  },
  actionLabels: {
    balance: "Cek saldo",
    games: "Daftar game",
    products: "Daftar paket",
    validate_player: "Validasi ID pemain",
    create_order: "Buat pesanan isi ulang",
    order_status: "Cek status pesanan",
    wallet_history: "Riwayat transaksi saldo",
    statistics: "Statistik penjualan",
  },
};
