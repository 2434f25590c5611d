import { currencyCode, readAmount } from "../lib/money-text";
import { isJsonObject } from "../lib/parse-json";
import { valueFor } from "./field-names";

/**
 * The objects a balance may sit in: the body, the envelope's `data`, and a balance object of its
 * own (`{ data: { balance: { amount, currency } } }`), nearest first.
 */
function holders(body: unknown): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  let level: unknown[] = [body];
  for (let depth = 0; depth < 3 && level.length > 0; depth++) {
    const objects = level.filter(isJsonObject);
    found.push(...objects);
    level = objects.flatMap((object) => Object.values(object));
  }
  return found;
}

/**
 * The wallet's currency as a Check wallet balance answer (parsed JSON) names it: a currency field
 * beside the balance (`"currency": "IDR"`, `"Rp"`), else the currency its balance text names
 * (`"balance": "Rp 1.000.000"`). Undefined when it names none, as many of the market's balance
 * answers do (`{"data":{"balance":50000.12}}`): amounts are then shown as plain numbers.
 */
export function walletCurrencyOf(body: unknown): string | undefined {
  const objects = holders(body);
  for (const object of objects) {
    const code = currencyCode(valueFor(object, "currency"));
    if (code) return code;
  }
  for (const object of objects) {
    const reading = readAmount(valueFor(object, "balance"));
    if (reading?.kind === "amount" && reading.currency) return reading.currency;
  }
  return undefined;
}
