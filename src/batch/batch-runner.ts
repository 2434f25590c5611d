import type { AnswerContext } from "../answer/read-answer";
import { createOrder } from "../catalog/actions/create-order";
import { orderStatus } from "../catalog/actions/order-status";
import type { Clock } from "../pacing/clock";
import { createRequestEngine, type RequestEngine, type Send } from "../pacing/request-engine";
import { buildRequest, type RequestSettings } from "../request/build-request";
import type { RequestSpec } from "../request/request-spec";
import type { ResponseRecord } from "../request/response-record";
import type { BatchJournal } from "./batch-journal";
import type { BatchRow } from "./row-state";
import {
  afterOrderAnswer,
  afterStatusCheck,
  afterTopUp,
  interrupted,
  sendAgainSameReference,
  writeAhead,
} from "./row-transitions";
import { countStates, type RunEnd } from "./run-end";
import { provesLookup, readStatusAnswer, SETTLE_MS } from "./status-answer";

export const MAX_CONCURRENCY = 4;
/** Tries of one status check the API answers 429; then the row stays unknown until the next resume. */
export const STATUS_CHECK_TRIES = 3;

export interface RunnerOptions {
  batchId: string;
  /** Where requests go now, as BatchMeta.target says it: a batch resumes only where it was placed. */
  target: string;
  journal: BatchJournal;
  /** The transport; used through an engine of the runner's own unless `engine` is given. */
  send: Send;
  settings: RequestSettings;
  clock?: Clock;
  /** Rows in flight at once: 1 by default, at most 4. */
  concurrency?: number;
  settleMs?: number;
  /** Each row's new state, once the journal holds it. */
  onRow?: (row: BatchRow) => void;
  /** The runner waits for the API's rate limit until this time (ms since the epoch). */
  onWait?: (until: number) => void;
  /** The batch's engine, when following its orders shares it; then its own onWait is the one told. */
  engine?: RequestEngine;
  /** How this target's answers are read: its dialect and its wallet's currency. */
  answers?: AnswerContext;
}

export interface BatchRunner {
  /**
   * Resume: rows found `sending` become unknown, unknown rows are asked about, then pending rows are
   * sent (only the rows at `only`'s lines, when given).
   */
  run(only?: readonly number[]): Promise<RunEnd>;
  /** As run, but sends no order: only the unknown rows are asked about (History's "Ask about unknown rows"). */
  ask(): Promise<RunEnd>;
  /** Rows in flight finish; nothing new starts. run() continues later. Pressed before a run starts, that run starts nothing. */
  pause(): void;
  /** As pause, and the batch is marked stopped. */
  stop(): void;
  /** The only way an unknown row is sent again: by a person, with its same reference. */
  sendAgainSameReference(line: number): Promise<BatchRow>;
}

type Halt = "pause" | "stop" | "balance" | "journal" | "cannot_build";

const HALT_END = { pause: "paused", stop: "stopped", balance: "paused_balance" } as const;

export function createBatchRunner(options: RunnerOptions): BatchRunner {
  const { journal, batchId, settings } = options;
  const engine =
    options.engine ?? createRequestEngine({ send: options.send, clock: options.clock, onWait: options.onWait });
  const { clock } = engine;
  const concurrency = Math.min(MAX_CONCURRENCY, Math.max(1, Math.floor(options.concurrency ?? 1)));
  const rows = new Map<number, BatchRow>();
  let halt: Halt | undefined;
  let problem = "";
  let waits = new AbortController();
  let queue: number[] = [];
  let current: Promise<RunEnd> | undefined;
  let lookupProven = false;
  /**
   * Rows taken by a move that awaits (a send, a person's Send again), marked before the first await:
   * a second queue entry, worker or click finds the row taken, so one row's request leaves once and
   * its `sends` in the journal counts every request truly.
   */
  const claimed = new Set<number>();
  function claim(line: number): boolean {
    if (claimed.has(line)) return false;
    claimed.add(line);
    return true;
  }

  const haltWith = (reason: Halt, detail = "") => {
    if (halt === undefined) [halt, problem] = [reason, detail];
    waits.abort();
  };

  async function save(row: BatchRow): Promise<void> {
    await journal.put(row);
    rows.set(row.line, row);
    options.onRow?.(row);
  }

  function built(result: ReturnType<typeof buildRequest>): RequestSpec | undefined {
    if (!result.ok) haltWith("cannot_build", result.message);
    return result.ok ? result.spec : undefined;
  }

  async function place(row: BatchRow): Promise<void> {
    const spec = built(buildRequest(createOrder, { params: row.order }, settings));
    if (!spec) return;
    // Nothing leaves unless this is stored, written once the rate limit lets the order go: its time is
    // when it left, from which the settle time of a later status check counts.
    const ahead: { row?: BatchRow } = {};
    const writeAheadNow = async () => {
      ahead.row = writeAhead(row, clock.now());
      await save(ahead.row);
    };
    // An order that has left is answered whatever happens: Pause and Stop end only a wait.
    const record = await engine.ask(spec, { signal: waits.signal, beforeSend: writeAheadNow });
    const sending = ahead.row;
    // Halted while waiting on the rate limit: nothing left. A request that left keeps its write-ahead
    // whatever came back (a timeout may have placed it): the answer is read below.
    if (!record || !sending) return save(row);
    const after = afterOrderAnswer(sending, record, clock.now(), options.answers);
    await save(after);
    claimed.delete(row.line);
    if (after.state.kind === "paused_balance") haltWith("balance");
    // Refused as a repeat: the order may exist, so its status is asked at once, before any new row.
    if (after.state.kind === "unknown" && after.state.cause.kind === "duplicate") await checkNow(after);
    // A 429: the same row again once the gate opens. An order's try goes through the row's own
    // write-ahead each time (never the engine's `tries`), so every request that leaves is stored first.
    if (after.state.kind === "pending") queue.unshift(after.line);
  }

  /** A pending row's order, once the rate limit allows: the write-ahead is stored only when it may leave. */
  async function placeWhenReady(line: number): Promise<void> {
    await engine.ready(waits.signal);
    const row = rows.get(line);
    if (halt || row?.state.kind !== "pending" || !claim(line)) return;
    try {
      await place(row);
    } finally {
      claimed.delete(line);
    }
  }

  /** Check order status by the row's reference, waiting as the API asks; undefined when halted. */
  async function ask(row: BatchRow): Promise<ResponseRecord | undefined> {
    const reseller_ref = row.order.reseller_ref;
    const spec = built(buildRequest(orderStatus, { params: { reseller_ref } }, settings));
    if (!spec) return undefined;
    const record = await engine.ask(spec, { signal: waits.signal, tries: STATUS_CHECK_TRIES });
    if (record && provesLookup(record, reseller_ref, options.answers)) lookupProven = true;
    return record;
  }

  const question = (row: BatchRow, now: number) => ({
    reference: row.order.reseller_ref,
    sentAt: row.state.kind === "unknown" ? row.state.sentAt : now,
    now,
    settleMs: options.settleMs ?? SETTLE_MS,
    lookupProven,
  });

  /** One unknown row asked about by its reference, and its new state stored; undefined when halted. */
  async function checkNow(row: BatchRow) {
    const record = await ask(row);
    if (!record) return undefined;
    const at = clock.now();
    const verdict = readStatusAnswer(record, question(row, at), options.answers);
    await save(afterStatusCheck(row, verdict, at));
    return { row, record, at, verdict };
  }

  async function checkUnknownRows(): Promise<void> {
    const unconfirmed: { row: BatchRow; record: ResponseRecord; at: number }[] = [];
    for (const row of [...rows.values()].filter((each) => each.state.kind === "unknown")) {
      const checked = await checkNow(row);
      if (!checked) return;
      const { verdict } = checked;
      if (verdict.kind === "unclear" && verdict.note.code === "not_found_unconfirmed") unconfirmed.push(checked);
    }
    if (unconfirmed.length === 0) return;
    // Is a 404 about the order or the route? Asking about an order known to be placed tells.
    const placed = [...rows.values()].filter((each) => each.state.kind === "placed").at(-1);
    if (!lookupProven && placed) await ask(placed);
    if (!lookupProven) return;
    for (const { row, record, at } of unconfirmed) {
      const now = rows.get(row.line) ?? row;
      await save(afterStatusCheck(now, readStatusAnswer(record, question(row, at), options.answers), at));
    }
  }

  function end(): RunEnd {
    const counts = countStates(rows.values());
    if (halt === "journal") return { kind: "journal_failed", detail: problem, counts };
    if (halt === "cannot_build") return { kind: "cannot_build", message: problem };
    return { kind: halt ? HALT_END[halt] : "finished", counts };
  }

  async function runOnce(placing: boolean, only?: readonly number[]): Promise<RunEnd> {
    const ended = await runHalting(placing, only);
    // A halt lasts for the run it ended (or, pressed before it started, the run it kept from starting).
    [halt, problem] = [undefined, ""];
    return ended;
  }

  async function runHalting(placing: boolean, only?: readonly number[]): Promise<RunEnd> {
    waits = new AbortController();
    if (halt) waits.abort();
    const meta = await journal.batch(batchId);
    if (!meta) return { kind: "no_batch" };
    if (meta.target !== options.target) return { kind: "wrong_target", batchTarget: meta.target };
    rows.clear();
    try {
      for (const row of await journal.rows(batchId)) rows.set(row.line, row);
      for (const row of [...rows.values()]) {
        if (row.state.kind === "sending") await save(interrupted(row));
        else if (row.state.kind === "paused_balance") await save(afterTopUp(row));
      }
      await checkUnknownRows();
      const chosen = (row: BatchRow) => row.state.kind === "pending" && (only === undefined || only.includes(row.line));
      queue = placing ? [...rows.values()].filter(chosen).map((row) => row.line) : [];
      const next = () => (halt ? undefined : queue.shift());
      await engine.each(next, concurrency, waits.signal, (line) =>
        // A journal that cannot be written halts the batch at once: no other row starts.
        placeWhenReady(line).catch((error: unknown) =>
          haltWith("journal", error instanceof Error ? error.message : String(error)),
        ),
      );
      if (halt === "stop") await journal.putMeta({ ...meta, stoppedAt: clock.now() });
    } catch (error) {
      haltWith("journal", error instanceof Error ? error.message : String(error));
    }
    return end();
  }

  const once = (placing: boolean, only?: readonly number[]) => {
    current ??= runOnce(placing, only).finally(() => {
      current = undefined;
    });
    return current;
  };

  return {
    run: (only) => once(true, only),
    ask: () => once(false),
    pause: () => haltWith("pause"),
    stop: () => haltWith("stop"),
    async sendAgainSameReference(line) {
      const row = rows.get(line) ?? (await journal.rows(batchId)).find((each) => each.line === line);
      if (!row) throw new Error(`sendAgainSameReference: batch ${batchId} has no row at line ${line}`);
      // A second press of the same choice (a double click) finds the row taken or no longer unknown.
      const now = rows.get(line) ?? row;
      if (now.state.kind !== "unknown" || !claim(line)) return now;
      try {
        const again = sendAgainSameReference(now);
        await save(again);
        if (current) queue.push(line);
        return again;
      } finally {
        claimed.delete(line);
      }
    },
  };
}
