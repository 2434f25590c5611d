import type { BaseUrlProblem } from "../parse-url";
import type { Translation } from "./en";
import { zodId } from "./zod-id";

const BASE_URL_PROBLEMS: Record<Exclude<BaseUrlProblem, "scheme">, string> = {
  "not-url": "Base URL harus berupa alamat lengkap, misalnya https://api.example.com/v1",
  credentials: "Base URL tidak boleh berisi nama pengguna atau kata sandi: kunci diisi di Kunci API",
  query: "Base URL tidak boleh berisi ? atau #: tambahkan parameter query di aksinya",
  "https-only": "API hanya dilayani lewat HTTPS: pakai https:// (http biasa hanya boleh di localhost)",
};

/**
 * Bahasa Indonesia. Loaded on demand (its own chunk). Terms follow the glossary in docs/languages.md:
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
    batch: "Pesanan massal",
    batchShort: "Massal",
    openingBatch: "Membuka pesanan massal…",
    reconcile: "Cocokkan saldo dompet",
    reconcileShort: "Cocokkan",
    openingReconcile: "Membuka rekonsiliasi…",
    actions: "Aksi",
  },
  environment: {
    label: "Lingkungan",
    embedded: "Sandbox bawaan",
    liveOption: (name) => `${name} (LIVE — uang sungguhan)`,
    live: "LIVE — uang sungguhan",
    notLive: "Tidak live",
    notLiveSaid: "Tidak live: tanpa uang sungguhan",
    edited: (url) => ["Base URL diubah: permintaan dikirim ke kolom Base URL, bukan ke ", url, "."],
    useEnvironments: "Pakai Base URL lingkungan ini",
  },
  baseUrl: {
    label: "Base URL",
    sandbox: "Sandbox bawaan: berjalan di halaman ini, tanpa uang sungguhan",
    remote: "Permintaan dikirim ke alamat ini dari browser Anda",
    problem: ({ problem, got }) =>
      problem === "scheme" ? `Base URL harus diawali https:// (bukan ${got})` : BASE_URL_PROBLEMS[problem],
  },
  panels: {
    headerTools: "Alat di bilah atas",
    actionPicker: "Pilihan aksi",
    actionForm: "Formulir aksi",
    responseView: "Tampilan respons",
    answerMap: "Peta jawaban",
    contractCheck: "Cek kontrak",
    orderTracking: "Pelacakan pesanan",
    requestTools: "Alat permintaan",
    historyPanel: "Panel riwayat",
    batchPanel: "Panel pesanan massal",
    reconcilePanel: "Panel rekonsiliasi",
  },
  panelProblem: (panel, problem) => `${panel} mengalami masalah: ${problem}`,
  tryAgain: "Coba lagi",
  formsSetAside: (count, key) => [
    `${count === "all" ? "Isian formulir yang tersimpan" : `${count} formulir tersimpan`} tidak dapat dibaca; disisihkan di `,
    key,
    ".",
  ],
  sandboxProblem: {
    damaged:
      "Keadaan sandbox bawaan yang tersimpan tidak dapat dibaca, jadi sandbox mulai lagi dari awal: saldo, pesanan, dan jamnya kembali seperti semula.",
    unavailable:
      "Browser ini tidak mengizinkan sandbox bawaan menyimpan keadaannya: pesanan dan saldonya hanya bertahan sampai halaman dimuat ulang.",
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
    openingDemoKeys: "Membuka daftar…",
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
    importShort: "cURL",
    opening: "Membuka…",
  },
  contract: {
    check: "Cek terhadap kontrak",
    opening: "Membuka cek kontrak…",
  },
  preview: {
    title: "Permintaan",
    headers: "Header permintaan",
    body: "Body permintaan",
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
    extraQuery: "Parameter query tambahan",
    extraName: (n) => `Nama parameter tambahan ${n}`,
    extraValue: (n) => `Nilai parameter tambahan ${n}`,
    extraRemove: (n) => `Hapus parameter ${n}`,
    extraAdd: "Tambah parameter query",
    extraWarning:
      "Parameter tambahan dikirim sesuai ketikan, setelah parameter formulir, tanpa pemeriksaan dan tanpa encoding: tulis %26 untuk &, %2B untuk +.",
    rawBody: "Ubah body JSON mentah",
    rawKept: "Body mentah Anda tetap disimpan: aktifkan lagi untuk mendapatkannya, beserta perubahan di kolom.",
    apiSays: (message) => `Kata API: ${message}`,
    manyPlayers: "Pesan untuk banyak pemain",
  },
  zod: zodId,
  catalogText: {
    parameterHints: {
      balance: {},
      games: {},
      products: { game_id: "Hanya paket untuk game ini." },
      validate_player: { game_id: "Game tempat akun itu terdaftar.", user_id: "ID akun pemain." },
      create_order: {
        product_id: "Paket yang dibeli.",
        user_id: "ID akun pemain di game. Dikirim sebagai string JSON.",
        zone_id: "Server atau zona pemain, dikirim sebagai string JSON. Tidak dikirim jika kosong.",
        reseller_ref: "Referensi Anda sendiri untuk pesanan ini. Referensi baru diisi untuk setiap percobaan.",
      },
      order_status: {
        order_id: "ID yang diberikan API untuk pesanan itu.",
        reseller_ref: "Referensi yang Anda kirim bersama pesanan.",
      },
      wallet_history: {
        page: "Nomor halaman, mulai dari 1.",
        limit: "Jumlah entri per halaman (1 sampai 50000).",
        from: "Hari pertama yang disertakan (YYYY-MM-DD).",
        to: "Hari terakhir yang disertakan (YYYY-MM-DD).",
      },
      statistics: {
        from: "Hari pertama yang disertakan (YYYY-MM-DD).",
        to: "Hari terakhir yang disertakan (YYYY-MM-DD).",
        game_id: "Hanya penjualan game ini.",
      },
    },
    unknownShape: "Bentuk parameter ini tidak dikenal formulir: ketik sebagai JSON.",
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
