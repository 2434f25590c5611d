import "../lib/zod-setup";
import * as z from "zod/mini";
import { type FieldCorrections, foldWord, ORDER_ROLES } from "./roles";
import type { StatusKind, WordCorrections } from "./status-words";

/**
 * How one API's answers are to be read where the console's lists read them wrong: what its status
 * words mean, and which field holds an order's id, reference, status, price or currency. The
 * person corrects the answer map under a response, the console keeps that per target, and a
 * deployment ships it as the `dialect` block of config.json.
 */
export interface Dialect {
  words: WordCorrections;
  fields: FieldCorrections;
  /** A wallet entry's type words that mean a fee, beside the console's own (`fee-words.ts`). */
  feeWords?: string[];
}

export const NO_DIALECT: Dialect = { words: {}, fields: {} };

export const STATUS_KINDS = [
  "pending",
  "success",
  "partial",
  "failed",
  "refunded",
] as const satisfies readonly StatusKind[];

const FIELD_PATH = /^[A-Za-z0-9_$-]+(\.[A-Za-z0-9_$-]+){0,2}$/;

/**
 * A dialect as written in config.json or kept in this browser:
 * `{ "words": { "Sukses Sebagian": "partial" }, "fields": { "orderId": "data.invoice_no" } }`.
 * Words are compared folded ("SUKSES" is "sukses"); a field is a name or a path up to three deep.
 */
export const dialectSchema = z.strictObject({
  words: z._default(
    z.record(
      z
        .string()
        .check(z.trim(), z.minLength(1, "A status word cannot be empty"), z.maxLength(60, "At most 60 characters")),
      z.enum(STATUS_KINDS, { error: `Expected one of ${STATUS_KINDS.join(", ")}` }),
    ),
    {},
  ),
  fields: z._default(
    z.partialRecord(
      z.enum(ORDER_ROLES, { error: `Expected one of ${ORDER_ROLES.join(", ")}` }),
      z
        .string()
        .check(
          z.trim(),
          z.regex(FIELD_PATH, 'Expected a field name such as "trx_id", or a path such as "data.trx_id"'),
        ),
    ),
    {},
  ),
  feeWords: z.optional(
    z.array(
      z
        .string()
        .check(z.trim(), z.minLength(1, "A fee word cannot be empty"), z.maxLength(60, "At most 60 characters")),
    ),
  ),
});

export type DialectInput = z.input<typeof dialectSchema>;

/** A parsed dialect with its words folded, as the readers compare them. */
export function dialectOf(input: z.output<typeof dialectSchema>): Dialect {
  return {
    words: Object.fromEntries(Object.entries(input.words).map(([word, kind]) => [foldWord(word), kind])),
    fields: input.fields as FieldCorrections,
    ...(input.feeWords !== undefined && input.feeWords.length > 0 && { feeWords: input.feeWords }),
  };
}
