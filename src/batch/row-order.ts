import { createOrder } from "../catalog/actions/create-order";
import { textInputSchema } from "../catalog/text-input";
import { BATCH_FIELDS, type BatchField } from "./batch-columns";
import type { OrderParams } from "./order-key";
import type { RowProblem } from "./row-findings";

// The Place top-up order form's own schema, reading text as the form does: one set of rules.
const orderSchema = textInputSchema(createOrder.params);

const isBatchField = (name: unknown): name is BatchField => BATCH_FIELDS.includes(name as BatchField);

/** A row's cells (its reference filled in) as the order Place top-up order would send, or what is wrong. */
export function rowOrder(
  cells: Record<BatchField, string>,
): { ok: true; order: OrderParams } | { ok: false; problems: RowProblem[] } {
  const parsed = orderSchema.safeParse(cells);
  if (parsed.success) {
    // A zone left empty is no member at all, as the form sends it.
    const order = Object.fromEntries(Object.entries(parsed.data).filter(([, value]) => value !== undefined));
    return { ok: true, order: order as OrderParams };
  }
  const problems: RowProblem[] = [];
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (!isBatchField(field) || problems.some((problem) => "field" in problem && problem.field === field)) continue;
    problems.push(
      cells[field].trim() === ""
        ? { code: "field_missing", field }
        : { code: "field_invalid", field, issue: issue.code },
    );
  }
  return { ok: false, problems };
}
