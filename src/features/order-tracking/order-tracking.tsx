import { authorizationKey } from "../../request/auth-header";
import "./order-tracking.css";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { ORDER_NAMES } from "../../answer/order-fields";
import { readAnswer } from "../../answer/read-answer";
import { createOrder } from "../../catalog/actions/create-order";
import { orderStatus } from "../../catalog/actions/order-status";
import { useMessages } from "../../contexts/i18n-context";
import { useConnection } from "../../contexts/use-connection";
import type { Send } from "../../pacing/request-engine";
import { recordInHistory } from "../../queries/record-in-history";
import { useSends } from "../../queries/send-record";
import { useAnswerContext } from "../../queries/use-answer-context";
import { createOrderTracker, type TrackerConnection } from "../../workspace/order-tracking/order-tracker";
import {
  FIRST_CHECK_MS,
  LONGEST_WAIT_MS,
  TRACKING_LIMIT_MS,
} from "../../workspace/order-tracking/status-check-schedule";
import { orderNamedBy, startTracking, stopTracking } from "../../workspace/order-tracking/tracked-order";
import { trackingTarget } from "../../workspace/order-tracking/tracking-target";
import { FinalWords } from "./final-words";
import { orderTrackingMessages } from "./order-tracking-messages";
import { TrackedOrderView } from "./tracked-order-view";

const TARGET_CHANGED = { kind: "target-changed" } as const;
const NAMES_LOOKED_FOR = [...ORDER_NAMES.orderId, ...ORDER_NAMES.resellerRef].join(", ");

/**
 * Follows every order placed from this page with Check order status until it reaches a final
 * status, the API refuses, time runs out, or the user stops it. It only ever reads: nothing here
 * can place an order. Every answer is read by the one reader with the target's answer context
 * (the deployment's dialect and this browser's corrections), so an order answered "Sukses" or
 * "Gagal" ends, and one refused inside an HTTP 200 is never followed.
 */
export default function OrderTracking() {
  const answered = useSends(createOrder.id);
  const where = useConnection();
  const client = useQueryClient();
  const t = useMessages(orderTrackingMessages);
  /** The status of an order's answer that named no order to track. */
  const [unnamed, setUnnamed] = useState<number>();
  /** The sends (by mutation id) already taken in: each order is started once, however often this renders. */
  const seen = useRef(new Set<number>());
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const { target } = where;
  // Tracking decides nothing by money: the wallet is asked only where a price is shown.
  const context = useAnswerContext({ askWallet: false });
  const tracking = useMemo((): TrackerConnection => {
    // Each check lands in History like any send.
    const send: Send = async (spec, signal) => {
      const sentAt = Date.now();
      const record = await where.send(spec, signal);
      recordInHistory(client, { sent: { actionId: orderStatus.id, spec, sentAt, target: where.where }, record });
      return record;
    };
    return { target: where.target, settings: where.settings, send };
  }, [where, client]);
  const [tracker] = useState(() => createOrderTracker(tracking));
  const orders = useSyncExternalStore(tracker.subscribe, tracker.getSnapshot, tracker.getSnapshot);
  // A new key or target stops everything placed elsewhere: its checks would ask another account, or another API.
  useEffect(() => tracker.setTarget(tracking), [tracker, tracking]);
  useEffect(() => tracker.setContext(context), [tracker, context]);
  useEffect(() => tracker.run(), [tracker]);

  // Each answered order once, told apart by its mutation: two sent in the same millisecond are two.
  useEffect(() => {
    for (const { mutationId, status, variables, data } of answered) {
      if (status !== "success" || seen.current.has(mutationId)) continue;
      seen.current.add(mutationId);
      if (!variables?.target || !data) continue;
      if (data.kind !== "http" || data.status < 200 || data.status >= 300) continue;
      // A 2xx whose body says it failed placed nothing: the status line says so, and nothing is followed.
      if (readAnswer(data, context).bodyRefused) continue;
      const named = orderNamedBy(data, context);
      if (!named) {
        setUnnamed(data.status);
        continue;
      }
      setUnnamed(undefined);
      const placedOn = trackingTarget(variables.target, authorizationKey(variables.spec.headers) ?? "");
      const started = startTracking({ ...named, target: placedOn, answer: data, now: Date.now() });
      // Settings changed while the order was on its way: it is shown, but not checked with the new ones.
      tracker.add(placedOn === target ? started : stopTracking(started, TARGET_CHANGED));
    }
  }, [answered, target, context, tracker]);

  const onStop = useCallback((id: string) => tracker.stop(id, { kind: "by-you" }), [tracker]);
  const onRemove = useCallback(
    (id: string) => {
      tracker.remove(id);
      title.current?.focus();
    },
    [tracker],
  );

  return (
    <section aria-labelledby={titleId} className="order-tracking">
      <h2 id={titleId} ref={title} tabIndex={-1}>
        {t.title}
      </h2>
      <p className="hint">{t.schedule(FIRST_CHECK_MS / 1000, LONGEST_WAIT_MS / 1000, TRACKING_LIMIT_MS / 60_000)}</p>
      <FinalWords corrections={context.dialect?.words ?? {}} />
      {unnamed !== undefined && <p className="notice">{t.unnamed(unnamed, NAMES_LOOKED_FOR)}</p>}
      {orders.length === 0 ? (
        unnamed === undefined && <p className="hint">{t.none}</p>
      ) : (
        <ul className="tracked-orders">
          {orders.map((order) => (
            <TrackedOrderView
              key={order.id}
              order={order}
              context={context}
              current={order.target === target}
              onStop={onStop}
              onRemove={onRemove}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
