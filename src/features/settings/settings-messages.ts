import type { PathStyle } from "../../catalog/define-action";
import { defineMessages } from "../../lib/i18n/define-messages";
import { aboutScenarios } from "../../sandbox/scenarios";

/**
 * The Settings dialog's own words, and those of the parts it holds; loaded with the dialog.
 * Scenarios are named in English by the sandbox (its docs and its header); Indonesian names them here by id.
 */
export const settingsMessages = defineMessages({
  en: {
    title: "Settings",
    done: "Done",
    language: "Language",
    /** The other language's word for it, beside the label, so a reader of either finds it. */
    languageBeside: "Bahasa",
    languageLoading: "Loading the language…",
    languageFailed: "This language could not be loaded; the console stays in the current one.",
    useSandbox: "Use embedded sandbox",
    pathStyle: "Path style",
    pathStyles: {
      console: "Console paths (/create_order, /validate_player)",
      rest: "REST paths (/orders, /players/validate)",
    } satisfies Record<PathStyle, string> as Record<PathStyle, string>,
    scenario: "Sandbox scenario",
    normal: "Normal behaviour",
    /** The sandbox's own names and descriptions. */
    scenarios: aboutScenarios,
    timeout: "Timeout (seconds)",
  },
  id: {
    title: "Setelan",
    done: "Selesai",
    language: "Bahasa",
    languageBeside: "Language",
    languageLoading: "Memuat bahasa…",
    languageFailed: "Bahasa ini tidak dapat dimuat; konsol tetap memakai bahasa yang sekarang.",
    useSandbox: "Pakai sandbox bawaan",
    pathStyle: "Gaya path",
    pathStyles: {
      console: "Path konsol (/create_order, /validate_player)",
      rest: "Path REST (/orders, /players/validate)",
    },
    scenario: "Skenario sandbox",
    normal: "Perilaku normal",
    scenarios: {
      slow: {
        label: "Respons lambat",
        description: "Menunggu sekian detik (0 sampai 60, bawaan 3), lalu menjawab seperti biasa.",
      },
      server_error: { label: "Kesalahan server", description: "500 dengan body kesalahan JSON." },
      bad_gateway: {
        label: "Bad gateway",
        description: "502 dengan halaman HTML, seperti yang dikirim proxy di depan API.",
      },
      malformed_json: {
        label: "JSON rusak",
        description: "200, Content-Type application/json, dengan body yang tidak bisa di-parse.",
      },
      empty_body: { label: "Body kosong", description: "200, Content-Type application/json, tanpa body sama sekali." },
      hang: {
        label: "Tanpa respons",
        description: "Tidak menjawab sampai klien menyerah (paling lama 5 menit, lalu 504).",
      },
      rate_limited: { label: "Kena batas laju", description: "429 dengan header Retry-After dan X-RateLimit-*." },
      html_injection: {
        label: "HTML di data",
        description: "200 JSON yang string-nya berisi markup <script> dan <img onerror>: harus tampil sebagai teks.",
      },
      html_error_page: { label: "Halaman kesalahan HTML", description: "500 text/html yang berisi tag script." },
      long_line: {
        label: "Satu baris panjang",
        description: "200 JSON berisi string 1 MiB, tanpa spasi atau jeda baris di mana pun dalam body.",
      },
    },
    timeout: "Batas waktu (detik)",
  },
});
