import { actions } from "../catalog/catalog";
import { fieldSpecs } from "../catalog/field-specs";
import { type Concept, FIELD_NAMES } from "./field-names";
import type { FillableAction } from "./value-uses";

const fold = (name: string) => name.toLowerCase().replace(/[\s_-]/g, "");

/** The concept a parameter stands for, by its name: product_id is a productId. */
function conceptOf(param: string): Concept | undefined {
  const entry = Object.entries(FIELD_NAMES).find(([, names]) => names.some((name) => fold(name) === fold(param)));
  return entry?.[0] as Concept | undefined;
}

let fillable: FillableAction[] | undefined;

/**
 * Every action with a parameter a response can name, read from the catalog once. Fresh fields
 * (the order reference) are never taken from a response: a new order must not reuse another's key.
 */
export function catalogFillableActions(): FillableAction[] {
  fillable ??= actions.flatMap((action) => {
    const params = fieldSpecs(action.params).flatMap((spec) => {
      const concept = action.fresh?.[spec.name] ? undefined : conceptOf(spec.name);
      return concept ? [{ name: spec.name, concept, required: spec.required }] : [];
    });
    return params.length > 0 ? [{ actionId: action.id, label: action.label, params }] : [];
  });
  return fillable;
}
