import { type ListOption, type ListOutcome, optionsOf } from "../response/list-options";
import type { ListProblem } from "../response/list-problem";

/** The lists a dry run checks rows against, read by field name from the answers as parsed JSON. */
export interface ProductList {
  products: ReadonlyMap<string, ListOption>;
  games: readonly ListOption[];
  /** Why a list given could not be read; undefined when it was read or not given. */
  packagesProblem?: ListProblem;
  gamesProblem?: ListProblem;
}

/**
 * "List packages" and (optionally) "List games" answers → what rows are checked against. Pass the
 * packages of every game the file orders: a product missing from the list is reported unknown.
 */
export function productList(packages: unknown, games?: unknown): ProductList {
  return productListOf(optionsOf("products", packages), games === undefined ? undefined : optionsOf("games", games));
}

/** The same from lists already read, as the console's list queries keep them (queries/use-list-query.ts). */
export function productListOf(products: ListOutcome, games?: ListOutcome): ProductList {
  const list: ProductList = { products: new Map(), games: [] };
  if (products.ok) list.products = new Map(products.options.map((option) => [option.id.trim(), option]));
  else list.packagesProblem = products.why;
  if (games?.ok) list.games = games.options;
  else if (games) list.gamesProblem = games.why;
  return list;
}
