import { isJsonObject, parseJson } from "../lib/parse-json";
import type { FieldSpec } from "./field-specs";
import type { TextValues } from "./text-input";

/** A JSON value as a form field holds it: a string as it is, anything else as its JSON. */
export function fieldText(value: unknown): string {
  return typeof value === "string" ? value : (JSON.stringify(value) ?? "");
}

/**
 * The form's fields as a JSON body fills them: each field the body names, with its value as
 * text (so `"12"` and `12` both read 12); every other field empty. Undefined when the body is
 * not a JSON object, so the caller keeps what the fields held.
 */
export function bodyTexts(specs: readonly FieldSpec[], body: string): TextValues | undefined {
  const parsed = parseJson(body);
  if (!parsed.ok || !isJsonObject(parsed.value)) return undefined;
  const object = parsed.value;
  return Object.fromEntries(specs.map((spec) => [spec.name, spec.name in object ? fieldText(object[spec.name]) : ""]));
}
