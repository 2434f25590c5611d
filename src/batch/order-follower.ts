import type { AnswerContext } from "../answer/read-answer";
import { orderStatus } from "../catalog/actions/order-status";
import type { Clock } from "../pacing/clock";
import { createDueLoop } from "../pacing/due-loop";
import { createRequestEngine, type RequestEngine, type Send } from "../pacing/request-engine";
import { buildRequest, type RequestSettings } from "../request/build-request";
import {
  afterCheck,
  type OrderLookup,
  startTracking,
  stopTracking,
  type TrackedOrder,
} from "../workspace/order-tracking/tracked-order";
import type { BatchJournal } from "./batch-journal";
import { needsFollowing } from "./row-final";
import type { BatchRow } from "./row-state";

export interface FollowerOptions {
  /** Where the batch was placed, as BatchMeta.target and the tracker say it. */
  target: string;
  /** Only writes: a row's final status is stored before it is shown. */
  journal: Pick<BatchJournal, "put">;
  /** The transport; used through an engine of the follower's own unless `engine` is given. */
  send: Send;
  settings: RequestSettings;
  clock?: Clock;
  /** The batch's engine, shared with its runner: checks and orders wait on the same rate limit. */
  engine?: RequestEngine;
  /** Each row whose order's status changed or settled, once the journal holds it. */
  onRow?: (row: BatchRow) => void;
  /** True while orders are being followed, false once none is left or following stopped. */
  onActive?: (active: boolean) => void;
  /**
   * How this target's answers are read (its dialect's words and fields): following stops on a word
   * the status list or a correction calls final, and finds the status where a correction says.
   */
  answers?: AnswerContext;
}

export interface OrderFollower {
  /** Follows a placed row's order until its final status; a row already followed, or final as its word reads with this target's corrections, is left. */
  follow(row: BatchRow): void;
  /** Ends following: the wait ends at once, a check in flight is recorded, nothing more is asked. */
  stop(): void;
  /** The lines being followed. */
  following(): number[];
  /** Resolves when the loop has ended (nothing left, or stopped). */
  idle(): Promise<void>;
}

const lookupOf = (row: BatchRow): OrderLookup =>
  row.state.kind === "placed" && row.state.orderId !== undefined
    ? { by: "order_id", value: row.state.orderId }
    : { by: "reseller_ref", value: row.order.reseller_ref };

/**
 * Follows a batch's placed orders to their final status with ONE loop, whatever their number (the
 * engine's due loop): the order whose next check is soonest is asked about once the batch's engine
 * allows, and the order tracker's own decision applies (afterCheck: its back-off, its Retry-After
 * handling, its final words and time limit). So 300 orders are one timer, one request at a time,
 * never faster than the API's rate-limit headers allow.
 */
export function createOrderFollower(options: FollowerOptions): OrderFollower {
  const { journal, settings, target } = options;
  const engine = options.engine ?? createRequestEngine({ send: options.send, clock: options.clock });
  const { clock } = engine;
  const tracked = new Map<number, { row: BatchRow; order: TrackedOrder }>();
  let stopped = false;
  /** Ends a check in flight's wait on Stop; the check's answer, once it came, is still recorded. */
  const stopping = new AbortController();

  async function save(row: BatchRow): Promise<void> {
    await journal.put(row);
    options.onRow?.(row);
  }

  function soonest() {
    let best: { row: BatchRow; order: TrackedOrder } | undefined;
    for (const entry of tracked.values()) {
      if ((entry.order.nextCheckAt ?? 0) < (best?.order.nextCheckAt ?? Number.POSITIVE_INFINITY)) best = entry;
    }
    const due = best;
    return due && { at: due.order.nextCheckAt ?? 0, run: () => check(due) };
  }

  async function settle(row: BatchRow, order: TrackedOrder): Promise<void> {
    if (row.state.kind !== "placed") return;
    const last = order.changes.at(-1);
    const { outcome } = order;
    const now = clock.now();
    // Once following goes on, an earlier "no longer followed" no longer holds, nor a final word
    // that a correction has since said is not final.
    const { unfollowed: _, final: __, ...state } = row.state;
    // A word a check gave (not the order's own answer) ends the order when it is final.
    const seen = last && { orderStatus: last.status, ...(last.check > 0 && { checked: true as const }) };
    if (outcome?.kind === "final") {
      await save({
        ...row,
        state: { ...state, orderStatus: outcome.status, checked: true, final: { status: outcome.status, at: now } },
      });
    } else if (outcome) {
      await save({ ...row, state: { ...state, ...seen, unfollowed: { at: now, outcome } } });
    } else if (
      seen !== undefined &&
      (seen.orderStatus !== row.state.orderStatus ||
        (seen.checked && !row.state.checked) ||
        row.state.unfollowed ||
        row.state.final)
    ) {
      const next = { ...row, state: { ...state, ...seen } };
      if (tracked.has(row.line)) tracked.set(row.line, { row: next, order });
      await save(next);
    }
  }

  async function check(entry: { row: BatchRow; order: TrackedOrder }): Promise<void> {
    const { row, lookup } = { row: entry.row, lookup: entry.order.lookup };
    const built = buildRequest(orderStatus, { params: { [lookup.by]: lookup.value } }, settings);
    if (!built.ok) {
      tracked.delete(row.line);
      await settle(row, stopTracking(entry.order, { kind: "broken", problem: built.message }));
      return;
    }
    const record = await engine.ask(built.spec, { signal: stopping.signal });
    if (!record) return;
    const order = afterCheck(entry.order, record, clock.now(), options.answers);
    if (order.outcome) tracked.delete(row.line);
    else if (!stopped) tracked.set(row.line, { row, order });
    await settle(row, order);
  }

  const loop = createDueLoop(engine, soonest, options.onActive);

  return {
    follow(row) {
      const words = options.answers?.dialect?.words;
      if (stopped || !needsFollowing(row, words) || tracked.has(row.line) || row.state.kind !== "placed") return;
      const { orderStatus: status } = row.state;
      const order = startTracking({
        lookup: lookupOf(row),
        target,
        ...(status !== undefined && { status }),
        now: clock.now(),
      });
      tracked.set(row.line, { row, order });
      loop.wake();
    },
    stop() {
      stopped = true;
      tracked.clear();
      stopping.abort();
      loop.stop();
    },
    following: () => [...tracked.keys()],
    idle: () => loop.idle(),
  };
}
