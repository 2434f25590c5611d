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

export interface CatalogText {
  actionLabels: Record<ActionId, string>;
  actionSummaries: Record<ActionId, string>;
  parameterTitles: Record<ParameterName, string>;
}
