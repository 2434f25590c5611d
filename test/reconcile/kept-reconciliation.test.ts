import { describe, expect, it } from "vitest";
import { NO_DIALECT } from "../../src/answer/dialect";
import {
  KEPT_FINDINGS,
  KEPT_REQUESTS,
  KEPT_SAID,
  KEPT_UNMATCHED,
  type KeptReconciliation,
  keptReconciliation,
  requestKeeper,
} from "../../src/reconcile/kept-reconciliation";
import { createMemoryReconciliationLog } from "../../src/reconcile/memory-reconciliation-log";
import { type ReconcileResult, reconcileResult } from "../../src/reconcile/reconcile-result";
import { createReconcileRun } from "../../src/reconcile/reconcile-run";
import { KEPT_RECONCILIATIONS } from "../../src/reconcile/reconciliation-log";
import type { RequestSpec } from "../../src/request/request-spec";
import { answer } from "../batch/fixtures";
import { settings } from "../batch/runner-harness";

const KEY = "sk_live_0123456789abcdef";
const spec = (url: string): RequestSpec => ({
  method: "GET",
  url,
  headers: [["Authorization", `Bearer ${KEY}`]],
});
const failure = {
  kind: "failure",
  failure: "timeout",
  detail: "timed out",
  durationMs: 30_000,
  receivedAt: 9,
} as const;

describe("what a reconciliation keeps of each request", () => {
  it("the method, the URL without the key, the status and time, and what a refusal said; never a header", () => {
    const keeper = requestKeeper(KEY);
    const sent = { actionId: "order_status", sentAt: 5 };
    keeper.add({ ...sent, spec: spec(`https://api.test/v1/orders/1?api_key=${KEY}`) }, answer(200, { ok: 1 }));
    keeper.add({ ...sent, spec: spec("https://api.test/v1/orders/2") }, answer(403, { error: `bad key ${KEY}` }));
    keeper.add({ ...sent, spec: spec("https://api.test/v1/orders/3") }, failure);
    keeper.add({ ...sent, spec: spec("https://api.test/v1/orders/4") }, answer(200, { status: 0, error_msg: "Gagal" }));
    const { requests, requestCount } = keeper.kept();
    expect(requestCount).toBe(4);
    expect(requests).toEqual([
      {
        actionId: "order_status",
        method: "GET",
        url: "https://api.test/v1/orders/1?api_key=[redacted]",
        sentAt: 5,
        status: 200,
        durationMs: expect.any(Number),
      },
      expect.objectContaining({ status: 403, said: '{"error":"bad key [redacted]"}' }),
      expect.objectContaining({ failure: "timeout", durationMs: 30_000 }),
      // A 200 whose body refused is kept with its words, as a 4xx is.
      expect.objectContaining({ status: 200, said: '{"status":0,"error_msg":"Gagal"}' }),
    ]);
    expect(JSON.stringify(requests)).not.toContain(KEY);
    expect(JSON.stringify(requests)).not.toContain("Authorization");
  });

  it("cuts what a refusal said to its first characters", () => {
    const keeper = requestKeeper(KEY);
    keeper.add({ actionId: "a", sentAt: 1, spec: spec("https://api.test/x") }, answer(500, "x".repeat(5000)));
    expect(keeper.kept().requests[0]?.said).toHaveLength(KEPT_SAID);
  });

  it("keeps the first requests, then only those refused or not answered, and counts them all", () => {
    const keeper = requestKeeper(KEY);
    const add = (status: number, body?: unknown) =>
      keeper.add({ actionId: "a", sentAt: 1, spec: spec("https://api.test/x") }, answer(status, body));
    for (let n = 0; n < KEPT_REQUESTS + 10; n++) add(200);
    add(429);
    add(200, { status: 0, error_msg: "Terlalu banyak permintaan" });
    for (let n = 0; n < KEPT_REQUESTS + 10; n++) add(404);
    const { requests, requestCount } = keeper.kept();
    expect(requestCount).toBe(2 * KEPT_REQUESTS + 22);
    expect(requests).toHaveLength(2 * KEPT_REQUESTS);
    expect(requests.filter((request) => request.status === 200 && !request.said)).toHaveLength(KEPT_REQUESTS);
    expect(requests[KEPT_REQUESTS]?.status).toBe(429);
    expect(requests[KEPT_REQUESTS + 1]?.said).toContain("Terlalu banyak permintaan");
  });
});

/** A result with `findings` debits without order and `unmatched` lines, each on an entry of its own. */
function bigResult(findings: number, unmatched: number): ReconcileResult {
  const result = reconcileResult({ pages: [{ body: { data: [] } }], answers: [], now: 0 });
  const entry = (index: number) => ({ page: 1, row: index, amount: -100, orderId: `o${index}` });
  return {
    ...result,
    findings: Array.from({ length: findings }, (_, index) => ({
      id: `f${index}`,
      kind: "debit_without_order" as const,
      orderId: `o${index}`,
      entryIndexes: [index],
      amounts: { atStake: 100 },
    })),
    unmatched: Array.from({ length: unmatched }, (_, index) => ({
      reason: "no-amount" as const,
      entryIndexes: [index],
    })),
    entries: Object.fromEntries(Array.from({ length: findings + 5 }, (_, index) => [index, entry(index)])),
  };
}

const ended = (outcome: Parameters<typeof keptReconciliation>[0]["outcome"]) =>
  keptReconciliation({
    id: "r1",
    startedAt: 1,
    endedAt: 2,
    target: "Sandbox https://api.test/v1 rest kabc",
    source: { kind: "entries", body: { data: [{ amount: 1, note: KEY }] } },
    requests: { requests: [], requestCount: 0 },
    outcome,
    key: KEY,
  });

describe("what a reconciliation keeps of its findings", () => {
  it("the first findings with only the entries they name, the first Not matched lines, and how many were left out", () => {
    const kept = ended({ kind: "done", result: bigResult(KEPT_FINDINGS + 3, KEPT_UNMATCHED + 4) });
    if (kept.outcome.kind !== "done") throw new Error("not done");
    const { findings } = kept.outcome;
    expect(findings.findings).toHaveLength(KEPT_FINDINGS);
    expect(findings.unmatched).toHaveLength(KEPT_UNMATCHED);
    expect(findings.leftOut).toEqual({ findings: 3, unmatched: 4 });
    expect(Object.keys(findings.entries)).toHaveLength(KEPT_FINDINGS);
    expect(findings.entries[KEPT_FINDINGS]).toBeUndefined();
    expect(findings.entries[0]).toMatchObject({ orderId: "o0" });
    // One answer's entries are not copied: they are in that answer.
    expect(kept.source).toEqual({ kind: "entries" });
    expect(JSON.stringify(kept)).not.toContain(KEY);
  });

  it("a stopped run: the page, what came back and the API's message without the key, not the body", () => {
    const stopped = ended({ kind: "stopped", reason: "page-refused", page: 2, record: answer(403, { key: KEY }) });
    expect(stopped.outcome).toEqual({ kind: "stopped", reason: "page-refused", page: 2, status: 403 });
    // Refused in a 200, in the market's envelope; the message echoes the key.
    const record = answer(200, { status: 0, error_msg: `Kunci ${KEY} diblokir`, data: [{ amount: 1 }] });
    expect(ended({ kind: "stopped", reason: "page-refused", page: 3, record }).outcome).toEqual({
      kind: "stopped",
      reason: "page-refused",
      page: 3,
      status: 200,
      said: "Kunci [redacted] diblokir",
    });
    expect(ended({ kind: "stopped", reason: "page-failed", page: 1, record: failure }).outcome).toEqual({
      kind: "stopped",
      reason: "page-failed",
      page: 1,
      failure: "timeout",
    });
  });
});

describe("the log of reconciliations", () => {
  const run = (n: number): KeptReconciliation => ({
    ...ended({ kind: "cancelled", pages: n, orders: 0 }),
    id: `r${n}`,
    startedAt: n,
  });

  it("lists the newest first, keeps the newest KEPT_RECONCILIATIONS, and copies in and out", async () => {
    const log = createMemoryReconciliationLog();
    const first = run(0);
    await log.put(first);
    first.target = "changed";
    expect((await log.list())[0]?.target).not.toBe("changed");
    for (let n = 1; n <= KEPT_RECONCILIATIONS + 2; n++) await log.put(run(n));
    const listed = await log.list();
    expect(listed).toHaveLength(KEPT_RECONCILIATIONS);
    expect(listed.map((each) => each.startedAt)).toEqual(
      Array.from({ length: KEPT_RECONCILIATIONS }, (_, index) => KEPT_RECONCILIATIONS + 2 - index),
    );
  });
});

describe("a run hands what it keeps to the log, once", () => {
  const body = { data: [{ trx_id: "T1", amount: -15000, balance_after: 85000, created_at: "2026-11-20 10:00:00" }] };
  const target = (keep: (kept: KeptReconciliation) => void) => ({
    target: "market",
    settings,
    send: async (sent: RequestSpec) =>
      new URL(sent.url).pathname.endsWith("/wallet_history") ||
      new URL(sent.url).pathname.endsWith("/wallet/transactions")
        ? answer(200, body)
        : answer(200, { status: 1, data: { trx_id: "T1", status: "Sukses", price: 15000 } }),
    context: { dialect: NO_DIALECT },
    keep,
  });

  it("a run that ended: its source, its requests without the key, its findings", async () => {
    const kept: KeptReconciliation[] = [];
    const reconciling = createReconcileRun(
      target((one) => kept.push(one)),
      async (input) => reconcileResult(input),
    );
    await reconciling.start({ kind: "range", from: "2026-11-01" }, 60_000);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ target: "market", source: { kind: "range", from: "2026-11-01" } });
    // One page of entries, a second that comes back the same (reading ends), one status check.
    expect(kept[0]?.requests.map((request) => request.actionId)).toEqual([
      "wallet_history",
      "wallet_history",
      "order_status",
    ]);
    expect(kept[0]?.requestCount).toBe(kept[0]?.requests.length);
    expect(kept[0]?.outcome.kind).toBe("done");
    expect(JSON.stringify(kept)).not.toContain(settings.apiKey);
  });

  it("nothing for a run cancelled before it asked anything", async () => {
    const kept: KeptReconciliation[] = [];
    const reconciling = createReconcileRun(
      target((one) => kept.push(one)),
      async (input) => reconcileResult(input),
    );
    const running = reconciling.start({ kind: "range" }, 60_000);
    reconciling.cancel();
    await running;
    expect(reconciling.getSnapshot()).toMatchObject({ kind: "ended", outcome: { kind: "cancelled" } });
    expect(kept).toEqual([]);
  });
});
