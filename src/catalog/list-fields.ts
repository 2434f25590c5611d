/** The lists the API offers: each is also the id of the action that fetches it. */
export type ListKind = "products" | "games";

/**
 * Parameters whose values one of the API's lists names: their fields offer the list's ids as
 * choices, in every action that has them. By parameter name, so a new action gets its picker for free.
 */
export const LIST_FIELDS: Readonly<Record<string, ListKind>> = {
  product_id: "products",
  game_id: "games",
};

/** The parameter that names a game: the game chosen there narrows the packages offered elsewhere. */
export const GAME_FIELD = "game_id";

export const listOf = (paramName: string): ListKind | undefined =>
  Object.hasOwn(LIST_FIELDS, paramName) ? LIST_FIELDS[paramName] : undefined;

/** The parameter that names a player's zone: some games need it, and the games list says which. */
export const ZONE_FIELD = "zone_id";
