import type { AnswerContext } from "../answer/read-answer";
import { parseJson } from "../lib/parse-json";
import { browserTimeZone } from "../lib/time-zone-name";
import { valueFor } from "../response/field-names";
import { findRecords } from "../response/records-table";
import { timeOrder } from "./balance-walk";
import { entryIdOf } from "./entry-id-of";
import { readWalletPages, withAfterTo } from "./read-wallet-pages";
import { reconcileRead } from "./reconcile";
import type { BatchOrders, Finding, Reconciliation, StatusAnswer, Unmatched, WalletEntry } from "./reconcile-types";

/** A page of the transactions log as it crosses to the check: the text received, or a body already parsed. */
export type PageInput = { text: string } | { body: unknown };

/** A status answer as it crosses to the check: the text received, parsed there (none when no answer came). */
export interface AnswerInput {
  orderId?: string;
  reference?: string;
  /** 0 when no answer came. */
  httpStatus: number;
  text?: string;
}

/** Everything the check needs, as plain data (it crosses to a worker as a structured clone). */
export interface ReconcileInput {
  pages: PageInput[];
  answers: AnswerInput[];
  now: number;
  stuckAfterMs?: number;
  /** The IANA zone the API's times without a zone are read in: the target's (the browser's when left out). */
  timeZone?: string;
  batchOrders?: BatchOrders;
  /**
   * How the target's answers are read: its dialect (the person's and the deployment's corrections of
   * status words and fields) and the wallet's currency, for amounts nothing else names. Plain data.
   */
  context?: AnswerContext;
  /**
   * Pages of the days just past "To" (`after-to.ts`), read when a refund was missing: their refunds
   * of orders debited in the range count; nothing else of them is checked.
   */
  after?: PageInput[];
  /** True when more pages followed than were read (the run's page limit). */
  cut?: { pages: number };
  /** The page (from 0) that came back the same as the one before it: reading stopped there. */
  repeated?: { page: number };
}

/** An entry a finding names, as the findings table shows it. Money in hundredths (`toHundredths`). */
export interface EntryShown {
  /** Its page among those read, from 1, and its place in that page's records, from 0. */
  page: number;
  row: number;
  /** As sent. */
  date?: string;
  amount: number;
  balance?: number;
  orderId?: string;
  reference?: string;
  /** Its own word for its kind, as sent. */
  type?: string;
  /** The record's own id, when it has one apart from the order id. */
  entryId?: string;
}

/** One point of the running balance: when (ms since the epoch), the balance (hundredths), the entry. */
export interface BalancePoint {
  at: number;
  balance: number;
  index: number;
}

/** A finding with an id that stays the same for the same entries: for marks on the line and table rows. */
export interface IdentifiedFinding extends Finding {
  id: string;
}

export type ReconcileResult = Omit<Reconciliation, "findings"> & {
  findings: IdentifiedFinding[];
  /** The running balance, oldest first, reduced for a chart; the first MAX_MARKED findings' entries are on it. */
  balanceLine: BalancePoint[];
  /** Entries left off the line: no date that parses, or no balance. */
  balanceSkipped: number;
  /** Every entry a finding names, by its index. */
  entries: Record<number, EntryShown>;
  /** The first and last dates of the entries read, as sent. */
  range?: { first: string; last: string };
  /** The one currency the pages name (beside or in their entries), when they name exactly one. */
  currency?: string;
  /** The zone its times without a zone were read in: the views show its moments in it. */
  timeZone: string;
};

/** The line keeps about this many points (four per bucket), plus the first MAX_MARKED findings'. */
export const MAX_LINE_POINTS = 500;
/** The findings whose entries the line keeps, the first in finding order: more would swamp the reduction. */
export const MAX_MARKED = 500;

function bodyOf(page: PageInput): unknown {
  if ("body" in page) return page.body;
  const parsed = parseJson(page.text);
  return parsed.ok ? parsed.value : undefined;
}

function answerOf(answer: AnswerInput): StatusAnswer {
  const { text, ...asked } = answer;
  if (text === undefined) return asked;
  const parsed = parseJson(text);
  return parsed.ok ? { ...asked, body: parsed.value } : asked;
}

/** Stable ids: kind and order (or reference, or first entry), with the first entry added when that repeats. */
export function identify(findings: readonly Finding[]): IdentifiedFinding[] {
  const taken = new Set<string>();
  return findings.map((finding) => {
    const first = finding.entryIndexes[0] ?? -1;
    let id = `${finding.kind}:${finding.orderId ?? finding.reference ?? first}`;
    if (taken.has(id)) id = `${id}@${first}`;
    for (let n = 2; taken.has(id); n++) id = `${id.replace(/#\d+$/, "")}#${n}`;
    taken.add(id);
    return { ...finding, id };
  });
}

/** Each bucket's first, lowest, highest and last points, so a jump survives the reduction. */
function reduceLine(points: readonly BalancePoint[], marked: ReadonlySet<number>): BalancePoint[] {
  if (points.length <= MAX_LINE_POINTS) return [...points];
  const buckets = MAX_LINE_POINTS / 4;
  const size = Math.ceil(points.length / buckets);
  const keep = new Set<number>();
  for (let start = 0; start < points.length; start += size) {
    const end = Math.min(points.length, start + size) - 1;
    let low = start;
    let high = start;
    for (let at = start + 1; at <= end; at++) {
      const balance = points[at]?.balance ?? 0;
      if (balance < (points[low]?.balance ?? 0)) low = at;
      if (balance > (points[high]?.balance ?? 0)) high = at;
    }
    keep.add(start).add(low).add(high).add(end);
  }
  return points.filter((point, at) => keep.has(at) || marked.has(point.index));
}

function balanceLine(entries: readonly WalletEntry[], marked: ReadonlySet<number>) {
  const points: BalancePoint[] = [];
  let skipped = 0;
  for (const entry of timeOrder(entries)) {
    const at = entry.time;
    if (entry.balance === undefined || at === undefined) skipped += 1;
    else points.push({ at, balance: entry.balance, index: entry.index });
  }
  // Mostly in order already; a stable sort puts any stray entry where its time says.
  if (points.some((point, at) => at > 0 && point.at < (points[at - 1]?.at ?? 0))) points.sort((a, b) => a.at - b.at);
  return { line: reduceLine(points, marked), skipped };
}

function rangeOf(entries: readonly WalletEntry[]): ReconcileResult["range"] {
  let first: { at: number; date: string } | undefined;
  let last: { at: number; date: string } | undefined;
  for (const entry of entries) {
    const at = entry.time;
    if (entry.date === undefined || at === undefined) continue;
    if (!first || at < first.at) first = { at, date: entry.date };
    if (!last || at >= last.at) last = { at, date: entry.date };
  }
  return first && last ? { first: first.date, last: last.date } : undefined;
}

function entriesShown(
  wanted: ReadonlySet<number>,
  entries: readonly WalletEntry[],
  bodies: readonly unknown[],
): Record<number, EntryShown> {
  const shown: Record<number, EntryShown> = {};
  const records = new Map<number, Record<string, unknown>[]>();
  for (const entry of entries) {
    if (!wanted.has(entry.index)) continue;
    const { page, row } = entry;
    if (!records.has(page)) records.set(page, findRecords(bodies[page])?.records ?? []);
    const record = records.get(page)?.[row];
    const entryId = record && entryIdOf(record);
    shown[entry.index] = {
      page: page + 1,
      row,
      amount: entry.cents,
      ...(entry.date === undefined ? {} : { date: entry.date }),
      ...(entry.balance === undefined ? {} : { balance: entry.balance }),
      ...(entry.orderId === undefined ? {} : { orderId: entry.orderId }),
      ...(entry.reference === undefined ? {} : { reference: entry.reference }),
      ...(entry.type === undefined ? {} : { type: entry.type }),
      ...(entryId === undefined ? {} : { entryId }),
    };
  }
  return shown;
}

/** The one currency the pages name, read where a page names it (beside its list, or in its first and last entries). */
function currencyOf(bodies: readonly unknown[]): string | undefined {
  const currencies = new Set<string>();
  for (const body of bodies) {
    const found = findRecords(body);
    if (!found) continue;
    for (const record of [found.records[0], found.records.at(-1)]) {
      const currency = valueFor(record, "currency");
      if (currency !== undefined) currencies.add(currency);
    }
    const beside = valueFor(body, "currency");
    if (beside !== undefined) currencies.add(beside);
  }
  if (currencies.size !== 1) return undefined;
  return [...currencies][0];
}

/**
 * The whole check, as the worker runs it: pages and answers parsed, reconciled, and what the views
 * draw from the findings (the entries they name, the running balance with each finding on it).
 */
export function reconcileResult(input: ReconcileInput): ReconcileResult {
  const bodies = input.pages.map(bodyOf);
  const timeZone = input.timeZone ?? browserTimeZone();
  const inRange = readWalletPages(bodies, timeZone, input.context?.walletCurrency, input.context?.dialect);
  const afterBodies = (input.after ?? []).map(bodyOf);
  const read =
    afterBodies.length === 0
      ? inRange
      : withAfterTo(
          inRange,
          readWalletPages(afterBodies, timeZone, input.context?.walletCurrency, input.context?.dialect),
          bodies.length,
        );
  const answers = input.answers.map(answerOf);
  const reconciliation = reconcileRead(read, answers, {
    now: input.now,
    timeZone,
    ...(input.context === undefined ? {} : { answers: input.context }),
    ...(input.stuckAfterMs === undefined ? {} : { stuckAfterMs: input.stuckAfterMs }),
    ...(input.batchOrders === undefined ? {} : { batchOrders: input.batchOrders }),
  });
  const unmatched: Unmatched[] = [...reconciliation.unmatched];
  if (input.cut) unmatched.push({ reason: "page-limit", page: input.cut.pages - 1, entryIndexes: [] });
  if (input.repeated) unmatched.push({ reason: "page-repeated", page: input.repeated.page, entryIndexes: [] });
  const marked = new Set(reconciliation.findings.flatMap((finding) => finding.entryIndexes));
  const onLine = new Set(reconciliation.findings.slice(0, MAX_MARKED).flatMap((finding) => finding.entryIndexes));
  const { line, skipped } = balanceLine(read.entries, onLine);
  const range = rangeOf(read.entries);
  const currency = currencyOf(bodies);
  return {
    ...reconciliation,
    unmatched,
    findings: identify(reconciliation.findings),
    balanceLine: line,
    balanceSkipped: skipped,
    entries: entriesShown(marked, [...read.entries, ...(read.afterTo ?? [])], [...bodies, ...afterBodies]),
    ...(range === undefined ? {} : { range }),
    ...(currency === undefined ? {} : { currency }),
    timeZone,
  };
}
