/**
 * The roles a correction can give a field, and the comparison of status words: the little the
 * answer map's corrections (dialect.ts) need, apart from the readers themselves, so that checking a
 * dialect in config.json adds no reader to the first screen.
 */

/** The roles of an order answer's fields that the person can correct in the answer map. */
export const ORDER_ROLES = ["orderId", "reference", "status", "price", "currency"] as const;
export type OrderRole = (typeof ORDER_ROLES)[number];

/** Which field holds a role, by name (`invoice_no`, any depth) or by path (`data.invoice_no`). */
export type FieldCorrections = Readonly<Partial<Record<OrderRole, string>>>;

/** A word as compared: case, spaces, `_` and `-` do not matter ("VALIDASI_PROVIDER" is "validasi provider"). */
export const foldWord = (word: string) =>
  word
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, " ");
