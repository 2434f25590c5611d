import { type ListOption, type ListProblem, optionsOf } from "../response/list-options";

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
  const list: ProductList = { products: new Map(), games: [] };
  const products = optionsOf("products", packages);
  if (products.ok) list.products = new Map(products.options.map((option) => [option.id.trim(), option]));
  else list.packagesProblem = products.why;
  if (games !== undefined) {
    const read = optionsOf("games", games);
    if (read.ok) list.games = read.options;
    else list.gamesProblem = read.why;
  }
  return list;
}
