import type { AnswerContext } from "../answer/read-answer";

/**
 * One Check order status answer, asked by order id or by reference (the one asked): the HTTP
 * status (0 when no answer came) and the parsed body.
 */
export interface StatusAnswer {
  orderId?: string;
  reference?: string;
  httpStatus: number;
  body?: unknown;
}

/** Some orders only (a batch's), by id or by reference. */
export interface BatchOrders {
  orderIds: readonly string[];
  references: readonly string[];
}

export interface ReconcileOptions {
  /** How long an order may stay pending or processing, in ms (default `STUCK_AFTER_MS`, 30 minutes). */
  stuckAfterMs?: number;
  now: number;
  /** The IANA zone the API's times without a zone are read in (the target's; the browser's when left out). */
  timeZone?: string;
  /**
   * Check only these orders (a batch's): entries naming one of the ids or references. The running
   * balance is still checked over every entry read.
   */
  batchOrders?: BatchOrders;
  /** How this target's answers are read: its dialect (status words, fields) and its wallet's currency. */
  answers?: AnswerContext;
}

export type FindingKind =
  | "double_debit"
  | "debit_without_order"
  | "missing_refund"
  | "double_refund"
  | "over_refund"
  | "amount_mismatch"
  | "balance_jump"
  | "stuck";

/**
 * Money in hundredths of the currency's unit (see `toHundredths`), whatever units the body used:
 * Rp 177.000 is 17,700,000 here, $14.99 is 1,499.
 */
export interface FindingAmounts {
  debited?: number;
  refunded?: number;
  price?: number;
  expected?: number;
  found?: number;
  /** The money this finding puts at stake: derived from the rest, and the order's money, by `sumUp`. */
  atStake: number;
}

export interface Finding {
  kind: FindingKind;
  orderId?: string;
  reference?: string;
  /**
   * The order's status word as its answer sent it ("Gagal", "Pending"), when it named one. What the
   * word means is read from it with the target's dialect when shown, never kept beside it.
   */
  status?: string;
  amounts: FindingAmounts;
  /** The entries that show it, by their place in the pages taken together. */
  entryIndexes: number[];
  /** The date of the last entry that shows it (or when a stuck order began), as sent. */
  at?: string;
}

/** Why something could not be matched: a code with its params, worded by the view. */
export type UnmatchedReason =
  | "page-no-records"
  | "page-limit"
  | "page-no-amount-field"
  | "page-no-amount"
  | "no-amount"
  | "no-order-id"
  | "status-refused"
  /**
   * Check order status answered 404, but not about the order (`notFoundAboutOrder`): an HTML page
   * (a wrong route, a proxy), or JSON naming neither the order nor a lookup that works. Its debits
   * are not called "with no order".
   */
  | "not-found-unconfirmed"
  | "no-status"
  /** A status answer that names another order (`text`) than the one asked: it says nothing of this one. */
  | "status-other-order"
  | "no-price"
  | "no-date"
  | "no-balance"
  /** A page came back the same as the one before (the API ignored `page`): reading stopped there. */
  | "page-repeated"
  /** Entries whose own id an earlier page already had (a new entry shifted the pages): read once. */
  | "repeated-entry"
  /** A batch's order id or reference that no entry read names. */
  | "no-entry"
  /**
   * An entry's amount (or balance) reads two ways ("15.000": fifteen thousand, or fifteen) and
   * nothing names the currency: its order is not checked, and the running balance not past it.
   */
  | "ambiguous-amount"
  /** A status answer's price reads two ways: the order's debits are not checked against it. */
  | "ambiguous-price"
  /**
   * Entries dated with the year last ("05/11/2025") whose values do not tell day-first from
   * month-first (no number above 12, or both orders): their times are not read, never guessed.
   */
  | "ambiguous-date"
  /**
   * A refund was missing, and the days past "To" (read for refunds that came after midnight) could
   * not be read: the missing refunds stand as found. `text` names the days.
   */
  | "after-to-unread";

export interface Unmatched {
  reason: UnmatchedReason;
  entryIndexes: number[];
  page?: number;
  orderId?: string;
  reference?: string;
  httpStatus?: number;
  /** A 2xx status answer whose body says it failed (`{"status": 0, "error_msg": …}`). */
  bodyRefused?: boolean;
  /** A 404 whose body is not JSON (not-found-unconfirmed): a page, not an answer about the order. */
  notJson?: boolean;
  /** The API's own words for a refused check, as sent. */
  said?: string;
  /** An ambiguous amount as sent, and every number it could be (in the currency's units). */
  text?: string;
  readings?: number[];
}

export interface ReconcileSummary {
  /** The entries checked: every entry read, or a batch's. */
  entries: number;
  counts: Record<FindingKind, number>;
  /** Hundredths of the currency's unit (`toHundredths`). */
  atStake: number;
}

export interface Reconciliation {
  findings: Finding[];
  unmatched: Unmatched[];
  summary: ReconcileSummary;
}

/** One wallet entry as the check reads it: money in hundredths, its place in the pages taken together. */
export interface WalletEntry {
  index: number;
  /** Its page (from 0) and its place among that page's records. */
  page: number;
  row: number;
  /** Hundredths of the currency's unit (`toHundredths`), signed: money out is negative. */
  cents: number;
  balance?: number;
  /** As sent. */
  date?: string;
  /** The date read as a moment (ms since the epoch), in the target's zone when it names none. */
  time?: number;
  orderId?: string;
  reference?: string;
  /** The entry's own word for its kind, as sent. */
  type?: string;
  /**
   * A fee taken beside the amount, from a fee field (`{"amount": 10000, "fee": 500}`): hundredths,
   * negative. Counted in the balance walk, never in the order's debits.
   */
  fee?: number;
  /**
   * The entry is a fee of its own (its type word a fee word, `fee-words.ts`): money out, shown with
   * its order's entries and walked, but not one of its debits.
   */
  isFee?: boolean;
  /**
   * True for an entry whose amount, or balance, reads two ways: not checked (amount 0, no balance),
   * and no balance is compared across it. One whose fee alone reads two ways keeps its amount and
   * balance; its balance is not compared with the one before it.
   */
  unread?: boolean;
}
