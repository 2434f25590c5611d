/** The order fields a batch file carries, one column each. */
export const BATCH_FIELDS = ["product_id", "user_id", "zone_id", "reseller_ref"] as const;
export type BatchField = (typeof BATCH_FIELDS)[number];

/** Without these a row is no order; zone_id and reseller_ref may be left out. */
export const REQUIRED_FIELDS: readonly BatchField[] = ["product_id", "user_id"];

/** The headers a spreadsheet may use for each field, as folded by `foldHeader`. */
const HEADER_NAMES: Readonly<Record<BatchField, readonly string[]>> = {
  product_id: ["product_id", "product", "sku"],
  user_id: ["user_id", "player_id"],
  zone_id: ["zone_id", "zone", "server"],
  reseller_ref: ["reseller_ref"],
};

const FIELD_OF = new Map<string, BatchField>(
  BATCH_FIELDS.flatMap((field) => HEADER_NAMES[field].map((name) => [name, field] as const)),
);

/** "Product ID", " product-id " and "PRODUCT_ID" are one header. */
export const foldHeader = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");

/** The field a header names, ignoring case, or undefined for a column the batch does not read. */
export function fieldOfHeader(header: string): BatchField | undefined {
  return FIELD_OF.get(foldHeader(header));
}
