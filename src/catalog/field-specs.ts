import { z } from "zod";

/** How a parameter is typed in, derived from its schema. */
export type FieldKind = "integer" | "number" | "digits" | "text" | "date" | "choice" | "boolean" | "json";

export interface FieldSpec {
  name: string;
  kind: FieldKind;
  label: string;
  description?: string;
  required: boolean;
  placeholder?: string;
  options?: string[];
  min?: number;
  max?: number;
  /** Set when the schema had a shape the form does not know: it falls back to JSON. */
  warning?: string;
}

interface JsonSchemaProperty {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  title?: string;
  description?: string;
  examples?: unknown[];
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
}

const DIGITS_PATTERN = "^\\d+$";
const SAFE_INTEGER = Number.MAX_SAFE_INTEGER;

function kindOf(property: JsonSchemaProperty): FieldKind | undefined {
  if (property.enum?.every((value) => typeof value === "string")) return "choice";
  switch (property.type) {
    case "integer":
      return "integer";
    case "number":
      return "number";
    case "boolean":
      return "boolean";
    case "string":
      if (property.format === "date") return "date";
      return property.pattern === DIGITS_PATTERN ? "digits" : "text";
    default:
      return undefined;
  }
}

function lowerBound(property: JsonSchemaProperty): number | undefined {
  if (property.minimum !== undefined && property.minimum > -SAFE_INTEGER) return property.minimum;
  if (property.exclusiveMinimum !== undefined && property.type === "integer") return property.exclusiveMinimum + 1;
  return undefined;
}

/**
 * Reads a parameters schema through its JSON Schema (a stable, documented view of zod
 * schemas) so that forms, docs and the OpenAPI export agree. Never throws: a shape it
 * does not know becomes a JSON field with a warning.
 */
export function fieldSpecs(params: z.ZodObject): FieldSpec[] {
  const schema = z.toJSONSchema(params, { io: "input", unrepresentable: "any" }) as {
    properties?: Record<string, JsonSchemaProperty>;
    required?: string[];
  };
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) => {
    const kind = kindOf(property);
    const example = property.examples?.[0];
    const spec: FieldSpec = {
      name,
      kind: kind ?? "json",
      label: property.title ?? name,
      required: required.has(name),
    };
    if (property.description) spec.description = property.description;
    if (example !== undefined) spec.placeholder = String(example);
    if (property.enum) spec.options = property.enum.map(String);
    const min = lowerBound(property);
    if (min !== undefined) spec.min = min;
    if (property.maximum !== undefined && property.maximum < SAFE_INTEGER) spec.max = property.maximum;
    if (!kind) spec.warning = "This parameter has a shape the form does not know: type it as JSON.";
    return spec;
  });
}
