import type { BatchField } from "./batch-columns";
import type { OrderParams } from "./order-key";

/**
 * Why a row will not be sent, as a code with its parameters: the interface words it in the
 * console's language. Values from the API (a game's name, its message) are passed as they came.
 */
export type RowProblem =
  | { code: "field_missing"; field: BatchField }
  /** `issue` is zod's issue code (invalid_type, invalid_format, too_small …). */
  | { code: "field_invalid"; field: BatchField; issue: string }
  | { code: "product_unknown"; productId: string }
  | { code: "zone_required"; game: string; label?: string }
  | { code: "repeated_row"; firstLine: number }
  | { code: "repeated_reference"; firstLine: number }
  | { code: "player_invalid"; status: number; message?: string };

/** What a person should know about a row that may still be sent. */
export type RowWarning =
  /** The row repeats an earlier one and repeats were allowed. */
  | { code: "repeated_row"; firstLine: number }
  | { code: "no_price"; productId: string }
  /** The player check got no clear answer: the status it got, or 0 for none. */
  | { code: "player_unchecked"; status: number }
  /** An earlier batch in this browser placed the same product for the same player and zone. */
  | { code: "placed_before"; batchId: string; line: number; reference: string; orderId?: string }
  /** An earlier batch already sent this very reference: the API may answer with that order. */
  | { code: "reference_used_before"; batchId: string; line: number };

/** One row of the dry run. */
export interface RowCheck {
  line: number;
  /** The order as it would be sent, once the row passes the form's schema. */
  order?: OrderParams;
  /** What the packages list says of the row's product. */
  product?: { id: string; name?: string; price?: string; currency?: string; gameId?: string };
  problems: RowProblem[];
  warnings: RowWarning[];
  verdict: "ready" | "problem";
}

/** The row with its findings added and its verdict said again. */
export function withFindings(check: RowCheck, problems: RowProblem[], warnings: RowWarning[] = []): RowCheck {
  const all = [...check.problems, ...problems];
  return {
    ...check,
    problems: all,
    warnings: [...check.warnings, ...warnings],
    verdict: all.length > 0 ? "problem" : "ready",
  };
}
