import type { ApiWords } from "./api-words";

/**
 * Words that say the wallet is short, in English and as the market writes it: "Insufficient
 * balance", `INSUFFICIENT_BALANCE`, "Saldo tidak cukup" (Digiflazz, "Response Code" 44 of its API
 * docs, developer.digiflazz.com/api/buyer/response-code), "Saldo tidak mencukupi", "Saldo Anda
 * tidak mencukupi". A seller's balance ("Saldo Seller Digiflazz Habis") is not the reseller's wallet,
 * and a top-up would not help it, so "habis" is not here.
 */
const SHORT_OF_MONEY =
  /insufficient[\s_-]*(balance|funds|credit|saldo)|not[\s_-]*enough[\s_-]*(balance|funds|credit)|saldo(?:[\s_-]+anda)?[\s_-]*(?:(?:tidak|tdk)[\s_-]*(?:cukup|mencukupi)|kurang)/i;

/**
 * Whether an answer that refused an order says the wallet is short, so that topping it up would
 * let the order through: a 402, or the API's words or code saying so. The API publishes no error
 * codes, so this reads the words, whatever the HTTP status (a 200 whose body failed included).
 */
export function saysBalanceShort(status: number, words: ApiWords): boolean {
  return status === 402 || SHORT_OF_MONEY.test(words.code ?? "") || SHORT_OF_MONEY.test(words.message ?? "");
}
