import { type AnswerContext, readAnswer } from "../answer/read-answer";
import { orderStatus } from "../catalog/actions/order-status";
import { walletHistory } from "../catalog/actions/wallet-history";
import type { ActionDefinition } from "../catalog/define-action";
import { isJsonObject, parseJson } from "../lib/parse-json";
import { type RequestEngine, taking } from "../pacing/request-engine";
import { buildRequest, type RequestSettings } from "../request/build-request";
import type { RequestSpec } from "../request/request-spec";
import type { ResponseRecord } from "../request/response-record";
import { fieldFor, numberOf } from "../response/field-names";
import { readLedgerEntries } from "../response/ledger";
import { findRecords } from "../response/records-table";
import { afterTo } from "./after-to";
import {
  type AnswerInput,
  type PageInput,
  type ReconcileInput,
  type ReconcileResult,
  reconcileResult,
} from "./reconcile-result";
import type { Unmatched } from "./reconcile-types";
import { STUCK_AFTER_MS } from "./rules/stuck";

/** Where the entries come from. */
export type ReconcileSource =
  /** Every page of the transactions log for the range (either end may be left open). */
  | { kind: "range"; from?: string; to?: string }
  /** One answer's entries as they are: no page is read. */
  | { kind: "entries"; body: unknown }
  /** Pages from the batch's day on; only its orders (by id or reference) are checked. */
  | { kind: "batch"; from: string; orderIds: string[]; references: string[] };

export type ReconcileProgress =
  /** Pages read so far: 0 while the first is asked. */
  | { phase: "pages"; pages: number; totalPages?: number; entries: number }
  | { phase: "orders"; done: number; total: number }
  | { phase: "checking" };

export type StopReason = "page-refused" | "page-failed" | "page-unreadable";

export type RunOutcome =
  | { kind: "done"; result: ReconcileResult }
  | { kind: "cancelled"; pages: number; orders: number }
  /** A page could not be read: `page` is the one asked (from 1), `record` what came back. */
  | { kind: "stopped"; reason: StopReason; page: number; record: ResponseRecord };

/** A request as the history keeps it. */
export interface SentRequest {
  actionId: string;
  spec: RequestSpec;
  /** ms since the epoch. */
  sentAt: number;
}

export interface RunOptions {
  source: ReconcileSource;
  /** Every request goes through it: its rate-limit gate, its back-off, its clock (for "stuck" too). */
  engine: RequestEngine;
  settings: RequestSettings;
  /** Cancel: nothing new is asked, a wait ends, a request in flight is cut off, the run ends saying how far it got. */
  signal: AbortSignal;
  stuckAfterMs?: number;
  /** The IANA zone the API's times without a zone are read in (the target's): for "stuck", days and order. */
  timeZone?: string;
  /**
   * How the target's answers are read (useAnswerContext): its dialect and the wallet's currency. It
   * goes to the check as it is, plain data a worker can receive.
   */
  context?: AnswerContext;
  /** Entries asked per page (1 to 50000; default 1000). */
  pageSize?: number;
  /** Each request and what came back, for the history. */
  onRequest?: (sent: SentRequest, record: ResponseRecord) => void;
  onProgress?: (progress: ReconcileProgress) => void;
  /** Where the reconciliation runs (reconcileInWorker); in the page by default. Nothing (undefined) when cancelled. */
  check?: (input: ReconcileInput, signal?: AbortSignal) => Promise<ReconcileResult | undefined>;
}

export const DEFAULT_PAGE_SIZE = 1000;
/** Pages read at most: past this the result says more pages followed (unmatched "page-limit"). */
export const MAX_PAGES = 1000;
/** Status checks in flight at once, all through the one engine. */
export const ORDER_CONCURRENCY = 2;
/**
 * Tries of one request the API answers 429 (and of a page that failed or was answered 5xx), each
 * after the wait its headers ask for, else after the engine's back-off (1 s, then 2 s).
 */
export const TRIES = 3;

const isOk = (record: ResponseRecord) => record.kind === "http" && record.status >= 200 && record.status < 300;

/** The number of pages the answer says the list has: beside the records, or one object down (meta, pagination). */
export function pageCountIn(body: unknown): number | undefined {
  if (!isJsonObject(body)) return undefined;
  for (const holder of [body, ...Object.values(body)]) {
    if (!isJsonObject(holder)) continue;
    const field = fieldFor(holder, "pageCount");
    const count = field === undefined ? undefined : numberOf(holder[field]);
    if (count !== undefined && Number.isInteger(count) && count >= 0) return count;
  }
  return undefined;
}

type Question = { by: "order_id"; value: string } | { by: "reseller_ref"; value: string };

/**
 * What the entries ask about: the orders they name, and by reference those no debit names with an id
 * (and every one a debit names alone: that debit is its own order, found by its reference).
 * A batch's are known once every page is read: an entry matched by reference brings its order id in.
 */
function questionsCollector(batchOrders: { orderIds: string[]; references: string[] } | undefined, currency?: string) {
  // A batch's entries as read, to be filtered once the order ids matched by reference are known.
  const namedInPages: { orderId?: string; reference?: string; amount: number }[] = [];
  const ids = new Set<string>();
  const references = new Set<string>();
  /** References a debit names beside an order id: that order is asked by its id, once. */
  const named = new Set<string>();
  /** References a debit names alone: that debit is matched by reference (`ref:`), so asked by it. */
  const debitedAlone = new Set<string>();
  const keep = (orderId: string | undefined, reference: string | undefined, amount: number) => {
    if (orderId !== undefined) {
      ids.add(orderId);
      if (reference !== undefined && amount < 0) named.add(reference);
    } else if (reference !== undefined) {
      references.add(reference);
      if (amount < 0) debitedAlone.add(reference);
    }
  };
  return {
    add(body: unknown): number {
      const read = readLedgerEntries(body, currency === undefined ? {} : { currency });
      if (!read.ok) return 0;
      for (const { orderId, reference, amount } of read.entries) {
        if (!batchOrders) keep(orderId, reference, amount);
        else if (orderId !== undefined || reference !== undefined) namedInPages.push({ orderId, reference, amount });
      }
      return read.entries.length;
    },
    questions: (): Question[] => {
      if (batchOrders) {
        const batchIds = new Set(batchOrders.orderIds);
        const batchReferences = new Set(batchOrders.references);
        for (const { orderId, reference } of namedInPages)
          if (orderId !== undefined && reference !== undefined && batchReferences.has(reference)) batchIds.add(orderId);
        for (const { orderId, reference, amount } of namedInPages) {
          const inBatch =
            (orderId !== undefined && batchIds.has(orderId)) ||
            (reference !== undefined && batchReferences.has(reference));
          if (inBatch) keep(orderId, reference, amount);
        }
        namedInPages.length = 0;
      }
      return [
        ...[...ids].map((value) => ({ by: "order_id" as const, value })),
        ...[...references]
          .filter((value) => !named.has(value) || debitedAlone.has(value))
          .map((value) => ({ by: "reseller_ref" as const, value })),
      ];
    },
  };
}

/**
 * Reconciles the wallet: reads every page of the transactions log (or takes one answer's entries),
 * asks Check order status about every order they name, then checks them together (`check`, in a
 * worker where the page has one). Every request goes through the engine and lands in `onRequest`. A page
 * that cannot be read stops the run; a status check that fails is listed as unmatched.
 */
export async function runReconciliation(options: RunOptions): Promise<RunOutcome> {
  const { source, signal, engine, settings } = options;
  const now = () => engine.clock.now();
  const pageSize = Math.min(50_000, Math.max(1, Math.floor(options.pageSize ?? DEFAULT_PAGE_SIZE)));
  const batchOrders =
    source.kind === "batch" ? { orderIds: source.orderIds, references: source.references } : undefined;
  const collector = questionsCollector(batchOrders, options.context?.walletCurrency);
  const pages: PageInput[] = [];
  // In the order asked, whichever of the two in flight answers first.
  const answers: (AnswerInput | undefined)[] = [];
  let answered = 0;
  const cancelled = (): RunOutcome => ({ kind: "cancelled", pages: pages.length, orders: answered });

  /** Asked again: a 429, and for a page (read only) one that failed or was answered 5xx. */
  const again = (page: boolean) => (record: ResponseRecord) =>
    record.kind === "http" ? record.status === 429 || (page && record.status >= 500) : page;

  /** One request through the engine, asked again as `again` says up to TRIES times. Undefined when cancelled. */
  async function request(action: ActionDefinition, params: Record<string, unknown>, page = false) {
    const built = buildRequest(action, { params }, settings);
    if (!built.ok) {
      return {
        kind: "failure",
        failure: "invalid-request",
        detail: built.message,
        durationMs: 0,
        receivedAt: now(),
      } as const;
    }
    const { spec } = built;
    return engine.ask(spec, {
      signal,
      cutsRequest: true,
      tries: TRIES,
      again: again(page),
      onAnswer: (record, sentAt) => options.onRequest?.({ actionId: action.id, spec, sentAt }, record),
    });
  }

  /**
   * Reads every page of the log for `range` into `into`, each through `onPage` (its entries counted):
   * until the page count, an empty page, a page the same as the one before, or MAX_PAGES. A page
   * that cannot be read ends it, as `stopped`.
   */
  async function readPages(
    range: { from?: string | undefined; to?: string | undefined },
    into: PageInput[],
    onPage: (body: unknown, page: number, totalPages: number | undefined) => void,
  ): Promise<{ stopped?: RunOutcome; cut?: { pages: number }; repeated?: { page: number } }> {
    let totalPages: number | undefined;
    let previous: string | undefined;
    for (let page = 1; ; page++) {
      if (signal.aborted) return { stopped: cancelled() };
      const record = await request(walletHistory, { page, limit: pageSize, ...range }, true);
      if (!record) return { stopped: cancelled() };
      if (record.kind === "failure") return { stopped: { kind: "stopped", reason: "page-failed", page, record } };
      // A 2xx whose body says it failed (`{"status": 0, "error_msg": …}`, as the market throttles) is
      // refused as a 4xx is, and never read as the end of the list.
      if (!isOk(record) || readAnswer(record).bodyRefused) {
        return { stopped: { kind: "stopped", reason: "page-refused", page, record } };
      }
      const parsed = parseJson(record.body);
      if (!parsed.ok) return { stopped: { kind: "stopped", reason: "page-unreadable", page, record } };
      const list = findRecords(parsed.value)?.records ?? [];
      const records = list.length;
      if (page > 1 && records === 0) return {}; // Past the end.
      // The same entries as the page before (whatever else its text says, a time it was sent): the API
      // ignores `page`, and would send them again and again.
      const entries = JSON.stringify(list);
      if (entries === previous) return { repeated: { page: page - 1 } };
      previous = entries;
      into.push({ text: record.body });
      totalPages = pageCountIn(parsed.value) ?? totalPages;
      onPage(parsed.value, page, totalPages);
      // Without a count, only an empty page ends the list: a server may send fewer than asked.
      const more = totalPages === undefined ? records > 0 : page < totalPages;
      if (!more) return {};
      if (page >= MAX_PAGES) return { cut: { pages: page } };
    }
  }

  let cut: { pages: number } | undefined;
  let repeated: { page: number } | undefined;
  if (source.kind === "entries") {
    pages.push({ body: source.body });
    options.onProgress?.({ phase: "pages", pages: 1, entries: collector.add(source.body) });
  } else {
    const range = source.kind === "range" ? { from: source.from, to: source.to } : { from: source.from };
    let entries = 0;
    // Said before the first page is asked: it may wait on the rate limit or a slow API.
    options.onProgress?.({ phase: "pages", pages: 0, entries: 0 });
    const read = await readPages(range, pages, (body, page, totalPages) => {
      entries += collector.add(body);
      options.onProgress?.({
        phase: "pages",
        pages: page,
        ...(totalPages === undefined ? {} : { totalPages }),
        entries,
      });
    });
    if (read.stopped) return read.stopped;
    ({ cut, repeated } = read);
  }

  const questions = collector.questions();
  options.onProgress?.({ phase: "orders", done: 0, total: questions.length });
  await engine.each(taking([...questions.entries()]), ORDER_CONCURRENCY, signal, async ([at, question]) => {
    const record = await request(orderStatus, { [question.by]: question.value });
    if (!record) return;
    const asked = question.by === "order_id" ? { orderId: question.value } : { reference: question.value };
    answers[at] =
      record.kind === "http" ? { ...asked, httpStatus: record.status, text: record.body } : { ...asked, httpStatus: 0 };
    answered += 1;
    options.onProgress?.({ phase: "orders", done: answered, total: questions.length });
  });
  if (signal.aborted) return cancelled();

  options.onProgress?.({ phase: "checking" });
  const input: ReconcileInput = {
    pages,
    answers: answers.filter((answer) => answer !== undefined),
    now: now(),
    stuckAfterMs: options.stuckAfterMs ?? STUCK_AFTER_MS,
    ...(options.timeZone === undefined ? {} : { timeZone: options.timeZone }),
    ...(options.context === undefined ? {} : { context: options.context }),
    ...(batchOrders === undefined ? {} : { batchOrders }),
    ...(cut === undefined ? {} : { cut }),
    ...(repeated === undefined ? {} : { repeated }),
  };
  const check = (given: ReconcileInput) => (options.check ? options.check(given, signal) : reconcileResult(given));
  const result = await check(input);
  if (!result || signal.aborted) return cancelled();
  // A refund missing at the range's end may have come just after it: the days past "To" are read
  // for refunds of the range's orders, and the check made again with them.
  const window = source.kind === "range" && source.to !== undefined ? afterTo(source.to) : undefined;
  const missing = result.findings.filter((finding) => finding.kind === "missing_refund");
  if (!window || missing.length === 0) return { kind: "done", result };
  const awaited = new Set(
    missing.flatMap((finding) => [finding.orderId, finding.reference]).filter((name) => name !== undefined),
  );
  let refunds = 0;
  const after: PageInput[] = [];
  const read = await readPages(window, after, (body) => {
    const entries = readLedgerEntries(
      body,
      options.context?.walletCurrency === undefined ? {} : { currency: options.context.walletCurrency },
    );
    if (!entries.ok) return;
    for (const entry of entries.entries)
      if (
        entry.amount > 0 &&
        ((entry.orderId !== undefined && awaited.has(entry.orderId)) ||
          (entry.reference !== undefined && awaited.has(entry.reference)))
      )
        refunds += 1;
  });
  if (signal.aborted) return cancelled();
  // Checked again only when a refund awaited came: otherwise the result stands as it was.
  if (read.stopped || refunds === 0) {
    if (!read.stopped) return { kind: "done", result };
    const unread = afterToUnread(window, read.stopped);
    return { kind: "done", result: { ...result, unmatched: [...result.unmatched, unread] } };
  }
  const withRefunds = await check({ ...input, after });
  if (!withRefunds || signal.aborted) return cancelled();
  return { kind: "done", result: withRefunds };
}

/** The days past "To" could not be read: the refunds missing are reported as found, and this says why. */
function afterToUnread(window: { from: string; to: string }, stopped: RunOutcome): Unmatched {
  const record = stopped.kind === "stopped" ? stopped.record : undefined;
  return {
    reason: "after-to-unread",
    text: `${window.from} – ${window.to}`,
    ...(record?.kind === "http" && { httpStatus: record.status }),
    entryIndexes: [],
  };
}
