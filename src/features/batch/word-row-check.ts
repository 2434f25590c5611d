import type { RowProblem, RowWarning } from "../../batch/row-findings";
import type { BatchMessages } from "./batch-messages";

/** What keeps a row from being sent, in words: the message its code names, with its values. */
export function wordRowProblem(m: BatchMessages, problem: RowProblem): string {
  switch (problem.code) {
    case "field_missing":
      return m.fieldMissing(problem.field);
    case "field_invalid": {
      const issue = problem.issue as keyof BatchMessages["issues"];
      return Object.hasOwn(m.issues, issue) ? m.issues[issue](problem.field) : m.fieldInvalid(problem.field, issue);
    }
    case "product_unknown":
      return m.productUnknown(problem.productId);
    case "zone_required":
      return m.zoneRequired(problem.game, problem.label);
    case "repeated_row":
      return m.repeatedRow(problem.firstLine);
    case "repeated_reference":
      return m.repeatedReference(problem.firstLine);
    case "player_invalid":
      return m.playerInvalid(problem.status, problem.message);
    case "id_as_number":
      return (problem.form === "scientific" ? m.idScientific : m.idDecimals)(problem.field, problem.value);
    case "id_short":
      return m.idShort({
        value: problem.value,
        digits: problem.value.length,
        peers: problem.peers,
        of: problem.game ?? m.packageNamed(problem.productId),
        expected: problem.expected,
      });
  }
}

/** What a person should know about a row that may still be sent, in words. */
export function wordRowWarning(m: BatchMessages, warning: RowWarning): string {
  switch (warning.code) {
    case "repeated_row":
      return m.repeats(warning.firstLine);
    case "no_price":
      return m.noPrice(warning.productId);
    case "player_unchecked":
      // 0: no answer at all.
      return warning.status === 0 ? m.playerNoAnswer : m.playerUnchecked(warning.status);
    case "placed_before":
      return (warning.maybe ? m.maybePlacedBefore : m.placedBefore)(warning.batchId, warning.line, warning.reference);
    case "reference_used_before":
      return m.referenceUsedBefore(warning.batchId, warning.line);
  }
}
