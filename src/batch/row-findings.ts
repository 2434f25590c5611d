import type { BatchField } from "./batch-columns";
import type { IdField, NumberForm } from "./id-as-number";
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
  | { code: "player_invalid"; status: number; message?: string }
  /** A spreadsheet wrote the id as a number (`1.23457E+11`, `123456789.0`): its digits may be lost. */
  | { code: "id_as_number"; field: IdField; value: string; form: NumberForm }
  /**
   * The player id is shorter than the `peers` other ids of its game in the sheet, which all have
   * `expected` digits: a spreadsheet may have dropped its leading zeros. The game is named by List
   * packages' game (`game`, its name when List games gives one) or, without it, by the package.
   */
  | { code: "id_short"; value: string; expected: number; peers: number; game?: string; productId: string };

/** What a person should know about a row that may still be sent. */
export type RowWarning =
  /** The row repeats an earlier one and repeats were allowed. */
  | { code: "repeated_row"; firstLine: number }
  | { code: "no_price"; productId: string }
  /** The player check got no clear answer: the status it got, or 0 for none. */
  | { code: "player_unchecked"; status: number }
  /**
   * An earlier batch in this browser placed the same product for the same player and zone, or
   * `maybe` placed it: its order went out and what became of it is unknown.
   */
  | { code: "placed_before"; batchId: string; line: number; reference: string; orderId?: string; maybe?: true }
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
