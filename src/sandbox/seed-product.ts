import { findProduct, type Product } from "./game-catalog";

/** A product a seed names by its id: a seed that names an unknown one is a mistake in the seed. */
export function seedProduct(id: number): Product {
  const found = findProduct(id);
  if (!found) throw new Error(`Seed names unknown product ${id}`);
  return found;
}
