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

/** An earlier row's order went out and no answer says what became of it: it may have been placed. */
const maybePlaced = (row: BatchRow) => row.state.kind === "unknown" || row.state.kind === "sending";

/**
 * Warns of rows an earlier batch in this browser already placed (same product, player and zone), or
 * may have placed (its order went out and what became of it is unknown), and of references an
 * earlier batch already sent. A new file gets new references, so without this warning a file placed
 * twice would top every player up twice.
 */
export function warnPlacedBefore(checks: readonly RowCheck[], earlier: readonly BatchRow[]): RowCheck[] {
  const placed = new Map<string, BatchRow>();
  const maybe = new Map<string, BatchRow>();
  const sentReferences = new Map<string, BatchRow>();
  for (const row of earlier) {
    const key = orderKey(row.order);
    if (row.state.kind === "placed" && !placed.has(key)) placed.set(key, row);
    if (maybePlaced(row) && !maybe.has(key)) maybe.set(key, row);
    if (!sentReferences.has(row.order.reseller_ref)) sentReferences.set(row.order.reseller_ref, row);
  }
  return checks.map((check) => {
    if (!check.order) return check;
    const warnings: RowWarning[] = [];
    const key = orderKey(check.order);
    // Placed is what is known; an unknown one is said only when none is known placed.
    const before = placed.get(key) ?? maybe.get(key);
    if (before) {
      const orderId = before.state.kind === "placed" ? before.state.orderId : undefined;
      warnings.push({
        code: "placed_before",
        batchId: before.batchId,
        line: before.line,
        reference: before.order.reseller_ref,
        ...(orderId !== undefined && { orderId }),
        ...(before.state.kind !== "placed" && { maybe: true }),
      });
    }
    const sameReference = sentReferences.get(check.order.reseller_ref);
    if (sameReference) {
      warnings.push({ code: "reference_used_before", batchId: sameReference.batchId, line: sameReference.line });
    }
    return warnings.length > 0 ? withFindings(check, [], warnings) : check;
  });
}
