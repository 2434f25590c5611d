import * as z from "zod/mini";
import type * as core from "zod/v4/core";

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

interface Meta {
  title?: string;
  description?: string;
  examples?: unknown[];
}

// What a check's definition may carry; only the fields read here.
interface CheckDef {
  check: string;
  format?: string;
  pattern?: RegExp;
  value?: number;
  inclusive?: boolean;
}

const DIGITS = /^\d+$/.source;

function checksOf(schema: core.$ZodType): CheckDef[] {
  return (schema._zod.def.checks ?? []).map((check) => check._zod.def as CheckDef);
}

function metaOf(schema: core.$ZodType): Meta {
  return (z.globalRegistry.get(schema) as Meta | undefined) ?? {};
}

/** The kind of input, by switching on the schema's type; undefined for a type the form lacks. */
function kindOf(schema: core.$ZodType): FieldKind | undefined {
  const def = schema._zod.def as { type: string; format?: string; entries?: Record<string, unknown> };
  switch (def.type) {
    case "number":
      return def.format === "safeint" || def.format === "int32" ? "integer" : "number";
    case "boolean":
      return "boolean";
    case "enum":
      return Object.values(def.entries ?? {}).every((value) => typeof value === "string") ? "choice" : undefined;
    case "string": {
      if (def.format === "date") return "date";
      if (def.format !== undefined) return "text";
      return checksOf(schema).some((check) => check.format === "regex" && check.pattern?.source === DIGITS)
        ? "digits"
        : "text";
    }
    default:
      return undefined;
  }
}

function bounds(schema: core.$ZodType): Pick<FieldSpec, "min" | "max"> {
  const found: Pick<FieldSpec, "min" | "max"> = {};
  for (const check of checksOf(schema)) {
    if (check.check === "greater_than" && check.value !== undefined) {
      found.min = check.inclusive ? check.value : check.value + 1;
    }
    if (check.check === "less_than" && check.value !== undefined) {
      found.max = check.inclusive ? check.value : check.value - 1;
    }
  }
  return found;
}

/**
 * Reads a parameters schema, field by field, switching on each schema's type. Metadata sits on
 * the outermost schema (it is attached last). Never throws: a type it does not know becomes a
 * JSON field with a warning.
 */
export function fieldSpecs(params: z.ZodMiniObject): FieldSpec[] {
  return Object.entries(params.shape).map(([name, outer]) => {
    const field = outer as core.$ZodType;
    const optional = field._zod.def.type === "optional";
    const inner = optional ? (field as core.$ZodOptional)._zod.def.innerType : field;
    const meta = { ...metaOf(inner), ...metaOf(field) };
    const kind = kindOf(inner);
    const spec: FieldSpec = { name, kind: kind ?? "json", label: meta.title ?? name, required: !optional };
    if (meta.description) spec.description = meta.description;
    const example = meta.examples?.[0];
    if (example !== undefined) spec.placeholder = String(example);
    if (kind === "choice") spec.options = Object.values((inner as core.$ZodEnum)._zod.def.entries).map(String);
    Object.assign(spec, kind === "integer" || kind === "number" ? bounds(inner) : {});
    if (!kind) spec.warning = "This parameter has a shape the form does not know: type it as JSON.";
    return spec;
  });
}
