import type { ApiWords } from "./api-words";
import type { EnvelopeReading } from "./envelope";

/**
 * Words that say the reference is taken, in English and as the market writes it: "duplicate",
 * `DUPLICATE_REF_ID`, "already exists", "already used", "has already been taken" (a framework's
 * uniqueness message), "already in use", "the reference has been used", "not unique", "Ref ID
 * tidak unik" (Digiflazz, "Response Code" 49, developer.digiflazz.com/api/buyer/response-code),
 * "duplikat", "ref_id sudah digunakan", "Ref ID sudah pernah digunakan", "telah digunakan".
 * Digiflazz's rc 47, "Transaksi sudah terjadi di buyer lain", is another buyer's transaction, not
 * this reference: it is not here.
 */
const TAKEN =
  /duplicat|duplikat|already[\s_-]*(?:been[\s_-]*)?(?:exists?|used|taken|placed)|already[\s_-]*in[\s_-]*use|not[\s_-]*unique|ref(?:erence)?[\s_-]*(?:id|no|number)?\W+(?:\w+\W+){0,2}(?:has|was|is)[\s_-]*(?:been[\s_-]*)?(?:used|taken)|(?:tidak|tdk)[\s_-]*unik|ref(?:erence|erensi)?[\s_-]*(?:id|no|number)?\W+(?:\w+\W+){0,2}(?:sudah|telah)[\s_-]*(?:pernah[\s_-]*)?(?:ada|digunakan|dipakai|terdaftar)/i;

/** Digiflazz's response code for "Ref ID tidak unik", read only from a field named `rc`. */
const RC_NOT_UNIQUE = "49";

/**
 * Whether a refusal of Place top-up order says its reference was used before: a 409, the words
 * above in the message or the code, or Digiflazz's `rc` 49 (inside an HTTP 200 as Digiflazz answers).
 * The order may then exist and have been charged, so such a refusal means *maybe placed*: it is
 * asked about by its reference, never counted as refused. Reading a refusal so by mistake costs
 * one status check and a row left for a person to judge, never a second order.
 */
export function saysDuplicateReference(
  status: number,
  reading: { words: ApiWords; envelope?: EnvelopeReading | undefined },
): boolean {
  const { words, envelope } = reading;
  if (status === 409) return true;
  const rc = envelope?.field.split(".").at(-1)?.toLowerCase() === "rc" && String(envelope.value).trim();
  return rc === RC_NOT_UNIQUE || TAKEN.test(words.code ?? "") || TAKEN.test(words.message ?? "");
}
