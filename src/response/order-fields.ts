import { isJsonObject } from "../lib/parse-json";
import { FIELD_NAMES, fieldFor, namesMinorUnits, numberOf, textOf, valueFor } from "./field-names";

/** What a response says about one order, found by field name. */
export interface OrderFields {
  orderId?: string;
  resellerRef?: string;
  status?: string;
}

/** The body's objects, shallowest first: the body, then one and two levels down (`{data:{order:{…}}}`). */
function objectsOf(body: unknown): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  let level: unknown[] = [body];
  for (let depth = 0; depth <= 2 && level.length > 0; depth += 1) {
    const next: unknown[] = [];
    for (const value of level) {
      if (!isJsonObject(value)) continue;
      found.push(value);
      next.push(...Object.values(value));
    }
    level = next;
  }
  return found;
}

// A status is a word: `"status": true` or `"status": 1` is an envelope's "it worked", not an order's state.
function statusIn(record: Record<string, unknown>): string | undefined {
  const key = fieldFor(record, "status");
  const value = key === undefined ? undefined : record[key];
  return typeof value === "string" ? textOf(value) : undefined;
}

/**
 * The order a response names: its id, its reference and its status, wherever the body keeps them
 * (top level, or one or two objects down). The status is read beside the id or reference when they
 * are together, since many APIs wrap an order as `{ "status": "success", "data": { "status": "pending" } }`
 * and the outer word only says the request worked.
 */
export function readOrderFields(body: unknown): OrderFields {
  const objects = objectsOf(body);
  const first = (read: (record: Record<string, unknown>) => string | undefined) => {
    for (const record of objects) {
      const value = read(record);
      if (value !== undefined) return value;
    }
    return undefined;
  };
  const orderId = first((record) => valueFor(record, "orderId"));
  const resellerRef = first((record) => valueFor(record, "resellerRef"));
  const holder = objects.find(
    (record) => fieldFor(record, "orderId") !== undefined || fieldFor(record, "resellerRef") !== undefined,
  );
  const status = (holder && statusIn(holder)) ?? first(statusIn);
  return {
    ...(orderId !== undefined ? { orderId } : {}),
    ...(resellerRef !== undefined ? { resellerRef } : {}),
    ...(status !== undefined ? { status } : {}),
  };
}

/**
 * What the order cost, as a status answer says it: the number in the first price-like field
 * (`price`, `total`, `amount_cents` …) beside the order's id or reference, else anywhere in the
 * first two levels. `minorUnits` when the field's name says cents.
 */
export function readOrderPrice(body: unknown): { field: string; value: number; minorUnits: boolean } | undefined {
  const objects = objectsOf(body);
  const holder = objects.find(
    (record) => fieldFor(record, "orderId") !== undefined || fieldFor(record, "resellerRef") !== undefined,
  );
  for (const record of holder ? [holder, ...objects] : objects) {
    const field = fieldFor(record, "orderPrice");
    const value = field === undefined ? undefined : numberOf(record[field]);
    if (field !== undefined && value !== undefined) return { field, value, minorUnits: namesMinorUnits(field) };
  }
  return undefined;
}

/** The names looked for, for a message that says what was not found. */
export const ORDER_NAMES = { orderId: FIELD_NAMES.orderId, resellerRef: FIELD_NAMES.resellerRef } as const;
export const STATUS_NAMES = FIELD_NAMES.status;
