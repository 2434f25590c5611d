import { fieldFor, textOf } from "../response/field-names";

/**
 * The record's own id by name (a plain `id` too), other than the field its order id is read from
 * (the wallet entry's order id names, as the ledger reads them: `transaction_id` may be the entry's own).
 */
export function entryIdOf(record: Record<string, unknown>): string | undefined {
  const orderField = fieldFor(record, "entryOrderId");
  const others = { ...record };
  if (orderField !== undefined) delete others[orderField];
  const field = fieldFor(others, "entryId", "entryId");
  return field === undefined ? undefined : textOf(record[field]);
}
