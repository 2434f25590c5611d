import type { BatchJournal } from "../../src/batch/batch-journal";
import { createBatchRunner, type RunnerOptions } from "../../src/batch/batch-runner";
import { checkRows } from "../../src/batch/check-rows";
import { createMemoryJournal } from "../../src/batch/memory-journal";
import { parseSheet } from "../../src/batch/parse-sheet";
import { startBatch } from "../../src/batch/start-batch";
import type { Clock } from "../../src/pacing/clock";
import type { RequestSpec } from "../../src/request/request-spec";
import type { ResponseRecord } from "../../src/request/response-record";

export const BATCH = "20261122-abc123";
export const TARGET = "sandbox https://api.example.test/v1 rest abcd";
export const settings = { baseUrl: "https://api.example.test/v1", apiKey: "k-1", pathStyle: "rest" as const };
export const START = Date.UTC(2026, 10, 22, 12, 0, 0);

/** Virtual time: a wait moves the clock at once and is remembered, so no test waits for real. */
export function fakeClock(start = START) {
  let now = start;
  const sleeps: number[] = [];
  const clock: Clock & { sleeps: number[]; advance(ms: number): void } = {
    now: () => now,
    sleep: async (ms, signal) => {
      sleeps.push(ms);
      if (!signal.aborted) now += ms;
    },
    sleeps,
    advance: (ms) => {
      now += ms;
    },
  };
  return clock;
}

export interface Call {
  kind: "order" | "status";
  reference: string;
  at: number;
}

/** What a request asks, read back from its spec: an order (its reference in the body) or a status check. */
export function callOf(spec: RequestSpec, at: number): Call {
  const url = new URL(spec.url);
  if (spec.method === "POST") return { kind: "order", reference: JSON.parse(spec.body ?? "{}").reseller_ref, at };
  return { kind: "status", reference: url.searchParams.get("reseller_ref") ?? "", at };
}

/** A batch of `rows` rows (lines 2…), written to a fresh journal as the dry run would. */
export async function newBatch(rows: number, journal: BatchJournal = createMemoryJournal()) {
  const lines = ["product_id,user_id"];
  for (let at = 0; at < rows; at++) lines.push(`201,${1000 + at}`);
  const checks = checkRows(parseSheet(lines.join("\n")).rows, { batchId: BATCH, prefix: "ref" });
  await startBatch(journal, checks, { batchId: BATCH, target: TARGET, prefix: "ref", now: START });
  return journal;
}

export const ref = (line: number) => `ref-${BATCH}-${line}`;

/** A dry run's plan of `rows` ready rows (lines 2…), as a batch's run starts it. */
export function planOf(rows: number) {
  const lines = ["product_id,user_id", ...Array.from({ length: rows }, (_, at) => `201,${1000 + at}`)];
  return {
    batchId: BATCH,
    target: TARGET,
    prefix: "ref",
    checks: checkRows(parseSheet(lines.join("\n")).rows, { batchId: BATCH, prefix: "ref" }),
  };
}

/** A runner over `journal` whose API is `api`; every request is recorded in `calls`. */
export function runnerFor(
  journal: BatchJournal,
  api: (call: Call) => ResponseRecord | Promise<ResponseRecord>,
  extra: Partial<RunnerOptions> = {},
) {
  const clock = (extra.clock as ReturnType<typeof fakeClock> | undefined) ?? fakeClock();
  const calls: Call[] = [];
  const runner = createBatchRunner({
    batchId: BATCH,
    target: TARGET,
    journal,
    settings,
    clock,
    send: async (spec) => {
      const call = callOf(spec, clock.now());
      calls.push(call);
      return api(call);
    },
    ...extra,
  });
  return { runner, calls, clock };
}

/** A promise with its resolve outside: a request held in flight until the test lets it land. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Lets pending promise callbacks run (the runner's journal writes and the next start). */
export async function settle(rounds = 20) {
  for (let round = 0; round < rounds; round++) await Promise.resolve();
}
