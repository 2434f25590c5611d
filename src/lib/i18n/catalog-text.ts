/**
 * The console's catalog (src/catalog) is written in English: its action labels, summaries and
 * parameter titles are the English text. Another language translates them here, by action id and
 * parameter name; test/i18n ties these lists to the catalog.
 */
export type ActionId =
  | "balance"
  | "games"
  | "products"
  | "validate_player"
  | "create_order"
  | "order_status"
  | "wallet_history"
  | "statistics";

export type ParameterName =
  | "order_id"
  | "reseller_ref"
  | "product_id"
  | "user_id"
  | "zone_id"
  | "game_id"
  | "page"
  | "limit"
  | "from"
  | "to";

/** Each action's parameters, by name. */
export interface ActionParameters {
  balance: never;
  games: never;
  products: "game_id";
  validate_player: "game_id" | "user_id";
  create_order: "product_id" | "user_id" | "zone_id" | "reseller_ref";
  order_status: "order_id" | "reseller_ref";
  wallet_history: "page" | "limit" | "from" | "to";
  statistics: "from" | "to" | "game_id";
}

export interface CatalogText {
  actionLabels: Record<ActionId, string>;
  actionSummaries: Record<ActionId, string>;
  parameterTitles: Record<ParameterName, string>;
  /** A parameter's hint under its field, by action (the same parameter says different things in each). */
  parameterHints: { [A in ActionId]: Record<ActionParameters[A], string> };
  /** Said under a parameter whose schema the form does not know. */
  unknownShape: string;
}
