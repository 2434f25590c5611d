import {
  type BodyReply,
  type BodyRequest,
  type BodySummary,
  createBodyReader,
  type TablePage,
  type TreePage,
  type UseSource,
} from "./body-summary";
import { catalogFillableActions } from "./fillable-actions";
import type { JsonPath } from "./json-outline";
import type { LedgerResult } from "./ledger";
import type { RecordsQuery } from "./records-query";
import type { SeriesResult } from "./series";

type Question = BodyRequest extends infer R ? (R extends { id: number } ? Omit<R, "id"> : never) : never;
type Ask = (question: Question) => Promise<BodyReply>;

export interface BodyAnalysis {
  summary: () => Promise<BodySummary>;
  children: (path: JsonPath, offset?: number, limit?: number) => Promise<TreePage>;
  /** Rows of the records table: what the query shows, from `offset` on. */
  table: (query: RecordsQuery, offset: number, limit: number) => Promise<TablePage | undefined>;
  /** The records as CSV: all of them, or with a query the rows it shows, in its order. */
  csv: (query?: RecordsQuery) => Promise<string | undefined>;
  /** Wallet entries with signed amounts; undefined when the body is not JSON. */
  ledger: () => Promise<LedgerResult | undefined>;
  /** Sales figures per day or game; undefined when the body is not JSON. */
  series: () => Promise<SeriesResult | undefined>;
  dispose: () => void;
}

/** The same reader in the page, a turn later so the raw body shows first. */
function inPage(text: string, source: UseSource): Ask {
  const reader = new Promise((resolve) => setTimeout(resolve, 0)).then(() => createBodyReader(text, source));
  return async (question) => (await reader)({ ...question, id: 0 } as BodyRequest);
}

/**
 * A worker that holds one body. If it cannot start (no Worker, or a policy forbids it),
 * the questions are answered in the page instead: slower, but never lost.
 */
function inWorker(text: string, source: UseSource): { ask: Ask; stop: () => void } {
  let fallback: Ask | undefined;
  let worker: Worker | undefined;
  const waiting = new Map<number, { question: Question; resolve: (reply: BodyReply) => void }>();
  const fail = () => {
    fallback ??= inPage(text, source);
    worker?.terminate();
    for (const { question, resolve } of waiting.values()) void fallback(question).then(resolve);
    waiting.clear();
  };
  try {
    worker = new Worker(new URL("./body-worker.ts", import.meta.url), { type: "module" });
    worker.onmessage = (event: MessageEvent<{ id: number; reply: BodyReply }>) => {
      waiting.get(event.data.id)?.resolve(event.data.reply);
      waiting.delete(event.data.id);
    };
    worker.onerror = fail;
    worker.postMessage({ text, source });
  } catch {
    fail();
  }
  let next = 0;
  const ask: Ask = (question) => {
    if (fallback) return fallback(question);
    return new Promise((resolve) => {
      next += 1;
      waiting.set(next, { question, resolve });
      worker?.postMessage({ ...question, id: next });
    });
  };
  return { ask, stop: () => worker?.terminate() };
}

/**
 * Starts reading a body off the main thread; the views ask it for what they show. `actionId`
 * is the action that got the body, so its records' values can be offered to the others.
 */
export function analyzeBody(text: string, actionId?: string): BodyAnalysis {
  // The catalog is read here, in the page that already holds it, and handed over as plain data.
  const source: UseSource = { fillable: catalogFillableActions(), ...(actionId === undefined ? {} : { actionId }) };
  const { ask, stop } =
    typeof Worker === "undefined" ? { ask: inPage(text, source), stop: () => {} } : inWorker(text, source);
  return {
    summary: async () => (await ask({ type: "summary" })) as BodySummary,
    children: async (path, offset = 0, limit = 200) =>
      (await ask({ type: "children", path, offset, limit })) as TreePage,
    table: async (query, offset, limit) =>
      (await ask({ type: "table", query, offset, limit })) as TablePage | undefined,
    csv: async (query) => (await ask(query ? { type: "csv", query } : { type: "csv" })) as string | undefined,
    ledger: async () => (await ask({ type: "ledger" })) as LedgerResult | undefined,
    series: async () => (await ask({ type: "series" })) as SeriesResult | undefined,
    dispose: stop,
  };
}
