import type { AnswerContext } from "../../answer/read-answer";
import { orderStatus } from "../../catalog/actions/order-status";
import { createListeners } from "../../lib/listeners";
import type { Clock } from "../../pacing/clock";
import { createDueLoop } from "../../pacing/due-loop";
import { createRequestEngine, type Send } from "../../pacing/request-engine";
import { buildRequest, type RequestSettings } from "../../request/build-request";
import {
  afterCheck,
  isTracking,
  stopTracking,
  type TrackedOrder,
  type TrackingOutcome,
  withOrder,
} from "./tracked-order";

/** Where checks go now: the target as tracking compares it, the settings requests are built from, and the transport. */
export interface TrackerConnection {
  target: string;
  settings: RequestSettings;
  send: Send;
}

export interface OrderTracker {
  subscribe(listener: () => void): () => void;
  /** The tracked orders, newest first: the same array until something changes. */
  getSnapshot(): readonly TrackedOrder[];
  /** A placed order to follow (withOrder: one tracking per order and target). */
  add(order: TrackedOrder): void;
  /** Ends an order's tracking: its wait, and a check of it in flight. */
  stop(id: string, outcome: TrackingOutcome): void;
  remove(id: string): void;
  /** The settings now: orders placed on another target stop, as their checks would ask another account or API. */
  setTarget(target: TrackerConnection): void;
  /** How answers are read now (the target's dialect and corrections): the next answer is read with it. */
  setContext(context: AnswerContext | undefined): void;
  /**
   * Checks are made from now on (the region is shown); the function it gives back ends that: every
   * wait ends and every check in flight is cut off (the region closes), until the next `run`.
   */
  run(): () => void;
}

const TARGET_CHANGED = { kind: "target-changed" } as const;

/**
 * The orders placed from this page, followed with Check order status until each reaches a final
 * status, the API refuses, time runs out, or the person stops it: a store React reads with
 * useSyncExternalStore. Every check goes through the request engine (one due loop, its gate, its
 * clock) with the target of the moment; when the check falls due and what an answer means are the
 * pure schedule's (tracked-order.ts). It only ever reads: nothing here can place an order.
 */
export function createOrderTracker(first: TrackerConnection, clock?: Clock): OrderTracker {
  let current = first;
  let context: AnswerContext | undefined;
  let orders: readonly TrackedOrder[] = [];
  const listeners = createListeners();
  /** Each check in flight, by order: Stop and Remove cut it off. */
  const inFlight = new Map<string, AbortController>();
  const engine = createRequestEngine({ send: (spec, signal) => current.send(spec, signal), ...(clock && { clock }) });

  function change(next: readonly TrackedOrder[]): void {
    if (next === orders) return;
    orders = next;
    listeners.notify();
  }

  const update = (id: string, move: (order: TrackedOrder) => TrackedOrder) => {
    let moved = false;
    const next = orders.map((order) => {
      if (order.id !== id) return order;
      const after = move(order);
      moved ||= after !== order;
      return after;
    });
    if (moved) change(next);
  };

  async function check(order: TrackedOrder): Promise<void> {
    // The settings changed since the order was placed: its check would go elsewhere, or with another key.
    if (order.target !== current.target) return update(order.id, (now) => stopTracking(now, TARGET_CHANGED));
    const { by, value } = order.lookup;
    const built = buildRequest(orderStatus, { params: { [by]: value } }, current.settings);
    if (!built.ok) return update(order.id, (now) => stopTracking(now, { kind: "broken", problem: built.message }));
    const cut = new AbortController();
    inFlight.set(order.id, cut);
    try {
      const record = await engine.ask(built.spec, { signal: cut.signal, cutsRequest: true });
      if (record) update(order.id, (now) => afterCheck(now, record, engine.clock.now(), context));
    } finally {
      inFlight.delete(order.id);
    }
  }

  const loop = createDueLoop(engine, () => {
    let due: TrackedOrder | undefined;
    for (const order of orders) {
      if (order.nextCheckAt !== undefined && order.nextCheckAt < (due?.nextCheckAt ?? Number.POSITIVE_INFINITY))
        due = order;
    }
    const soonest = due;
    return soonest && { at: soonest.nextCheckAt ?? 0, run: () => check(soonest) };
  });

  const cutOff = (id: string) => inFlight.get(id)?.abort();
  /** Whether checks are made now (see `run`): a change wakes the loop only then. */
  let running = false;
  const wake = () => running && loop.wake();

  return {
    subscribe: listeners.subscribe,
    getSnapshot: () => orders,
    add(order) {
      change(withOrder(orders, order));
      wake();
    },
    stop(id, outcome) {
      cutOff(id);
      update(id, (order) => stopTracking(order, outcome));
      wake();
    },
    remove(id) {
      cutOff(id);
      change(orders.filter((order) => order.id !== id));
      wake();
    },
    setTarget(target) {
      // Another API's rate limit does not hold this one's checks.
      if (target.target !== current.target) engine.forget();
      current = target;
      if (orders.some((order) => isTracking(order) && order.target !== target.target)) {
        for (const order of orders) if (order.target !== target.target) cutOff(order.id);
        change(orders.map((order) => (order.target === target.target ? order : stopTracking(order, TARGET_CHANGED))));
      }
      wake();
    },
    setContext(next) {
      context = next;
    },
    run() {
      running = true;
      loop.wake();
      return () => {
        running = false;
        for (const cut of inFlight.values()) cut.abort();
        loop.stop();
      };
    },
  };
}
