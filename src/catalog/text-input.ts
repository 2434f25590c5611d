import * as z from "zod/mini";
import { parseJson } from "../lib/parse-json";
import { type FieldKind, type FieldSpec, fieldSpecs } from "./field-specs";

const NUMERIC = /^-?\d+(\.\d+)?$/;

/**
 * Turns what a person typed (or a query string carried) into the value the schema
 * expects. Empty text means "left out". Text that does not convert is passed on as it
 * is, so the schema reports it with its own message instead of it vanishing.
 */
export function fromText(kind: FieldKind, text: unknown): unknown {
  if (typeof text !== "string") return text;
  if (text.trim() === "") return undefined;
  switch (kind) {
    case "integer":
    case "number":
      return NUMERIC.test(text.trim()) ? Number(text.trim()) : text;
    case "boolean":
      return text === "true" ? true : text === "false" ? false : text;
    case "json": {
      const parsed = parseJson(text);
      return parsed.ok ? parsed.value : text;
    }
    default:
      return text;
  }
}

/** Form values: one string per field, "" when empty. */
export type TextValues = Record<string, string>;

/** The parameters schema, accepting text for every field: for forms and query strings. */
export function textInputSchema(
  params: z.ZodMiniObject,
  specs: FieldSpec[] = fieldSpecs(params),
): z.ZodMiniType<Record<string, unknown>, TextValues> {
  const shape: Record<string, z.ZodMiniType> = {};
  for (const spec of specs) {
    const field = params.shape[spec.name] as z.ZodMiniType;
    shape[spec.name] = z.pipe(
      z.transform((value: unknown) => fromText(spec.kind, value)),
      field,
    );
  }
  // Every field reads text, so the input type is text; zod cannot see through the transform.
  return z.object(shape) as unknown as z.ZodMiniType<Record<string, unknown>, TextValues>;
}

export function emptyTextValues(specs: FieldSpec[]): TextValues {
  return Object.fromEntries(specs.map((spec) => [spec.name, ""]));
}
