import { describe, expect, it } from "vitest";
import type { StatusKind } from "../../src/answer/status-words";
import { orderTrackingMessages } from "../../src/features/order-tracking/order-tracking-messages";
import { wordStatusMeaning, wordTrackingEnd, wordTrackingNote } from "../../src/features/order-tracking/word-tracking";
import { plural } from "../../src/lib/i18n/plural";
import type { TrackingNote, TrackingOutcome } from "../../src/workspace/order-tracking/tracked-order";

const notes: TrackingNote[] = [
  { kind: "no-answer", check: 2, timedOut: true, waitMs: 8_000 },
  { kind: "rate-limited", check: 1, status: "429 Too Many Requests", waitMs: 25_000, retryAfter: true },
  { kind: "backing-off", check: 3, status: "502 Bad Gateway", waitMs: 16_000 },
  { kind: "no-status", check: 1, status: "200 OK", looked: ["status", "state"] },
];
/** The count of checks as the tracker words it, through plural(). */
const checks = (language: "en" | "id", count: number) =>
  plural(
    language === "en" ? "en-US" : "id-ID",
    count,
    orderTrackingMessages[language].checks,
    count.toLocaleString(language),
  );
const ended = (language: "en" | "id") => (outcome: TrackingOutcome) =>
  wordTrackingEnd(
    orderTrackingMessages[language],
    outcome,
    outcome.kind === "final" ? checks(language, outcome.checks) : "",
  );

const STATUS_KINDS_IN_ORDER: readonly StatusKind[] = ["pending", "success", "partial", "failed", "refunded"];

const outcomes: TrackingOutcome[] = [
  { kind: "final", status: "Completed", checks: 1 },
  { kind: "refused", check: 1, status: "404 Not Found" },
  { kind: "wait-past-limit", waitMs: 900_000 },
  { kind: "gave-up", minutes: 10 },
  { kind: "target-changed" },
  { kind: "by-you" },
  { kind: "broken", problem: "order_id: required." },
];

describe("tracking's notes and outcomes in words", () => {
  it("says each in Indonesian, with the API's status words and codes as sent", () => {
    const { id } = orderTrackingMessages;
    expect(notes.map((note) => wordTrackingNote(id, note))).toEqual([
      "Pengecekan ke-2 gagal: batas waktu habis; dicoba lagi dalam 8 dtk.",
      "Pengecekan ke-1 dijawab 429 Too Many Requests; menunggu 25 dtk sesuai permintaan Retry-After.",
      "Pengecekan ke-3 dijawab 502 Bad Gateway; pelacakan berlanjut, pengecekan berikutnya dalam 16 dtk (jeda diperpanjang).",
      "Pengecekan ke-1 dijawab 200 OK, tetapi tidak menyebut status (yang dicari: status, state).",
    ]);
    expect(outcomes.map(ended("id"))).toEqual([
      'Status akhir "Completed" setelah 1 pengecekan.',
      "Dihentikan: pengecekan ke-1 dijawab 404 Not Found.",
      "Dihentikan: API meminta menunggu 900 dtk, melewati batas waktu pelacakan.",
      "Dihentikan setelah 10 menit tanpa status akhir.",
      "Dihentikan: kunci API atau tujuan permintaan berubah.",
      "Dihentikan oleh Anda.",
      "Dihentikan: order_id: required.",
    ]);
  });

  it("says what a final word means, and a refusal in the API's words, in both languages", () => {
    const final: TrackingOutcome = { kind: "final", status: "Sukses", checks: 2 };
    const refused: TrackingOutcome = {
      kind: "refused",
      check: 3,
      status: "200 OK",
      message: "Transaksi tidak ditemukan",
    };
    const { en, id } = orderTrackingMessages;
    expect(wordTrackingEnd(en, final, checks("en", 2), en.kinds.success)).toBe(
      'Final status "Sukses" (success) after 2 checks.',
    );
    expect(wordTrackingEnd(id, final, checks("id", 2), id.kinds.success)).toBe(
      'Status akhir "Sukses" (berhasil) setelah 2 pengecekan.',
    );
    expect(wordTrackingEnd(en, { ...final, status: "Sukses Sebagian" }, checks("en", 2), en.kinds.partial)).toBe(
      'Final status "Sukses Sebagian" (partly delivered) after 2 checks.',
    );
    expect(wordTrackingEnd(en, refused, "")).toBe(
      "Stopped: the API refused check 3 (200 OK): “Transaksi tidak ditemukan”.",
    );
    expect(wordTrackingEnd(id, refused, "")).toBe(
      "Dihentikan: API menolak pengecekan ke-3 (200 OK): “Transaksi tidak ditemukan”.",
    );
    expect(([undefined, ...STATUS_KINDS_IN_ORDER] as const).map((kind) => wordStatusMeaning(en, kind))).toEqual([
      "not a status word the console knows",
      "not final",
      "final: success",
      "final: partly delivered",
      "final: failed",
      "final: refunded",
    ]);
    expect((["pending", "failed", "refunded"] as const).map((kind) => wordStatusMeaning(id, kind))).toEqual([
      "belum akhir",
      "akhir: gagal",
      "akhir: dana dikembalikan",
    ]);
  });

  it("says each in English as before, one check counted as one", () => {
    const { en } = orderTrackingMessages;
    expect(wordTrackingNote(en, notes[0] as TrackingNote)).toBe("Check 2 timed out; trying again in 8 s.");
    expect(ended("en")(outcomes[0] as TrackingOutcome)).toBe('Final status "Completed" after 1 check.');
    expect(ended("en")({ kind: "final", status: "success", checks: 2 })).toBe('Final status "success" after 2 checks.');
    expect(checks("en", 1)).toBe("1 check");
    expect(checks("en", 1234)).toBe("1,234 checks");
    expect(checks("id", 1234)).toBe("1.234 pengecekan");
  });
});
