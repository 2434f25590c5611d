import { isJsonObject } from "../lib/parse-json";
import { dialectSchema } from "./dialect";
import { objectsOf, READ } from "./order-fields";
import type { OrderRole } from "./roles";

/** A field of an answer that a correction may name for a role, with its value as sent. */
export interface FieldChoice {
  /** As a correction names it: `trx_id` at the top, `data.trx_id` further down. */
  path: string;
  value: unknown;
}

/** A body with more plain fields than this is not one order's answer: the rest are not offered. */
export const MAX_CHOICES = 200;

const namable = (role: OrderRole, path: string) => dialectSchema.safeParse({ fields: { [role]: path } }).success;

/**
 * The fields the answer map offers for a role, shallowest first: every plain value the reader
 * would take for it (a status only a word), where a correction can point (the body and two objects
 * down, as readOrderFields looks), and by a path the dialect accepts.
 */
export function fieldChoices(body: unknown, role: OrderRole): FieldChoice[] {
  const choices: FieldChoice[] = [];
  for (const { path, record } of objectsOf(body)) {
    for (const [key, member] of Object.entries(record)) {
      if (choices.length >= MAX_CHOICES) return choices;
      if (isJsonObject(member) || Array.isArray(member) || READ[role](member) === undefined) continue;
      if (namable(role, path + key)) choices.push({ path: path + key, value: member });
    }
  }
  return choices;
}
