import { foldWord } from "./roles";

/**
 * What an order's status word means. The API publishes no list, and the market writes its words in
 * English and Indonesian, in any case ("Sukses", "GAGAL", "Validasi Provider"), so this is the one
 * list the console reads them by: order tracking stops at a final word, a batch row ends on it, and
 * reconciliation knows which orders were charged for good. A word that is not here is shown as sent
 * and never taken as final; the person can say what it means in the answer map (a correction).
 */
export type StatusKind = "pending" | "success" | "partial" | "failed" | "refunded";

export const STATUS_WORDS: Readonly<Record<StatusKind, readonly string[]>> = {
  /** Delivered: the price is spent. */
  success: [
    "success",
    "successful",
    "succeeded",
    "sukses",
    "berhasil",
    "completed",
    "complete",
    "done",
    "delivered",
    "fulfilled",
    "finished",
    "selesai",
    "transaksi sukses",
  ],
  /** Final, but only part was delivered: never counted as a full success. */
  partial: [
    "sukses sebagian",
    "berhasil sebagian",
    "partial",
    "partial success",
    "partially completed",
    "partially delivered",
  ],
  /** Ended without delivery: the price is owed back. */
  failed: [
    "failed",
    "failure",
    "fail",
    "gagal",
    "transaksi gagal",
    "error",
    "cancelled",
    "canceled",
    "cancel",
    "dibatalkan",
    "batal",
    "rejected",
    "ditolak",
    "declined",
    "expired",
    "kedaluwarsa",
    "kadaluarsa",
    "kadaluwarsa",
    "void",
  ],
  /** The price came back after all. */
  refunded: ["refunded", "refund", "dikembalikan", "dana dikembalikan", "reversed", "refund success"],
  /** Not final: the order may still change. */
  pending: [
    "pending",
    "processing",
    "process",
    "in process",
    "in progress",
    "proses",
    "diproses",
    "sedang diproses",
    "validasi provider",
    "queued",
    "waiting",
    "menunggu",
    "created",
    "new",
    "submitted",
    "accepted",
  ],
};

/** The kinds after which an order no longer changes. */
export const FINAL_KINDS: readonly StatusKind[] = ["success", "partial", "failed", "refunded"];

const KIND_OF = new Map<string, StatusKind>(
  (Object.entries(STATUS_WORDS) as [StatusKind, readonly string[]][]).flatMap(([kind, words]) =>
    words.map((word) => [foldWord(word), kind] as const),
  ),
);

/** What a status word was read as: its kind when known, and who said so. */
export interface StatusReading {
  /** The word as the API sent it. */
  word: string;
  /** Undefined when the word is not known: shown as sent, never final. */
  kind?: StatusKind;
  final: boolean;
  /** "list": the console's list above; "correction": the person's (or the deployment's) answer map. */
  by?: "list" | "correction";
}

/** Corrections of what words mean, by folded word (see `foldWord`). */
export type WordCorrections = Readonly<Record<string, StatusKind>>;

/** Reads a status word: the person's correction first, then the list. */
export function readStatusWord(word: string, corrections: WordCorrections = {}): StatusReading {
  const folded = foldWord(word);
  const corrected = corrections[folded];
  const kind = corrected ?? KIND_OF.get(folded);
  if (kind === undefined) return { word, final: false };
  return { word, kind, final: FINAL_KINDS.includes(kind), by: corrected !== undefined ? "correction" : "list" };
}

/** What a final status means for the money: delivered, partly delivered, failed (its price owed back) or refunded. */
export type FinalKind = Exclude<StatusKind, "pending">;

/** The kind of a final word, or undefined while the order may still change (or the word is unknown). */
export function finalKindOf(word: string, corrections?: WordCorrections): FinalKind | undefined {
  const reading = readStatusWord(word, corrections);
  return reading.final && reading.kind !== "pending" ? reading.kind : undefined;
}
