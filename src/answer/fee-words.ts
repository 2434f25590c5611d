import type { Dialect } from "./dialect";
import { foldWord } from "./roles";

/**
 * A wallet entry's type words that say it is a fee: money the API takes beside an order's price
 * (an admin fee, a service fee), not the order's debit. The market writes them in both languages.
 * A target's dialect adds its own (`feeWords`, in the answer map's corrections or config.json).
 */
const FEE_WORDS = new Set(
  [
    "fee",
    "fees",
    "admin fee",
    "service fee",
    "transaction fee",
    "charge fee",
    "biaya",
    "biaya admin",
    "biaya layanan",
    "biaya transaksi",
    "admin",
  ].map(foldWord),
);

/**
 * The names of a field that holds a fee beside an entry's amount (`{"amount": 10000, "fee": 500}`):
 * Digiflazz's postpaid answers name theirs `admin`; case, `_`, `-` and spaces are ignored.
 */
export const FEE_FIELDS = ["fee", "fees", "admin_fee", "adminfee", "biaya_admin", "biaya", "service_fee", "admin"];

/** The entry's type word says it is a fee, by the console's list or the target's own words. */
export function isFeeWord(word: string | undefined, dialect?: Dialect): boolean {
  if (word === undefined) return false;
  const folded = foldWord(word.replace(/[_-]/g, " "));
  return FEE_WORDS.has(folded) || (dialect?.feeWords ?? []).some((own) => foldWord(own) === folded);
}
