import type { AnswerContext } from "../answer/read-answer";
import type { WordCorrections } from "../answer/status-words";
import { scrubRecord } from "../history/redact";
import { createListeners } from "../lib/listeners";
import { throttled } from "../lib/throttled";
import { createRequestEngine, type Send } from "../pacing/request-engine";
import type { RequestSettings } from "../request/build-request";
import { requestKey } from "../request/mask-key";
import type { BatchJournal, BatchMeta } from "./batch-journal";
import type { BatchLocks } from "./batch-locks";
import { type BatchNews, batchNews } from "./batch-news";
import { type BatchRunner, createBatchRunner } from "./batch-runner";
import { createOrderFollower, type OrderFollower } from "./order-follower";
import { type ResumeQuestion, resumeQuestion } from "./resume-question";
import { needsFollowing } from "./row-final";
import type { RowCheck } from "./row-findings";
import type { BatchRow } from "./row-state";
import type { RunEnd } from "./run-end";
import { type ShownBatch, shownBatch } from "./shown-batch";
import { startBatch } from "./start-batch";
import { lockStorage, storageLocks } from "./storage-locks";
import { watchElsewhere } from "./watch-elsewhere";

/** The batches of this browser: in IndexedDB, or in memory where there is none. */
export interface JournalSource {
  journal: BatchJournal;
  /** False when the browser keeps nothing (no IndexedDB): the batch lasts as long as the page. */
  durable: boolean;
  /** One runner per batch across tabs: Web Locks where the browser has them; a heartbeat in storage otherwise. */
  locks?: BatchLocks;
}

/** Where the batch's requests go now, and how their answers are read (the target's context). */
export interface BatchConnection {
  /** As BatchMeta.target says it: a batch resumes, and is followed, only where it was placed. */
  target: string;
  settings: RequestSettings;
  send: Send;
  answers: AnswerContext;
}

export interface BatchRunState {
  /** The batch on screen. */
  batch?: ShownBatch;
  running: boolean;
  /** Orders are being followed to their final status. */
  following: boolean;
  end?: RunEnd;
  /** Requests wait for the API's rate limit until this time (ms since the epoch). */
  waitUntil?: number;
  durable: boolean;
  /**
   * Another tab runs the shown batch: its rows are read from the journal as that tab writes them,
   * nothing is sent from here, and the batch is this tab's to resume only once that run ends.
   */
  elsewhere: boolean;
  /** Resume found that sending could top a player up twice: it waits for the person's answer. */
  asking?: ResumeQuestion;
}

/** A dry run's ready rows, as a batch is written from them. */
export interface BatchPlan {
  batchId: string;
  target: string;
  prefix: string;
  checks: readonly RowCheck[];
}

export interface BatchRun {
  subscribe(listener: () => void): () => void;
  /** The same object until something changes; redrawn at most every REDRAW_MS while rows settle. */
  getSnapshot(): BatchRunState;
  /** The settings or the target's corrections changed: later requests use them, and following starts anew with them. */
  setTarget(target: BatchConnection): void;
  /** Shows the newest unfinished batch of this browser, if any (the region opened). */
  open(): Promise<void>;
  /** Writes the plan's rows as a new batch, all waiting, then sends them. */
  start(plan: BatchPlan, concurrency: number, fileName?: string): Promise<void>;
  /**
   * Unknown rows are asked about, then the waiting rows sent. A batch left for another one, or with
   * rows another batch placed, is resumed only `confirmed` (the person answered `asking`).
   */
  resume(concurrency: number, confirmed?: boolean): void;
  /** Asks about the shown batch's unknown rows by their references, and sends nothing else. */
  askUnknown(): void;
  /** Shows this batch of the journal instead (from History); not while one runs. */
  openBatch(batchId: string): Promise<void>;
  /** Resume's question answered No: nothing is sent. */
  cancelResume(): void;
  /**
   * An unknown row, by a person's explicit choice, with its same reference: into the run going on,
   * or, when none is, on its own (the batch's other rows wait for Resume and its question).
   */
  sendAgain(line: number, concurrency: number): void;
  pause(): void;
  /** The run ends as it did, and following ends too (until Resume, or the next time the page opens). */
  stop(): void;
  /** Leaves the batch (New batch); not while it runs. */
  close(): void;
  /** The region closes: rows in flight finish and are written; nothing new starts (until `open` again). */
  dispose(): void;
}

const UNFINISHED = new Set(["pending", "sending", "unknown", "paused_balance"]);
const toPlace = (row: BatchRow) => UNFINISHED.has(row.state.kind);
const isPending = (row: BatchRow) => row.state.kind === "pending";
/** Runs after the first in one press, for rows sent again as each ended: bounded, as every loop is. */
const MAX_ROUNDS = 10_000;

/** What a run does: send the waiting rows, only ask about the unknown ones, or send one row again. */
type RunMode = { kind: "place" } | { kind: "ask" } | { kind: "again"; line: number };

/**
 * The newest batch of this browser that a person did not stop and that still has rows to settle or
 * orders to follow (their words read with `corrections`). It is interrupted only when rows are left
 * to place: following goes on by itself.
 */
async function unfinishedBatch(journal: BatchJournal, corrections?: WordCorrections): Promise<ShownBatch | undefined> {
  const metas = (await journal.batches()).filter(
    (meta) => meta.stoppedAt === undefined && meta.abandonedAt === undefined,
  );
  for (const meta of metas.sort((a, b) => b.createdAt - a.createdAt)) {
    const rows = await journal.rows(meta.id);
    if (rows.some((row) => toPlace(row) || needsFollowing(row, corrections))) {
      return shownBatch(meta, rows, rows.some(toPlace));
    }
  }
  return undefined;
}

/**
 * One batch region's run, framework-free: the runner (batch-runner.ts) and the order follower over
 * the journal, sharing one request engine, so placing rows and following orders heed the same rate
 * limit. React reads it with useSyncExternalStore; notifications of rows settling are throttled here.
 * Each Resume makes a runner with the target of that moment; a batch resumes only where it was
 * placed, which the runner checks. The runner and the follower read answers with the target's
 * context, so a correction in the answer map applies at once: following starts anew with it.
 */
export function createBatchRun(
  journals: () => Promise<JournalSource>,
  first: BatchConnection,
  news: BatchNews = batchNews(),
): BatchRun {
  let target = first;
  let state: BatchRunState = { running: false, following: false, durable: true, elsewhere: false };
  let rows = new Map<number, BatchRow>();
  let runner: BatchRunner | undefined;
  let follower: OrderFollower | undefined;
  /** Stop ends following until Resume (or New batch). */
  let followStopped = false;
  let disposed = false;
  /** Set, before anything awaits, while a run is starting or running: a second press starts none. */
  let busy = false;
  /**
   * Pause or Stop pressed (or the region closed) since the last press that starts a run: a run still
   * starting (reading the journal, asking Resume's question) then starts nothing.
   */
  let halting: "pause" | "stop" | undefined;
  /** While a run sends rows a person sent again (and only those): their lines. */
  let sentAgain: number[] | undefined;
  /** Send again pressed while a run goes on, its row's move still being written: the run waits for it. */
  const writing: Promise<unknown>[] = [];
  /** Ends the watch of a batch another tab runs. */
  let watching: AbortController | undefined;
  // A heartbeat of this run's own where the source names no Web Locks: another run is another owner.
  const ownLocks = storageLocks(lockStorage());
  const locksOf = (source: JournalSource) => source.locks ?? ownLocks;
  const listeners = createListeners();
  // What the batch keeps of its answers (the journal, the results file) holds no copy of the key.
  const send: Send = async (spec) => scrubRecord(await target.send(spec), [requestKey(spec)]);
  const engine = createRequestEngine({
    send,
    onWait: (until) => set({ waitUntil: until }),
  });

  function set(change: Partial<BatchRunState>): void {
    state = { ...state, ...change };
    listeners.notify();
  }
  /** Rows changed in place: the snapshot is new, its batch a new object over the same rows. */
  const redraw = throttled(() => {
    set({ batch: state.batch && { ...state.batch, rows } });
    if (state.batch && !state.elsewhere) news.tell(state.batch.meta.id);
  });

  function show(batch: ShownBatch | undefined): void {
    rows = new Map(batch?.rows ?? []);
    set({ batch: batch && { ...batch, rows } });
    follow();
  }

  /** Following of the shown batch, anew: after a new target, a Resume, a correction. */
  function follow(): void {
    follower?.stop();
    follower = undefined;
    const meta = state.batch?.meta;
    if (!meta || meta.target !== target.target || followStopped || disposed || state.elsewhere) {
      set({ following: false });
      return;
    }
    const { dialect } = target.answers;
    const next = createOrderFollower({
      target: target.target,
      send,
      settings: target.settings,
      engine,
      answers: dialect ? { dialect } : {},
      journal: { put: async (row) => (await journals()).journal.put(row) },
      onRow: (row) => {
        rows.set(row.line, row);
        redraw.call();
      },
      onActive: (active) => follower === next && set({ following: active }),
    });
    follower = next;
    for (const row of rows.values()) next.follow(row);
  }

  /**
   * The shown batch runs in another tab: its counts follow that tab's writes to the journal, and
   * when its lock is free the batch is this tab's to resume, as any batch left unfinished is.
   */
  function watch(meta: BatchMeta, journal: BatchJournal, locks: BatchLocks): void {
    watching?.abort();
    const stop = new AbortController();
    watching = stop;
    set({ elsewhere: true });
    follow();
    watchElsewhere({
      batchId: meta.id,
      journal,
      locks,
      news,
      signal: stop.signal,
      onRows(read, free) {
        if (state.batch?.meta.id !== meta.id) return;
        rows = new Map(read.map((row) => [row.line, row]));
        set({ batch: { ...state.batch, rows, interrupted: free && read.some(toPlace) } });
        if (!free) return;
        watching = undefined;
        set({ elsewhere: false });
        follow();
      },
    });
  }

  /** Shows a batch found in the journal: as interrupted when this tab may take it, else as running elsewhere. */
  async function present(found: ShownBatch, source: JournalSource, unlessShowing = false): Promise<void> {
    const locks = locksOf(source);
    const held = await locks.tryHold(found.meta.id);
    await held?.release();
    if (disposed || (unlessShowing && state.batch)) return;
    if (!held) set({ elsewhere: true });
    show(held ? found : { ...found, interrupted: false });
    if (!held) watch(found.meta, source.journal, locks);
  }

  function unwatch(): void {
    watching?.abort();
    watching = undefined;
    if (state.elsewhere) set({ elsewhere: false });
  }

  async function run(meta: BatchMeta, concurrency: number, mode: RunMode = { kind: "place" }) {
    if (busy) return;
    busy = true;
    try {
      const source = await journals();
      const held = await locksOf(source).tryHold(meta.id);
      if (!held) return watch(meta, source.journal, locksOf(source));
      try {
        await runHeld(meta, source.journal, concurrency, mode);
      } finally {
        await held.release();
      }
    } finally {
      busy = false;
    }
  }

  async function runHeld(meta: BatchMeta, journal: BatchJournal, concurrency: number, mode: RunMode) {
    unwatch();
    const next = createBatchRunner({
      batchId: meta.id,
      target: target.target,
      journal,
      send,
      settings: target.settings,
      concurrency,
      engine,
      answers: target.answers,
      onRow: (row) => {
        rows.set(row.line, row);
        state = { ...state, waitUntil: undefined };
        redraw.call();
        follower?.follow(row);
      },
    });
    runner = next;
    // The rows this run sends: every waiting one, or those a person sent again (more may be while it runs).
    const only = mode.kind === "again" ? [mode.line] : undefined;
    sentAgain = only;
    if (disposed) next.pause();
    else if (halting) next[halting]();
    set({ running: true, end: undefined });
    try {
      if (mode.kind === "again") await next.sendAgainSameReference(mode.line);
      const owed = (row: BatchRow) => isPending(row) && (only === undefined || only.includes(row.line));
      let ended = mode.kind === "ask" ? await next.ask() : await next.run(only);
      // A row sent again just as the runner ran out of rows waits for no one: once its move is written,
      // the run goes on with it.
      for (let round = 0; round < MAX_ROUNDS; round++) {
        await Promise.all(writing.splice(0));
        if (mode.kind === "ask" || ended.kind !== "finished" || ![...rows.values()].some(owed)) break;
        ended = await next.run(only);
      }
      // One row sent again, the batch's other rows still waiting: it is paused, not finished, for Resume.
      if (mode.kind === "again" && ended.kind === "finished" && [...rows.values()].some(isPending)) {
        ended = { ...ended, kind: "paused" };
      }
      set({ end: ended });
    } finally {
      redraw.cancel();
      set({ running: false, waitUntil: undefined, batch: state.batch && { ...state.batch, rows } });
    }
  }

  const again = (batch: ShownBatch) => {
    set({ batch: { ...batch, interrupted: false } });
    return batch.meta;
  };

  return {
    subscribe: listeners.subscribe,
    getSnapshot: () => state,
    setTarget(next) {
      const refollow =
        next.target !== target.target ||
        next.settings !== target.settings ||
        next.answers.dialect !== target.answers.dialect;
      target = next;
      if (refollow) follow();
    },
    async open() {
      disposed = false;
      const source = await journals();
      const { journal, durable } = source;
      if (disposed) return;
      set({ durable });
      const found = await unfinishedBatch(journal, target.answers.dialect?.words);
      if (!disposed && found && !state.batch) await present(found, source, true);
    },
    async openBatch(batchId) {
      if (busy) return;
      const source = await journals();
      const meta = await source.journal.batch(batchId);
      if (!meta || busy || disposed) return;
      const found = await source.journal.rows(batchId);
      unwatch();
      runner = undefined;
      set({ end: undefined, asking: undefined });
      await present(shownBatch(meta, found, found.some(toPlace)), source);
    },
    async start({ batchId, target: placedOn, prefix, checks }, concurrency, fileName) {
      halting = undefined;
      const { journal } = await journals();
      const { meta, rows: created } = await startBatch(journal, checks, {
        batchId,
        target: placedOn,
        prefix,
        ...(fileName !== undefined && { fileName }),
        now: Date.now(),
      });
      show(shownBatch(meta, created));
      await run(meta, concurrency);
    },
    resume(concurrency, confirmed = false) {
      const batch = state.batch;
      if (!batch || busy || state.elsewhere) return;
      halting = undefined;
      void (async () => {
        const { journal } = await journals();
        const meta = (await journal.batch(batch.meta.id)) ?? batch.meta;
        const asking = confirmed ? undefined : await resumeQuestion(journal, meta, [...rows.values()]);
        set({ asking });
        if (asking || disposed || halting || state.batch?.meta.id !== meta.id) return;
        if (meta.abandonedAt !== undefined) {
          const { abandonedAt: _, ...kept } = meta;
          await journal.putMeta(kept);
        }
        // Resume asks again about the orders the last following gave up on.
        followStopped = false;
        again(batch);
        follow();
        await run(meta, concurrency);
      })();
    },
    cancelResume: () => set({ asking: undefined }),
    askUnknown() {
      if (!state.batch || state.elsewhere) return;
      halting = undefined;
      void run(state.batch.meta, 1, { kind: "ask" });
    },
    sendAgain(line, concurrency) {
      if (!state.batch) return;
      if (state.running && runner) {
        sentAgain?.push(line);
        writing.push(runner.sendAgainSameReference(line).catch(() => undefined));
        return;
      }
      halting = undefined;
      void run(again(state.batch), concurrency, { kind: "again", line });
    },
    pause() {
      halting ??= "pause";
      runner?.pause();
    },
    stop() {
      halting = "stop";
      runner?.stop();
      followStopped = true;
      follow();
    },
    close() {
      if (state.running) return;
      const left = state.batch;
      // Left with rows to place (and not to another tab): marked, so it is never resumed unasked.
      if (left && !state.elsewhere && [...rows.values()].some(toPlace)) {
        void journals().then(async ({ journal }) => {
          const meta = await journal.batch(left.meta.id);
          if (meta) await journal.putMeta({ ...meta, abandonedAt: Date.now() });
        });
      }
      unwatch();
      runner = undefined;
      followStopped = false;
      show(undefined);
      set({ end: undefined, asking: undefined });
    },
    dispose() {
      disposed = true;
      watching?.abort();
      redraw.cancel();
      runner?.pause();
      follower?.stop();
      follower = undefined;
    },
  };
}
