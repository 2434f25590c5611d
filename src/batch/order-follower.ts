import { orderStatus } from "../catalog/actions/order-status";
import { buildRequest, type RequestSettings } from "../request/build-request";
import type { ResponseRecord } from "../request/response-record";
import {
  afterCheck,
  currentStatus,
  type OrderLookup,
  startTracking,
  stopTracking,
  type TrackedOrder,
} from "../workspace/order-tracking/tracked-order";
import { type Clock, systemClock } from "./batch-clock";
import type { BatchJournal } from "./batch-journal";
import type { Send } from "./batch-runner";
import { createPacer, type Pacer } from "./pacer";
import type { BatchRow } from "./row-state";

export interface FollowerOptions {
  /** Where the batch was placed, as BatchMeta.target and the tracker say it. */
  target: string;
  /** Only writes: a row's final status is stored before it is shown. */
  journal: Pick<BatchJournal, "put">;
  send: Send;
  settings: RequestSettings;
  clock?: Clock;
  /** The batch's pacer, shared with its runner: checks and orders wait on the same rate limit. */
  pacer?: Pacer;
  /** Each row whose order's status changed or settled, once the journal holds it. */
  onRow?: (row: BatchRow) => void;
  /** True while orders are being followed, false once none is left or following stopped. */
  onActive?: (active: boolean) => void;
}

export interface OrderFollower {
  /** Follows a placed row's order until its final status; a row already followed or settled is left. */
  follow(row: BatchRow): void;
  /** Ends following: the wait ends at once, a check in flight is recorded, nothing more is asked. */
  stop(): void;
  /** The lines being followed. */
  following(): number[];
  /** Resolves when the loop has ended (nothing left, or stopped). */
  idle(): Promise<void>;
}

/** A placed row whose order has no final status yet: following has work there (again, after it gave up). */
export const needsFollowing = (row: BatchRow): boolean => row.state.kind === "placed" && row.state.final === undefined;

const lookupOf = (row: BatchRow): OrderLookup =>
  row.state.kind === "placed" && row.state.orderId !== undefined
    ? { by: "order_id", value: row.state.orderId }
    : { by: "reseller_ref", value: row.order.reseller_ref };

/**
 * Follows a batch's placed orders to their final status with ONE loop, whatever their number: it
 * takes the order whose next check is soonest, sleeps until then, waits on the batch's pacer, asks
 * Check order status and applies the order tracker's own decision (afterCheck: its back-off, its
 * Retry-After handling, its final words and time limit). So 300 orders are one timer, one request
 * at a time, never faster than the API's rate-limit headers allow.
 */
export function createOrderFollower(options: FollowerOptions): OrderFollower {
  const { journal, settings, target } = options;
  const clock = options.clock ?? systemClock;
  const pacer = options.pacer ?? createPacer(clock);
  const tracked = new Map<number, { row: BatchRow; order: TrackedOrder }>();
  let stopped = false;
  let wake = new AbortController();
  let loop: Promise<void> | undefined;

  async function save(row: BatchRow): Promise<void> {
    await journal.put(row);
    options.onRow?.(row);
  }

  function soonest() {
    let best: { row: BatchRow; order: TrackedOrder } | undefined;
    for (const entry of tracked.values()) {
      if ((entry.order.nextCheckAt ?? 0) < (best?.order.nextCheckAt ?? Number.POSITIVE_INFINITY)) best = entry;
    }
    return best;
  }

  async function exchange(request: Parameters<Send>[0]): Promise<ResponseRecord> {
    let record: ResponseRecord;
    try {
      record = await options.send(request);
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      record = { kind: "failure", failure: "network", detail, durationMs: 0, receivedAt: clock.now() };
    }
    pacer.heed(record);
    return record;
  }

  async function settle(row: BatchRow, order: TrackedOrder): Promise<void> {
    if (row.state.kind !== "placed") return;
    const seen = currentStatus(order);
    const { outcome } = order;
    const now = clock.now();
    // An earlier "no longer followed" no longer holds once following goes on.
    const { unfollowed: _, ...state } = row.state;
    if (outcome?.kind === "final") {
      await save({
        ...row,
        state: { ...state, orderStatus: outcome.status, final: { status: outcome.status, at: now } },
      });
    } else if (outcome) {
      await save({
        ...row,
        state: { ...state, ...(seen !== undefined && { orderStatus: seen }), unfollowed: { at: now, outcome } },
      });
    } else if (seen !== undefined && (seen !== row.state.orderStatus || row.state.unfollowed)) {
      const next = { ...row, state: { ...state, orderStatus: seen } };
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
    const order = afterCheck(entry.order, await exchange(built.spec), clock.now());
    if (order.outcome) tracked.delete(row.line);
    else if (!stopped) tracked.set(row.line, { row, order });
    await settle(row, order);
  }

  async function run(): Promise<void> {
    options.onActive?.(true);
    try {
      while (!stopped) {
        if (wake.signal.aborted) wake = new AbortController();
        const next = soonest();
        if (!next) return;
        const wait = (next.order.nextCheckAt ?? 0) - clock.now();
        if (wait > 0) {
          // Woken early when an order is added (it may be due sooner) or following stops.
          await clock.sleep(wait, wake.signal);
          continue;
        }
        await pacer.wait(wake.signal);
        if (wake.signal.aborted) continue;
        await check(next);
      }
    } catch {
      // The journal could not be written: following ends, and a reload picks the rows up again.
    } finally {
      loop = undefined;
      options.onActive?.(false);
    }
  }

  return {
    follow(row) {
      if (stopped || !needsFollowing(row) || tracked.has(row.line) || row.state.kind !== "placed") return;
      const { orderStatus: status } = row.state;
      const order = startTracking({
        lookup: lookupOf(row),
        target,
        ...(status !== undefined && { status }),
        now: clock.now(),
      });
      tracked.set(row.line, { row, order });
      wake.abort();
      loop ??= run();
    },
    stop() {
      stopped = true;
      tracked.clear();
      wake.abort();
    },
    following: () => [...tracked.keys()],
    idle: () => loop ?? Promise.resolve(),
  };
}
