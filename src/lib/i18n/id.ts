import type { Translation } from "./en";

/**
 * Bahasa Indonesia. Loaded on demand (its own chunk). Terms follow the glossary in the README:
 * saldo, paket, pesanan, isi ulang, kunci API, Kirim.
 */
export const id: Translation = {
  top: {
    title: "Konsol API Reseller",
    skipLinks: "Tautan lompat",
    skipToForm: "Lompat ke formulir",
    skipToResponse: "Lompat ke respons",
    history: "Riwayat",
    settings: "Setelan",
    openingSettings: "Membuka setelan…",
    openingHistory: "Membuka riwayat…",
    actions: "Aksi",
    contractCheck: "Cek kontrak",
    loadingContractCheck: "Memuat cek kontrak…",
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
    title: "Dikirim sebagai Authorization: Bearer …; hanya disimpan di halaman ini kecuali diingat (Setelan)",
    show: "Lihat kunci",
    hide: "Sembunyikan",
    useDemo: "Pakai kunci demo",
    // Short: the bar holds one row at 1280 px; the name says the rest ("Pakai kunci demo").
    demo: "Demo",
    otherDemos: "Kunci demo lainnya",
    demoKeys: "Kunci demo",
    loading: "Memuat…",
  },
  response: {
    title: "Respons",
    sending: "Mengirim…",
    empty: "Kirim permintaan untuk melihat jawabannya.",
    sent: "Terkirim:",
    loadingViews: "Memuat tampilan…",
  },
  curl: {
    import: "Impor cURL",
    opening: "Membuka…",
  },
  preview: {
    title: "Permintaan",
    headers: "Header permintaan",
    body: "Body permintaan",
    loadingSnippets: "Memuat cuplikan kode…",
  },
  picker: {
    legend: "Aksi",
    spendsMoney: "memakai saldo",
  },
  form: {
    parameters: (action) => `Parameter ${action}`,
    guessedContract:
      "API tidak memublikasikan parameter aksi ini: yang tampil di sini hanya perkiraan yang masuk akal. Tambahkan parameter lain di bawah jika API Anda memerlukannya.",
    noAuthorizationImported:
      'Dikirim tanpa header Authorization, sesuai hasil impor: "Perbaiki agar sesuai kontrak" akan menambahkannya.',
    noKey: "Kunci API belum diisi: permintaan akan dikirim tanpa header Authorization.",
    send: "Kirim",
    cancel: "Batal",
    reset: "Atur ulang",
    sends: "mengirim",
    toResponse: "ke respons",
    cancels: "membatalkan",
    noParameters: "Aksi ini tidak memakai parameter.",
    required: "(wajib)",
    optional: "(opsional)",
    choose: "Pilih…",
    leftOut: "(tidak dikirim)",
    notValidYet: "Beberapa kolom belum valid: Kirim akan menunjukkannya.",
  },
  catalogText: {
    parameterTitles: {
      order_id: "ID pesanan",
      reseller_ref: "Referensi Anda",
      product_id: "ID paket",
      user_id: "ID pengguna pemain",
      zone_id: "ID zona",
      game_id: "ID game",
      page: "Halaman",
      limit: "Batas",
      from: "Dari",
      to: "Sampai",
    },
    actionSummaries: {
      balance: "Lihat saldo dompet reseller.",
      games: "Daftar game yang tersedia.",
      products: "Daftar paket isi ulang, bisa untuk satu game saja.",
      validate_player: "Pastikan akun pemain ada di game tersebut sebelum membuat pesanan.",
      create_order: "Beli paket isi ulang untuk pemain. Memotong saldo dompet.",
      order_status: "Cari satu pesanan berdasarkan id-nya atau referensi Anda.",
      wallet_history: "Debit, refund, dan isi ulang saldo dompet.",
      statistics: "Total penjualan per hari dan per game.",
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
  },
};
