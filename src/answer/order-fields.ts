import { isJsonObject } from "../lib/parse-json";
import { type Concept, FIELD_NAMES, fieldFor, foldName, textOf } from "../response/field-names";
import { type FieldCorrections, ORDER_ROLES, type OrderRole } from "./roles";

/** A value and where it was read: a path such as `trx_id` or `data.order.status`. */
export interface Found<T> {
  value: T;
  field: string;
  /** True when the field was named by a correction in the answer map, not found by the console's list. */
  corrected?: boolean;
}

/** What an answer says about one order, found by field name, each value with its field. */
export interface OrderFields {
  orderId?: Found<string>;
  reference?: Found<string>;
  /** The status word as sent. */
  status?: Found<string>;
  /** The price as sent (a number or text): money-text reads it. */
  price?: Found<unknown>;
  currency?: Found<string>;
}

/** The list of names (response/field-names.ts) each role is looked for by. */
export const CONCEPT_OF: Record<OrderRole, Concept> = {
  orderId: "orderId",
  reference: "resellerRef",
  status: "status",
  price: "orderPrice",
  currency: "currency",
};

/** One object of a body and where it is: `""` for the body itself, `"data."` one level down. */
export interface Place {
  path: string;
  record: Record<string, unknown>;
}

/** The body's objects, shallowest first: the body, then one and two levels down (`{data:{order:{…}}}`). */
/**
 * Objects that say what is wrong with the request, field by field (`{"errors": {"order_id": "Give an
 * order id"}}`): their members are messages, never an order's values.
 */
const MESSAGES_BY_FIELD = new Set(["errors", "fielderrors", "fields", "validationerrors"]);

export function objectsOf(body: unknown): Place[] {
  const found: Place[] = [];
  let level: Place[] = isJsonObject(body) ? [{ path: "", record: body }] : [];
  for (let depth = 0; depth <= 2 && level.length > 0; depth += 1) {
    found.push(...level);
    const next: Place[] = [];
    for (const { path, record } of level) {
      for (const [key, value] of Object.entries(record)) {
        if (isJsonObject(value) && !MESSAGES_BY_FIELD.has(foldName(key))) {
          next.push({ path: `${path}${key}.`, record: value });
        }
      }
    }
    level = next;
  }
  return found;
}

// A status is a word: `"status": true` or `"status": 1` is an envelope's "it worked", not an order's state.
const asWord = (value: unknown) => (typeof value === "string" ? textOf(value) : undefined);
const asText = (value: unknown) => textOf(value);
const asAny = (value: unknown) => (value === null || value === undefined || value === "" ? undefined : value);

/** How each role takes a value: undefined when the value cannot be that role's (a status that is no word). */
export const READ: Record<OrderRole, (value: unknown) => unknown> = {
  orderId: asText,
  reference: asText,
  status: asWord,
  price: asAny,
  currency: asWord,
};

/** The place a correction names: a dotted path from the top, or a field name at any of the first levels. */
function correctedPlace(places: Place[], name: string): { place: Place; key: string } | undefined {
  if (name.includes(".")) {
    const cut = name.lastIndexOf(".");
    const prefix = `${name.slice(0, cut)}.`;
    const place = places.find((candidate) => candidate.path === prefix);
    const key = name.slice(cut + 1);
    return place && key in place.record ? { place, key } : undefined;
  }
  const wanted = foldName(name);
  for (const place of places) {
    const key = Object.keys(place.record).find((candidate) => foldName(candidate) === wanted);
    if (key !== undefined) return { place, key };
  }
  return undefined;
}

/**
 * The order an answer names: its id, reference, status, price and currency, wherever the body keeps
 * them (top level, or one or two objects down), each with the field it came from. A field named by
 * a correction wins. The status is read beside the id or reference when they are together, since
 * many APIs wrap an order as `{ "status": 1, "data": { "status": "Pending" } }` and the outer value
 * only says the request worked; the price likewise.
 */
export function readOrderFields(body: unknown, corrections: FieldCorrections = {}): OrderFields {
  const places = objectsOf(body);
  const holder = places.find(
    ({ record }) => fieldFor(record, "orderId") !== undefined || fieldFor(record, "resellerRef") !== undefined,
  );
  const fields: OrderFields = {};
  for (const role of ORDER_ROLES) {
    const read = READ[role];
    const correction = corrections[role];
    const named = correction === undefined ? undefined : correctedPlace(places, correction);
    const namedValue = named && read(named.place.record[named.key]);
    if (named && namedValue !== undefined) {
      Object.assign(fields, { [role]: { value: namedValue, field: named.place.path + named.key, corrected: true } });
      continue;
    }
    const besideOrder = role === "status" || role === "price" || role === "currency";
    for (const place of besideOrder && holder ? [holder, ...places] : places) {
      const key = fieldFor(place.record, CONCEPT_OF[role]);
      const value = key === undefined ? undefined : read(place.record[key]);
      if (key !== undefined && value !== undefined) {
        Object.assign(fields, { [role]: { value, field: place.path + key } });
        break;
      }
    }
  }
  return fields;
}

/** The names looked for, for a message that says what was not found. */
export const ORDER_NAMES = { orderId: FIELD_NAMES.orderId, resellerRef: FIELD_NAMES.resellerRef } as const;
export const STATUS_NAMES = FIELD_NAMES.status;
