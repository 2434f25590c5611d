import { readdirSync } from "node:fs";
import { join } from "node:path";
import type { Browser } from "@playwright/test";
import type { ReconcileInput } from "../src/reconcile/reconcile-result";
import { DEFAULT_PAGE_SIZE } from "../src/reconcile/run-reconciliation";
import { longestOverlapping } from "./long-tasks";
import { inFreshPage, loadConsole, SETTLE_MS } from "./measure-run";
import type { ProbeWindow } from "./page-probe";
import type { ReconcileTiming } from "./run-result";
import { withTimeout } from "./with-timeout";

const CHECK_TIMEOUT_MS = 60_000;
/** Status checks asked at once while the input is gathered (the run itself asks two at a time). */
const GATHER_AT_ONCE = 16;
/** Pages read at most while gathering: far more than the longest demo history needs. */
const GATHER_MAX_PAGES = 200;

export interface GatheredLedger {
  input: ReconcileInput;
  entries: number;
  orders: number;
}

/**
 * What a whole-history reconciliation of `apiKey` hands to the check, gathered over the sandbox's
 * HTTP API as the run gathers it: every page of the transactions log (1,000 entries each) and the
 * status of every order named, as texts. Gathered once; the figure is the check, not the reading.
 */
export async function gatherLedger(sandboxUrl: string, apiKey: string): Promise<GatheredLedger> {
  const headers = { Authorization: `Bearer ${apiKey}` };
  const get = async (path: string) => {
    const response = await fetch(`${sandboxUrl}${path}`, { headers });
    return { status: response.status, text: await response.text() };
  };
  const pages: ReconcileInput["pages"] = [];
  const orderIds = new Set<string>();
  let entries = 0;
  for (let page = 1; page <= GATHER_MAX_PAGES; page++) {
    const { status, text } = await get(`/wallet_history?page=${page}&limit=${DEFAULT_PAGE_SIZE}`);
    if (status !== 200) throw new Error(`wallet_history page ${page} answered ${status}`);
    const data = (JSON.parse(text) as { data: { order_id: string | null }[] }).data;
    if (data.length === 0) break;
    pages.push({ text });
    entries += data.length;
    for (const entry of data) if (entry.order_id) orderIds.add(entry.order_id);
    if (data.length < DEFAULT_PAGE_SIZE) break;
  }
  const ids = [...orderIds];
  const answers: ReconcileInput["answers"] = new Array(ids.length);
  let next = 0;
  const worker = async () => {
    for (let at = next++; at < ids.length; at = next++) {
      const orderId = ids[at] as string;
      const { status, text } = await get(`/order_status?order_id=${encodeURIComponent(orderId)}`);
      answers[at] = { orderId, httpStatus: status, text };
    }
  };
  await Promise.all(Array.from({ length: GATHER_AT_ONCE }, worker));
  return { input: { pages, answers, now: Date.now() }, entries, orders: ids.length };
}

/** The check's worker as the build ships it (its name carries a hash). */
export function reconcileWorkerPath(distDir: string): string {
  const name = readdirSync(join(distDir, "assets")).find((file) => /^reconcile-worker-.*\.js$/.test(file));
  if (!name) throw new Error("the build has no reconcile-worker asset");
  return `assets/${name}`;
}

/**
 * One run in a fresh context of the console: the gathered pages and answers handed to the build's
 * own check worker, as the Reconciliation region hands them, timed from the hand-over until the
 * result is back on the main thread; with the longest main-thread task in between (the hand-over's
 * copy included).
 */
export async function measureReconcile(
  browser: Browser,
  setup: { consoleUrl: string; workerPath: string; input: GatheredLedger },
): Promise<ReconcileTiming> {
  return inFreshPage(browser, async (page) => {
    await loadConsole(page, setup.consoleUrl);
    // The input is in the page before the clock starts: the figure is the check.
    await page.evaluate((input) => {
      (window as unknown as { __reconcileInput: unknown }).__reconcileInput = input;
    }, setup.input.input);
    await page.waitForTimeout(SETTLE_MS);
    const timed = await withTimeout(
      page.evaluate(
        ([path, timeoutMs]) =>
          new Promise<{ start: number; end: number; findings: number; entries: number }>((resolve, reject) => {
            const worker = new Worker(new URL(path, document.baseURI), { type: "module" });
            const timer = setTimeout(() => reject(new Error("the check did not answer")), timeoutMs);
            const start = performance.now();
            worker.onmessage = (event: MessageEvent<{ findings: unknown[]; summary: { entries: number } }>) => {
              const end = performance.now();
              clearTimeout(timer);
              worker.terminate();
              resolve({ start, end, findings: event.data.findings.length, entries: event.data.summary.entries });
            };
            worker.onerror = (error) => reject(new Error(String(error.message)));
            worker.postMessage((window as unknown as { __reconcileInput: unknown }).__reconcileInput);
          }),
        [setup.workerPath, CHECK_TIMEOUT_MS] as const,
      ),
      CHECK_TIMEOUT_MS + 5_000,
      "the reconciliation check",
    );
    await page.waitForTimeout(SETTLE_MS);
    const longTasks = await page.evaluate(() => {
      const probe = (window as unknown as ProbeWindow).__bench;
      probe.flushLongTasks();
      return probe.longTasks;
    });
    return {
      checkMs: timed.end - timed.start,
      longestTask: longestOverlapping(longTasks, timed.start, timed.end),
      entries: timed.entries,
      findings: timed.findings,
    };
  });
}
