import type { BatchJournal } from "./batch-journal";
import { orderKey } from "./order-key";
import { type RowCheck, type RowWarning, withFindings } from "./row-findings";
import type { BatchRow } from "./row-state";

/** The rows earlier batches on the same target sent: what a new file is compared with. */
export async function earlierRows(journal: BatchJournal, target: string, exceptBatchId: string): Promise<BatchRow[]> {
  const batches = (await journal.batches()).filter((meta) => meta.target === target && meta.id !== exceptBatchId);
  const rows = await Promise.all(batches.map((meta) => journal.rows(meta.id)));
  return rows.flat().filter((row) => row.sends > 0 || row.state.kind === "placed");
}

/**
 * Warns of rows an earlier batch in this browser already placed (same product, player and zone),
 * and of references an earlier batch already sent. A new file gets new references, so without
 * this warning a file placed twice would top every player up twice.
 */
export function warnPlacedBefore(checks: readonly RowCheck[], earlier: readonly BatchRow[]): RowCheck[] {
  const placed = new Map<string, BatchRow>();
  const sentReferences = new Map<string, BatchRow>();
  for (const row of earlier) {
    if (row.state.kind === "placed" && !placed.has(orderKey(row.order))) placed.set(orderKey(row.order), row);
    if (!sentReferences.has(row.order.reseller_ref)) sentReferences.set(row.order.reseller_ref, row);
  }
  return checks.map((check) => {
    if (!check.order) return check;
    const warnings: RowWarning[] = [];
    const before = placed.get(orderKey(check.order));
    if (before?.state.kind === "placed") {
      const { orderId } = before.state;
      warnings.push({
        code: "placed_before",
        batchId: before.batchId,
        line: before.line,
        reference: before.order.reseller_ref,
        ...(orderId !== undefined && { orderId }),
      });
    }
    const sameReference = sentReferences.get(check.order.reseller_ref);
    if (sameReference) {
      warnings.push({ code: "reference_used_before", batchId: sameReference.batchId, line: sameReference.line });
    }
    return warnings.length > 0 ? withFindings(check, [], warnings) : check;
  });
}
