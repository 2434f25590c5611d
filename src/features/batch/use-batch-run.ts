import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { AnswerContext } from "../../answer/read-answer";
import type { WordCorrections } from "../../answer/status-words";
import type { BatchMeta } from "../../batch/batch-journal";
import { type BatchRunner, createBatchRunner } from "../../batch/batch-runner";
import { createOrderFollower, type OrderFollower } from "../../batch/order-follower";
import { needsFollowing } from "../../batch/row-final";
import type { BatchRow } from "../../batch/row-state";
import type { RunEnd } from "../../batch/run-end";
import { startBatch } from "../../batch/start-batch";
import { throttled } from "../../lib/throttled";
import { createRequestEngine } from "../../pacing/request-engine";
import { batchJournal } from "../../ui/batch-journal-source";
import { useAnswerContext } from "../../ui/use-answer-context";
import { useRequestTarget } from "../../ui/use-request-target";
import type { DryRun } from "./use-dry-run";

/** The batch on screen: its meta and rows as the journal holds them. */
export interface ShownBatch {
  meta: BatchMeta;
  rows: ReadonlyMap<number, BatchRow>;
  /** Its lines in file order. */
  lines: readonly number[];
  /** Found unfinished when the page opened: a crash, a reload or a closed tab stopped it. */
  interrupted: boolean;
}

const UNFINISHED = new Set(["pending", "sending", "unknown", "paused_balance"]);
const toPlace = (row: BatchRow) => UNFINISHED.has(row.state.kind);

/**
 * The newest batch of this browser that a person did not stop and that still has rows to settle or
 * orders to follow (their words read with `corrections`). It is interrupted only when rows are left
 * to place: following goes on by itself.
 */
async function unfinishedBatch(corrections?: WordCorrections): Promise<ShownBatch | undefined> {
  const { journal } = await batchJournal();
  const metas = (await journal.batches()).filter((meta) => meta.stoppedAt === undefined);
  for (const meta of metas.sort((a, b) => b.createdAt - a.createdAt)) {
    const rows = await journal.rows(meta.id);
    if (rows.some((row) => toPlace(row) || needsFollowing(row, corrections))) {
      return {
        meta,
        rows: new Map(rows.map((row) => [row.line, row])),
        lines: rows.map((row) => row.line),
        interrupted: rows.some(toPlace),
      };
    }
  }
  return undefined;
}

/** Screen updates at most this often while rows settle: 10,000 answers are not 10,000 renders. */

/**
 * The batch's runner (batch/batch-runner.ts) over the journal, as React sees it: the runner and the
 * journal decide, this renders. Each Resume makes a runner with the settings of that moment; a
 * batch resumes only where it was placed, which the runner checks. The runner, the follower and the
 * views read answers with the target's context (its corrections), so a correction in the answer
 * map applies to the batch at once: its counts are read from the stored words, and following starts
 * anew with the corrected reading.
 */
export function useBatchRun() {
  const target = useRequestTarget();
  // The wallet's currency is not asked for here: placing and following read no amount.
  const answers = useAnswerContext({ askWallet: false });
  const { dialect } = answers;
  const corrections = dialect?.words;
  const followAnswers = useMemo((): AnswerContext => (dialect ? { dialect } : {}), [dialect]);
  const opening = useRef(corrections);
  const [batch, setBatch] = useState<ShownBatch>();
  const [, setVersion] = useState(0);
  const [running, setRunning] = useState(false);
  const [end, setEnd] = useState<RunEnd>();
  const [waitUntil, setWaitUntil] = useState<number>();
  const [durable, setDurable] = useState(true);
  const [following, setFollowing] = useState(false);
  const [followStopped, setFollowStopped] = useState(false);
  // Resume starts following anew: orders it had given up on are asked about again.
  const [followRound, setFollowRound] = useState(0);
  const runner = useRef<BatchRunner | undefined>(undefined);
  const follower = useRef<OrderFollower | undefined>(undefined);
  // One engine for the region's requests: placing rows and following orders heed the same rate
  // limit. It sends with the target of the moment (a runner and a follower are made anew for a new one).
  const sendNow = useRef(target.send);
  sendNow.current = target.send;
  const [engine] = useState(() => createRequestEngine({ send: (spec) => sendNow.current(spec), onWait: setWaitUntil }));
  const rows = useRef(new Map<number, BatchRow>());
  const [{ call: scheduleRedraw, cancel: cancelRedraw }] = useState(() =>
    throttled(() => setVersion((version) => version + 1)),
  );

  useEffect(() => {
    let current = true;
    void batchJournal().then(({ durable }) => current && setDurable(durable));
    void unfinishedBatch(opening.current).then((found) => {
      if (!current || !found) return;
      rows.current = new Map(found.rows);
      setBatch((shown) => shown ?? { ...found, rows: rows.current });
    });
    return () => {
      current = false;
      cancelRedraw();
      // Rows in flight finish and are written; nothing new starts once the region is closed.
      runner.current?.pause();
    };
  }, [cancelRedraw]);

  const runnerFor = useCallback(
    (meta: BatchMeta, concurrency: number, journal: Awaited<ReturnType<typeof batchJournal>>["journal"]) =>
      createBatchRunner({
        batchId: meta.id,
        target: target.target,
        journal,
        send: (spec) => target.send(spec),
        settings: target.settings,
        concurrency,
        engine,
        answers,
        onRow: (row) => {
          rows.current.set(row.line, row);
          setWaitUntil(undefined);
          scheduleRedraw();
          follower.current?.follow(row);
        },
      }),
    [target, scheduleRedraw, engine, answers],
  );

  const shownId = batch?.meta.id;
  const shownTarget = batch?.meta.target;
  // Placed orders are followed to their final status by one loop for the whole batch, from the
  // moment the batch is shown on its own target (after a reload too) until Stop, New batch or the
  // region closes. A change of settings makes a new follower with the new ones, and so does Resume
  // (a new followRound), which asks again about orders the last one gave up on, and a correction of
  // how the target's answers are read (a word now final is not asked about; one no longer final is).
  useEffect(() => {
    if (shownId === undefined || shownTarget !== target.target || followStopped || followRound < 0) return;
    let current = true;
    const next = createOrderFollower({
      target: target.target,
      send: (spec) => target.send(spec),
      settings: target.settings,
      engine,
      answers: followAnswers,
      journal: { put: async (row) => (await batchJournal()).journal.put(row) },
      onRow: (row) => {
        rows.current.set(row.line, row);
        scheduleRedraw();
      },
      onActive: (active) => current && setFollowing(active),
    });
    follower.current = next;
    for (const row of rows.current.values()) next.follow(row);
    return () => {
      current = false;
      next.stop();
      if (follower.current === next) follower.current = undefined;
      setFollowing(false);
    };
  }, [shownId, shownTarget, target, followStopped, followRound, engine, scheduleRedraw, followAnswers]);

  const run = useCallback(
    async (meta: BatchMeta, concurrency: number, before?: (runner: BatchRunner) => Promise<unknown>) => {
      if (runner.current && running) return;
      const { journal } = await batchJournal();
      const next = runnerFor(meta, concurrency, journal);
      runner.current = next;
      setRunning(true);
      setEnd(undefined);
      try {
        await before?.(next);
        let ended = await next.run();
        // A row sent again just as the runner ran out of rows waits for no one: go on with it.
        while (ended.kind === "finished" && [...rows.current.values()].some((row) => row.state.kind === "pending")) {
          ended = await next.run();
        }
        setEnd(ended);
      } finally {
        setRunning(false);
        setWaitUntil(undefined);
        setVersion((version) => version + 1);
      }
    },
    [runnerFor, running],
  );

  /** Writes the dry run's ready rows as a new batch, all waiting, then sends them. */
  const start = useCallback(
    async (dry: DryRun, concurrency: number, fileName?: string) => {
      const { journal } = await batchJournal();
      const { meta, rows: created } = await startBatch(journal, dry.checks, {
        batchId: dry.batchId,
        target: dry.target,
        prefix: dry.prefix,
        ...(fileName !== undefined && { fileName }),
        now: Date.now(),
      });
      rows.current = new Map(created.map((row) => [row.line, row]));
      setBatch({ meta, rows: rows.current, lines: created.map((row) => row.line), interrupted: false });
      await run(meta, concurrency);
    },
    [run],
  );

  const resume = useCallback(
    (concurrency: number) => {
      if (!batch) return;
      setFollowStopped(false);
      setFollowRound((round) => round + 1);
      setBatch({ ...batch, interrupted: false });
      void run(batch.meta, concurrency);
    },
    [batch, run],
  );

  /** An unknown row, by a person's explicit choice, with its same reference; then the batch goes on. */
  const sendAgain = useCallback(
    (line: number, concurrency: number) => {
      if (!batch) return;
      if (running && runner.current) {
        void runner.current.sendAgainSameReference(line);
        return;
      }
      setBatch({ ...batch, interrupted: false });
      void run(batch.meta, concurrency, (next) => next.sendAgainSameReference(line));
    },
    [batch, running, run],
  );

  const close = useCallback(() => {
    if (running) return;
    runner.current = undefined;
    rows.current = new Map();
    setBatch(undefined);
    setEnd(undefined);
    setFollowStopped(false);
  }, [running]);

  /** Stop: the run ends as it did, and following ends too (until Resume, or the next time the page opens). */
  const stop = useCallback(() => {
    runner.current?.stop();
    follower.current?.stop();
    setFollowStopped(true);
  }, []);

  return {
    batch: batch && { ...batch, rows: rows.current },
    /** The target's corrections of status words: the views read each row's final kind with them. */
    corrections,
    running,
    following,
    end,
    waitUntil,
    durable,
    start,
    resume,
    sendAgain,
    pause: () => runner.current?.pause(),
    stop,
    close,
  };
}
