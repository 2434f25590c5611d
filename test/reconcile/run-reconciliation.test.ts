import { afterEach, describe, expect, it, vi } from "vitest";
import { createRequestEngine } from "../../src/pacing/request-engine";
import { reconcileInWorker } from "../../src/reconcile/reconcile-in-worker";
import { type ReconcileInput, type ReconcileResult, reconcileResult } from "../../src/reconcile/reconcile-result";
import {
  MAX_PAGES,
  pageCountIn,
  type ReconcileProgress,
  type RunOptions,
  type RunOutcome,
  runReconciliation,
} from "../../src/reconcile/run-reconciliation";
import type { RequestSpec } from "../../src/request/request-spec";
import type { ResponseRecord } from "../../src/request/response-record";
import { answer as http } from "../batch/fixtures";
import { fakeClock } from "../batch/runner-harness";
import { stubModuleWorker } from "../module-worker";

afterEach(() => {
  vi.unstubAllGlobals();
});

const settings = { baseUrl: "https://api.example.test/v1", apiKey: "k-1", pathStyle: "rest" as const };

const failed: ResponseRecord = {
  kind: "failure",
  failure: "network",
  detail: "Failed to fetch",
  durationMs: 1,
  receivedAt: 0,
};

interface Entry {
  id?: string;
  ref?: string;
  cents: number;
  balance: number;
}
const entry = (row: Entry, n: number) => ({
  transaction_ref: `t-${n}`,
  ...(row.id === undefined ? {} : { order_id: row.id }),
  ...(row.ref === undefined ? {} : { reference: row.ref }),
  amount_cents: row.cents,
  balance_after: row.balance,
  created_at: `2026-01-01T10:${String(n % 60).padStart(2, "0")}:00Z`,
});

/** A ledger of debits of 100 cents each, one per order `o-1`…, oldest first, split into pages of `size`. */
function ledger(count: number, size: number, extra: (page: number) => Record<string, unknown> = () => ({})) {
  const rows = Array.from({ length: count }, (_, n) =>
    entry({ id: `o-${n + 1}`, cents: -100, balance: 100_000 - 100 * (n + 1) }, n),
  );
  const pages: unknown[] = [];
  for (let at = 0; at < rows.length; at += size)
    pages.push({ data: rows.slice(at, at + size), ...extra(pages.length + 1) });
  return pages;
}

interface Call {
  action: "wallet_history" | "order_status";
  params: Record<string, string>;
  at: number;
}

/** An API over canned pages and status answers, recording every request with the fake clock's time. */
function fakeApi(
  pages: readonly unknown[],
  status: (asked: Record<string, string>) => ResponseRecord = (asked) =>
    http(200, {
      data: { order_id: asked.order_id, reseller_ref: asked.reseller_ref, status: "success", price_cents: 100 },
    }),
  pageAnswer?: (page: number) => ResponseRecord | undefined,
) {
  const clock = fakeClock();
  const calls: Call[] = [];
  const log: string[] = [];
  const send = async (spec: RequestSpec) => {
    const url = new URL(spec.url);
    const params = Object.fromEntries(url.searchParams);
    const action = url.pathname.endsWith("/wallet_history") ? "wallet_history" : "order_status";
    calls.push({ action, params, at: clock.now() });
    log.push(`send ${action}`);
    if (action === "order_status") return status(params);
    const page = Number(params.page);
    return pageAnswer?.(page) ?? http(200, pages[page - 1] ?? { data: [] });
  };
  const engine = createRequestEngine({ send, clock });
  const ask = engine.ask;
  engine.ask = (spec, options) => {
    log.push("ask");
    return ask(spec, options);
  };
  return { clock, calls, log, send, engine };
}

function run(api: ReturnType<typeof fakeApi>, extra: Partial<RunOptions> = {}) {
  const progress: ReconcileProgress[] = [];
  const history: { actionId: string; sentAt: number; record: ResponseRecord }[] = [];
  const outcome = runReconciliation({
    source: { kind: "range", from: "2026-01-01", to: "2026-01-31" },
    engine: api.engine,
    settings,
    signal: new AbortController().signal,
    onRequest: (sent, record) => history.push({ actionId: sent.actionId, sentAt: sent.sentAt, record }),
    onProgress: (each) => progress.push(each),
    ...extra,
  });
  return { outcome, progress, history };
}

/**
 * Five debits of 100 cents whose status answers show two troubles the check must find: o-2 failed
 * and was never refunded, o-4 cost 150.
 */
const troubledApi = () =>
  fakeApi(ledger(5, 10), (asked) =>
    http(200, {
      data: {
        order_id: asked.order_id,
        status: asked.order_id === "o-2" ? "failed" : "success",
        price_cents: asked.order_id === "o-4" ? 150 : 100,
      },
    }),
  );
const TROUBLES = [
  ["missing_refund", "o-2"],
  ["amount_mismatch", "o-4"],
];
const troubles = (result: ReconcileResult) => result.findings.map((finding) => [finding.kind, finding.orderId]);

/** The run's result: the test fails, saying how the run ended, when it did not finish. */
function resultOf(outcome: RunOutcome): ReconcileResult {
  if (outcome.kind !== "done") expect.unreachable(`the run did not finish: ${JSON.stringify(outcome)}`);
  return outcome.result;
}

const pagesAsked = (calls: Call[]) =>
  calls.filter((call) => call.action === "wallet_history").map((call) => call.params.page);
const ordersAsked = (calls: Call[]) =>
  calls.filter((call) => call.action === "order_status").map((call) => call.params);

/** A six-entry ledger whose page `page` is answered `record`: the run stops there, refused, and asks about no order. */
async function expectRefusedAt(page: number, record: ResponseRecord) {
  const api = fakeApi(ledger(6, 2), undefined, (asked) => (asked === page ? record : undefined));
  expect(await run(api, { pageSize: 2 }).outcome).toEqual({ kind: "stopped", reason: "page-refused", page, record });
  expect(ordersAsked(api.calls)).toEqual([]);
}

describe("runReconciliation: pages", () => {
  it("reads pages until one comes back empty, with the range and the page size, then asks about every order once", async () => {
    const api = fakeApi(ledger(5, 2));
    const { outcome, history, progress } = run(api, { pageSize: 2 });
    const end = await outcome;
    expect(pagesAsked(api.calls)).toEqual(["1", "2", "3", "4"]);
    expect(api.calls[0]?.params).toEqual({ page: "1", limit: "2", from: "2026-01-01", to: "2026-01-31" });
    expect(ordersAsked(api.calls)).toEqual([1, 2, 3, 4, 5].map((n) => ({ order_id: `o-${n}` })));
    expect(end.kind).toBe("done");
    if (end.kind !== "done") return;
    expect(end.result.summary.entries).toBe(5);
    expect(end.result.findings).toEqual([]);
    expect(history.map((each) => each.actionId)).toEqual([
      ...Array(4).fill("wallet_history"),
      ...Array(5).fill("order_status"),
    ]);
    expect(progress.filter((each) => each.phase === "pages").at(-1)).toEqual({ phase: "pages", pages: 3, entries: 5 });
    expect(progress.at(-2)).toEqual({ phase: "orders", done: 5, total: 5 });
    expect(progress.at(-1)).toEqual({ phase: "checking" });
  });

  it("a full last page is followed by an empty one, which ends the list", async () => {
    const api = fakeApi(ledger(4, 2));
    const end = await run(api, { pageSize: 2 }).outcome;
    expect(pagesAsked(api.calls)).toEqual(["1", "2", "3"]);
    expect(resultOf(end).summary.entries).toBe(4);
  });

  it("a server that sends fewer records than asked (its own cap) is read on until a page comes back empty", async () => {
    const api = fakeApi(ledger(7, 3));
    const end = await run(api, { pageSize: 10 }).outcome;
    expect(pagesAsked(api.calls)).toEqual(["1", "2", "3", "4"]);
    expect(resultOf(end).summary.entries).toBe(7);
  });

  it("a page that comes back as the one before (the API ignores `page`) ends the reading, unkept, and is listed", async () => {
    const [first] = ledger(2, 2);
    const api = fakeApi([], undefined, () => http(200, first));
    const end = await run(api, { pageSize: 2 }).outcome;
    expect(pagesAsked(api.calls)).toEqual(["1", "2"]);
    expect(end.kind).toBe("done");
    if (end.kind !== "done") return;
    expect(end.result.summary.entries).toBe(2);
    expect(end.result.findings).toEqual([]);
    expect(end.result.unmatched).toEqual([{ reason: "page-repeated", page: 1, entryIndexes: [] }]);
    // So is one whose entries come back the same though its text differs (a time stamped on each answer).
    let sent = 0;
    const stamped = fakeApi([], undefined, () =>
      http(200, { ...(first as Record<string, unknown>), server_time: `2026-01-01 10:00:0${sent++}` }),
    );
    const again = await run(stamped, { pageSize: 2 }).outcome;
    expect(pagesAsked(stamped.calls)).toEqual(["1", "2"]);
    expect(resultOf(again).findings).toEqual([]);
    expect(resultOf(again).unmatched).toEqual([{ reason: "page-repeated", page: 1, entryIndexes: [] }]);
  });

  it("reads the page count by field name when the answer says it, short pages or not", async () => {
    // Pages of 2 asked 5 at a time: the short-page rule alone would stop after page 1.
    const api = fakeApi(ledger(6, 2, () => ({ meta: { last_page: 3 } })));
    const { outcome, progress } = run(api, { pageSize: 5 });
    const end = await outcome;
    expect(pagesAsked(api.calls)).toEqual(["1", "2", "3"]);
    expect(resultOf(end).summary.entries).toBe(6);
    // Said before the first page is asked, then page by page with the count.
    expect(progress.slice(0, 2)).toEqual([
      { phase: "pages", pages: 0, entries: 0 },
      { phase: "pages", pages: 1, totalPages: 3, entries: 2 },
    ]);
    expect(pageCountIn({ total_pages: "4", data: [] })).toBe(4);
    expect(pageCountIn({ pagination: { pageCount: 2 } })).toBe(2);
    expect(pageCountIn({ pages: [1, 2], data: [] })).toBeUndefined();
  });

  it(`reads at most ${MAX_PAGES} pages and says more followed`, async () => {
    const api = fakeApi(ledger(MAX_PAGES + 5, 1));
    const end = await run(api, { pageSize: 1 }).outcome;
    expect(pagesAsked(api.calls)).toHaveLength(MAX_PAGES);
    expect(resultOf(end).unmatched).toContainEqual({
      reason: "page-limit",
      page: MAX_PAGES - 1,
      entryIndexes: [],
    });
    const whole = fakeApi(ledger(3, 1));
    const fine = await run(whole, { pageSize: 1 }).outcome;
    expect(resultOf(fine).unmatched.map((item) => item.reason)).not.toContain("page-limit");
  });

  it("a refused page stops the run with what came back; so does one that never came, or is not JSON", async () => {
    await expectRefusedAt(2, http(403, { error: "forbidden" }));
    const none = fakeApi(ledger(6, 2), undefined, (page) => (page === 1 ? failed : undefined));
    expect(await run(none, { pageSize: 2 }).outcome).toMatchObject({ kind: "stopped", reason: "page-failed", page: 1 });
    const html = fakeApi(ledger(6, 2), undefined, (page) => (page === 3 ? http(200, "<html>") : undefined));
    expect(await run(html, { pageSize: 2 }).outcome).toMatchObject({
      kind: "stopped",
      reason: "page-unreadable",
      page: 3,
    });
  });

  it("a later page answered 200 with a refusal in its body stops the run, and is never the end of the list", async () => {
    // As the market throttles: HTTP 200, `{"status": 0, "error_msg": …}` (Apigames' refusal).
    await expectRefusedAt(2, http(200, { status: 0, error_msg: "Terlalu banyak permintaan, coba lagi nanti" }));
  });

  it("a page answered 429 is asked again after the wait its headers ask for", async () => {
    let limited = true;
    const api = fakeApi(ledger(1, 2), undefined, (page) => {
      if (page !== 1 || !limited) return undefined;
      limited = false;
      return http(429, {}, [["Retry-After", "3"]]);
    });
    const end = await run(api, { pageSize: 2 }).outcome;
    expect(end.kind).toBe("done");
    const [first, again] = api.calls;
    expect(again?.params.page).toBe("1");
    expect((again?.at ?? 0) - (first?.at ?? 0)).toBe(3000);
  });
});

describe("runReconciliation: tries", () => {
  it("a 429 whose headers ask for no wait is asked again after 1 s, then 2 s", async () => {
    let limited = 2;
    const api = fakeApi(ledger(1, 2), undefined, (page) => {
      if (page !== 1 || limited === 0) return undefined;
      limited -= 1;
      return http(429, {});
    });
    const end = await run(api, { pageSize: 2 }).outcome;
    expect(end.kind).toBe("done");
    expect(pagesAsked(api.calls)).toEqual(["1", "1", "1", "2"]);
    expect(api.clock.sleeps).toEqual([1000, 2000]);
    const [first, second, third] = api.calls;
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBe(1000);
    expect((third?.at ?? 0) - (second?.at ?? 0)).toBe(2000);
  });

  it("a page that failed or was answered 5xx is read again, up to three tries, before the run stops", async () => {
    const answers = [failed, http(503, {})];
    const api = fakeApi(ledger(2, 2), undefined, (page) => (page === 1 ? answers.shift() : undefined));
    const end = await run(api, { pageSize: 2 }).outcome;
    expect(resultOf(end).summary.entries).toBe(2);
    expect(pagesAsked(api.calls)).toEqual(["1", "1", "1", "2"]);
    expect(api.clock.sleeps).toEqual([1000, 2000]);

    const down = fakeApi(ledger(2, 2), undefined, (page) => (page === 2 ? http(502, {}) : undefined));
    expect(await run(down, { pageSize: 2 }).outcome).toMatchObject({
      kind: "stopped",
      reason: "page-refused",
      page: 2,
    });
    expect(pagesAsked(down.calls)).toEqual(["1", "2", "2", "2"]);
  });

  it("a status check that fails is not asked again", async () => {
    const api = fakeApi(ledger(1, 2), () => http(503, {}));
    const end = await run(api, { pageSize: 2 }).outcome;
    expect(ordersAsked(api.calls)).toEqual([{ order_id: "o-1" }]);
    expect(resultOf(end).unmatched).toContainEqual({
      reason: "status-refused",
      orderId: "o-1",
      httpStatus: 503,
      entryIndexes: [0],
    });
  });
});

describe("runReconciliation: orders", () => {
  it("a status check that fails or is refused is unmatched, and the run goes on", async () => {
    const api = fakeApi(ledger(3, 10), (asked) =>
      asked.order_id === "o-1"
        ? failed
        : asked.order_id === "o-2"
          ? http(500, {})
          : http(200, { status: "success", price_cents: 100 }),
    );
    const end = await run(api, { pageSize: 10 }).outcome;
    expect(end.kind).toBe("done");
    if (end.kind !== "done") return;
    expect(end.result.findings).toEqual([]);
    const refused = end.result.unmatched.filter((item) => item.reason === "status-refused");
    expect(refused).toEqual([
      { reason: "status-refused", orderId: "o-1", httpStatus: 0, entryIndexes: [0] },
      { reason: "status-refused", orderId: "o-2", httpStatus: 500, entryIndexes: [1] },
    ]);
  });

  it("entries with a reference and no order id are asked about by reference", async () => {
    const page = {
      data: [
        entry({ ref: "r-1", cents: -100, balance: 900 }, 0),
        entry({ id: "o-2", ref: "r-2", cents: -100, balance: 800 }, 1),
        entry({ ref: "r-1", cents: 100, balance: 900 }, 2),
      ],
    };
    const api = fakeApi([page], (asked) =>
      http(200, { data: { status: asked.reseller_ref === "r-1" ? "failed" : "success", price_cents: 100 } }),
    );
    const end = await run(api, { pageSize: 10 }).outcome;
    expect(ordersAsked(api.calls)).toEqual([{ order_id: "o-2" }, { reseller_ref: "r-1" }]);
    expect(resultOf(end).findings).toEqual([]);
  });

  it("an order an entry names by id and reference is asked once, by id, also where another entry names it by reference alone", async () => {
    const page = {
      data: [
        entry({ id: "o-1", ref: "r-1", cents: -100, balance: 900 }, 0),
        entry({ ref: "r-1", cents: 100, balance: 1000 }, 1),
        entry({ ref: "r-2", cents: -100, balance: 900 }, 2),
      ],
    };
    // The status answers name no reference: the ledger's own first entry ties r-1 to o-1.
    const api = fakeApi([page], (asked) =>
      http(200, { data: { order_id: asked.order_id, status: "failed", price_cents: 100 } }),
    );
    const end = await run(api, { pageSize: 10 }).outcome;
    expect(ordersAsked(api.calls)).toEqual([{ order_id: "o-1" }, { reseller_ref: "r-2" }]);
    // o-1 failed and its refund, named by reference, is found; r-2 failed with no refund.
    expect(troubles(resultOf(end))).toEqual([["missing_refund", undefined]]);
  });

  it("a batch: pages from its day on, only its orders asked and checked, the balance over every entry", async () => {
    const page = {
      data: [
        entry({ id: "o-1", ref: "b-1", cents: -100, balance: 900 }, 0),
        entry({ id: "other", cents: -100, balance: 800 }, 1),
        entry({ ref: "b-2", cents: -100, balance: 600 }, 2),
        entry({ id: "o-9", ref: "b-3", cents: -100, balance: 500 }, 3),
      ],
    };
    const api = fakeApi([page], (asked) => http(404, { error: "Order not found", ...asked }));
    const end = await run(api, {
      pageSize: 10,
      source: { kind: "batch", from: "2026-01-01", orderIds: ["o-1"], references: ["b-2", "b-3"] },
    }).outcome;
    expect(api.calls[0]?.params).toEqual({ page: "1", limit: "10", from: "2026-01-01" });
    expect(ordersAsked(api.calls)).toEqual([{ order_id: "o-1" }, { order_id: "o-9" }, { reseller_ref: "b-2" }]);
    expect(end.kind).toBe("done");
    if (end.kind !== "done") return;
    const unknown = end.result.findings.filter((finding) => finding.kind === "debit_without_order");
    expect(unknown.map((finding) => finding.orderId ?? finding.reference)).toEqual(["o-1", "b-2", "o-9"]);
    expect(end.result.findings.filter((finding) => finding.kind === "balance_jump")).toMatchObject([
      { reference: "b-2", entryIndexes: [1, 2] },
    ]);
  });

  it("a batch by reference: the order an entry names beside it is asked and its refund checked; the batch's entries counted", async () => {
    const page = {
      data: [
        entry({ id: "o-1", ref: "b-1", cents: -100, balance: 900 }, 0),
        entry({ id: "other", cents: -100, balance: 800 }, 1),
        entry({ id: "o-1", cents: 100, balance: 900 }, 2),
      ],
    };
    const api = fakeApi([page], (asked) =>
      http(200, { data: { order_id: asked.order_id, status: "failed", price_cents: 100 } }),
    );
    const end = await run(api, {
      pageSize: 10,
      source: { kind: "batch", from: "2026-01-01", orderIds: [], references: ["b-1", "b-2"] },
    }).outcome;
    expect(ordersAsked(api.calls)).toEqual([{ order_id: "o-1" }]);
    expect(end.kind).toBe("done");
    if (end.kind !== "done") return;
    expect(end.result.findings).toEqual([]);
    expect(end.result.summary.entries).toBe(2);
    expect(end.result.unmatched).toEqual([{ reason: "no-entry", reference: "b-2", entryIndexes: [] }]);
  });

  it("reads with the target's context: the wallet's currency decides 15.000, a correction makes a word final", async () => {
    // Rupiah written as text, in a list that names no currency, and a word the status list does not know.
    const page = {
      data: [
        { order_id: "o-1", type: "Pembelian", amount: "15.000", saldo: "985.000", created_at: "2026-01-01 10:00:00" },
      ],
    };
    const word = () => http(200, { data: { order_id: "o-1", status: "Menunggu Bank", price: 15_000 } });
    const bare = await run(fakeApi([page], word), { source: { kind: "entries", body: page } }).outcome;
    expect(resultOf(bare).unmatched.map((item) => item.reason)).toEqual(["ambiguous-amount"]);
    let crossed: ReconcileInput | undefined;
    const context = { walletCurrency: "IDR", dialect: { words: { "menunggu bank": "success" as const }, fields: {} } };
    const workers = stubModuleWorker();
    const read = await run(fakeApi([page], word), {
      source: { kind: "entries", body: page },
      context,
      check: (input, signal) => {
        crossed = input;
        return reconcileInWorker(input, signal);
      },
    }).outcome;
    // The context crosses to the check as it is, plain data a worker can be posted.
    expect(crossed?.context).toEqual(context);
    expect(structuredClone(crossed?.context)).toEqual(context);
    expect(workers.map((worker) => (worker.received[0] as ReconcileInput).context)).toEqual([context]);
    expect(resultOf(read)).toMatchObject({ findings: [], unmatched: [], summary: { entries: 1 } });
  });

  it("one answer's entries as they are: no page is read", async () => {
    const api = fakeApi([]);
    const end = await run(api, { source: { kind: "entries", body: ledger(2, 10)[0] } }).outcome;
    expect(pagesAsked(api.calls)).toEqual([]);
    expect(ordersAsked(api.calls)).toEqual([{ order_id: "o-1" }, { order_id: "o-2" }]);
    expect(resultOf(end).summary.entries).toBe(2);
  });
});

describe("runReconciliation: pacing and Cancel", () => {
  it("sends every request through the engine, whose gate heeds every answer", async () => {
    const api = fakeApi(ledger(3, 2), (asked) =>
      asked.order_id === "o-2"
        ? http(200, { status: "success", price_cents: 100 }, [
            ["X-RateLimit-Remaining", "0"],
            ["X-RateLimit-Reset", "5"],
          ])
        : http(200, { status: "success", price_cents: 100 }),
    );
    const end = await run(api, { pageSize: 2 }).outcome;
    expect(end.kind).toBe("done");
    const requests = api.calls.length;
    // Three pages (the last one empty) and three orders.
    expect(requests).toBe(6);
    // As many asks of the engine as requests, and by each send at least as many asks as sends so far.
    expect(api.log.filter((each) => each === "ask")).toHaveLength(requests);
    let waits = 0;
    let sends = 0;
    for (const each of api.log) {
      if (each === "ask") waits += 1;
      else sends += 1;
      expect(waits).toBeGreaterThanOrEqual(sends);
    }
    const o2 = api.calls.findIndex((call) => call.params.order_id === "o-2");
    expect((api.calls[o2 + 1]?.at ?? 0) - (api.calls[o2]?.at ?? 0)).toBeGreaterThanOrEqual(5000);
    expect(api.clock.sleeps).toContain(5000);
  });

  it("Cancel ends at once: nothing new is asked, and the outcome says how far it got", async () => {
    const controller = new AbortController();
    let statusAsked = 0;
    const api = fakeApi(ledger(6, 2), () => {
      statusAsked += 1;
      if (statusAsked === 2) controller.abort();
      return http(200, { status: "success", price_cents: 100 });
    });
    const end = await run(api, { pageSize: 2, signal: controller.signal }).outcome;
    // Both checks in flight had come back; nothing more was asked.
    expect(end).toEqual({ kind: "cancelled", pages: 3, orders: 2 });
    expect(ordersAsked(api.calls)).toHaveLength(2);

    const early = new AbortController();
    // Cancel cuts page 2's request off: the transport answers it as cancelled, and it is not kept.
    const pages = fakeApi(ledger(6, 2), undefined, (page) => {
      if (page !== 2) return undefined;
      early.abort();
      return { ...failed, failure: "cancelled" };
    });
    expect(await run(pages, { pageSize: 2, signal: early.signal }).outcome).toEqual({
      kind: "cancelled",
      pages: 1,
      orders: 0,
    });
    expect(pagesAsked(pages.calls)).toEqual(["1", "2"]);
  });

  it("checks in the page where no worker can start (node has none), with the same result", async () => {
    expect(typeof globalThis.Worker).toBe("undefined");
    const inPage = await run(troubledApi()).outcome;
    let crossed = 0;
    const inWorker = await run(troubledApi(), {
      check: (input, signal) => {
        crossed += 1;
        return reconcileInWorker(input, signal);
      },
    }).outcome;
    expect(crossed).toBe(1);
    expect(inWorker).toEqual(inPage);
    expect(inPage.kind).toBe("done");
    expect(troubles(resultOf(inWorker))).toEqual(TROUBLES);
  });
});

describe("runReconciliation: the check in a worker", () => {
  it("posts the run's input to the worker's own module and takes the result it posts back", async () => {
    const workers = stubModuleWorker();
    const inWorker = await run(troubledApi(), { check: reconcileInWorker }).outcome;
    const [worker, ...more] = workers;
    expect(more).toEqual([]);
    expect(worker?.url).toMatch(/\/src\/reconcile\/reconcile-worker\.ts$/);
    // One message each way, and the worker ended once it had answered.
    expect(worker?.received).toHaveLength(1);
    expect(worker?.posted).toHaveLength(1);
    expect(worker?.terminated).toBe(true);
    const input = worker?.received[0] as ReconcileInput;
    expect(input.pages).toHaveLength(1);
    expect(input.answers.map((answer) => answer.orderId)).toEqual(["o-1", "o-2", "o-3", "o-4", "o-5"]);

    const result = resultOf(inWorker);
    expect(result).toEqual(worker?.posted[0]);
    expect(troubles(result)).toEqual(TROUBLES);
    expect(result.summary.entries).toBe(5);
    expect(result).toEqual(reconcileResult(input));
    expect(inWorker).toEqual(await run(troubledApi()).outcome);
  });

  it("Cancel while the worker checks ends the worker, and the run says how far it got", async () => {
    const workers = stubModuleWorker();
    const controller = new AbortController();
    const end = await run(troubledApi(), {
      signal: controller.signal,
      check: (input, signal) => {
        const checking = reconcileInWorker(input, signal);
        controller.abort();
        return checking;
      },
    }).outcome;
    expect(end).toEqual({ kind: "cancelled", pages: 1, orders: 5 });
    expect(workers).toHaveLength(1);
    expect(workers[0]?.terminated).toBe(true);
    expect(workers[0]?.posted).toEqual([]);
  });
});

describe("runReconciliation: a reference named beside an order id", () => {
  // Asked by id, the answers name no reference (as many APIs); asked by reference, they name it.
  const byWhatWasAsked = (asked: Record<string, string>) =>
    http(200, {
      data: {
        ...(asked.order_id ? { order_id: asked.order_id } : { reseller_ref: asked.reseller_ref }),
        status: "success",
        price_cents: 100,
      },
    });

  it("a debit that names the reference alone is still asked by it: it is matched by reference", async () => {
    const page = {
      data: [
        entry({ ref: "r-1", cents: -100, balance: 900 }, 0),
        entry({ id: "o-1", ref: "r-1", cents: 100, balance: 1000 }, 1),
      ],
    };
    const api = fakeApi([page], byWhatWasAsked);
    const end = await run(api, { pageSize: 10 }).outcome;
    expect(ordersAsked(api.calls)).toEqual([{ order_id: "o-1" }, { reseller_ref: "r-1" }]);
    expect(troubles(resultOf(end))).toEqual([]);
  });
});
