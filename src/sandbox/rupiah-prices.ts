import type { Product } from "./game-catalog";

/**
 * What the catalogue's products cost on an account kept in Rupiah: whole Rupiah (IDR has no minor
 * unit in use), at the levels the Indonesian market sells such packages for (86 Diamonds = 22,000).
 */
const RUPIAH_PRICES: Readonly<Record<number, number>> = {
  101: 22_000,
  102: 44_000,
  103: 66_000,
  104: 177_000,
  105: 28_000,
  201: 15_000,
  202: 66_000,
  203: 149_000,
  204: 135_000,
  301: 15_000,
  302: 75_000,
  303: 225_000,
  401: 45_000,
  402: 75_000,
};

/** A product's price in Rupiah. Throws for a product without one: a test holds the list complete. */
export function rupiahPrice(product: Product): number {
  const price = RUPIAH_PRICES[product.product_id];
  if (price === undefined) throw new Error(`No Rupiah price for product ${product.product_id}`);
  return price;
}
