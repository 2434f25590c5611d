import type { WordCorrections } from "../answer/status-words";
import { currencyCode, readAmount } from "../lib/money-text";
import { isJsonObject } from "../lib/parse-json";
import { valueFor } from "../response/field-names";
import { walletCurrencyOf } from "../response/wallet-currency";
import { rowFinalKind } from "./row-final";
import type { RowCheck } from "./row-findings";
import type { BatchRow } from "./row-state";

/** What the ready rows cost against the wallet. */
export interface BatchFunds {
  /** The sum of the ready rows' listed prices; undefined when they are in more than one currency. */
  total?: number;
  currency?: string;
  /** Ready rows whose price the list does not give, so the total leaves them out. */
  unpriced: number;
  balance?: number;
  /** Whether the balance covers the total; undefined when either is not known. */
  enough?: boolean;
  /** The first ready row the balance no longer covers, counting in file order. */
  shortFromLine?: number;
}

/** An amount read in its currency ("15.000" IDR is fifteen thousand); undefined when it reads two ways. */
function amountOf(value: unknown, currency: string | undefined) {
  const reading = readAmount(value, currency === undefined ? {} : { currency });
  return reading?.kind === "amount" ? reading : undefined;
}

/**
 * The wallet balance in a "Check wallet balance" answer (parsed JSON), found by field name and read
 * in the currency the answer names; undefined when it is not there or reads two ways ("15.000" with
 * no currency), so no total is set against a guess.
 */
export function readBalance(body: unknown): number | undefined {
  const currency = walletCurrencyOf(body);
  // The body itself, or one object down ({ data: { balance } }).
  const candidates = isJsonObject(body) ? [body, ...Object.values(body)] : [body];
  for (const value of candidates) {
    const found = amountOf(valueFor(value, "balance"), currency);
    if (found !== undefined) return found.value;
  }
  return undefined;
}

/** The digits after the point of a number as JavaScript writes it. */
const decimalsOf = (amount: number) => String(amount).split(".")[1]?.length ?? 0;

/**
 * The ready rows' total against the balance. Each price is read in its currency ("15.000" IDR is
 * fifteen thousand); one that reads two ways counts as unpriced. Prices are summed in their smallest
 * listed unit, so 0.1 + 0.2 is 0.3; a list in several currencies gives no total rather than a
 * meaningless one.
 */
export function batchFunds(checks: readonly RowCheck[], balance?: number): BatchFunds {
  const ready = checks.filter((check) => check.verdict === "ready");
  const priced = ready.flatMap((check) => {
    const read = amountOf(check.product?.price, check.product?.currency);
    if (read === undefined) return [];
    const named = check.product?.currency;
    return [{ check, amount: read.value, currency: currencyCode(named) ?? named ?? read.currency ?? "" }];
  });
  const currencies = new Set(priced.map(({ currency }) => currency));
  const funds: BatchFunds = { unpriced: ready.length - priced.length };
  if (balance !== undefined) funds.balance = balance;
  if (currencies.size > 1) return funds;
  const currency = [...currencies][0];
  if (currency) funds.currency = currency;

  const decimals = priced.map(({ amount }) => decimalsOf(amount));
  if (balance !== undefined) decimals.push(decimalsOf(balance));
  const scale = 10 ** Math.max(0, ...decimals);
  const limit = balance === undefined ? undefined : Math.round(balance * scale);
  let sum = 0;
  for (const { check, amount } of priced) {
    sum += Math.round(amount * scale);
    if (limit !== undefined && sum > limit && funds.shortFromLine === undefined) funds.shortFromLine = check.line;
  }
  funds.total = sum / scale;
  if (limit !== undefined) funds.enough = sum <= limit;
  return funds;
}

/** What a batch's placed rows cost, at their listed prices: nothing when they are in several currencies. */
export function spentOn(rows: Iterable<BatchRow>): { total?: number; currency?: string } {
  return pricesOf(rows, (row) => row.state.kind === "placed");
}

/**
 * Whether a row's order ended without delivery (failed or refunded), so its price came back: read
 * from its final word with the target's corrections. A partial delivery is not counted back.
 */
export function isRefunded(row: BatchRow, corrections?: WordCorrections): boolean {
  const kind = rowFinalKind(row, corrections);
  return kind === "failed" || kind === "refunded";
}

/** What came back: the listed prices of placed orders whose final status is failed or refunded. */
export function refundedOn(
  rows: Iterable<BatchRow>,
  corrections?: WordCorrections,
): { total?: number; currency?: string } {
  return pricesOf(rows, (row) => isRefunded(row, corrections));
}

function pricesOf(rows: Iterable<BatchRow>, counted: (row: BatchRow) => boolean) {
  const placed: RowCheck[] = [];
  for (const row of rows) {
    if (!counted(row)) continue;
    placed.push({
      line: row.line,
      ...(row.product && { product: row.product }),
      problems: [],
      warnings: [],
      verdict: "ready",
    });
  }
  const { total, currency } = batchFunds(placed);
  return { ...(total !== undefined && { total }), ...(currency !== undefined && { currency }) };
}

/** How many of the ready rows a total covers: all, some (the others unpriced), or none, so it is not known. */
export type TotalCoverage = { kind: "all" } | { kind: "partial"; covered: number } | { kind: "none" };

/**
 * What a total of `ready` rows can be trusted for. A total of no priced row (List packages unread,
 * or no prices) is not 0 but unknown, and one in several currencies is none: the confirmation
 * never shows a guess as the money to be spent.
 */
export function totalCoverage(funds: BatchFunds, ready: number): TotalCoverage {
  if (funds.total === undefined || (ready > 0 && funds.unpriced >= ready)) return { kind: "none" };
  return funds.unpriced > 0 ? { kind: "partial", covered: ready - funds.unpriced } : { kind: "all" };
}
