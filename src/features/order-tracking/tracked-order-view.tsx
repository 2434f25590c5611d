import { useEffect, useRef } from "react";
import { formatTime } from "../../lib/format-time";
import type { ResponseRecord } from "../../request/response-record";
import { currentStatus, isTracking, type TrackedOrder } from "../../workspace/order-tracking/tracked-order";
import { useOrderChecks } from "./use-order-checks";

interface TrackedOrderViewProps {
  order: TrackedOrder;
  onAnswer: (id: string, record: ResponseRecord) => void;
  onBroken: (id: string, problem: string) => void;
  onStop: (id: string) => void;
  onRemove: (id: string) => void;
}

const checksText = (count: number) => (count === 1 ? "1 check" : `${count} checks`);

/** One tracked order: what it is called, where it stands, how it got there, and Stop or Remove. */
export function TrackedOrderView({ order, onAnswer, onBroken, onStop, onRemove }: TrackedOrderViewProps) {
  useOrderChecks(order, onAnswer, onBroken);
  const { lookup, changes, checks, nextCheckAt, note, outcome } = order;
  const tracking = isTracking(order);
  const name = `${lookup.by === "order_id" ? "Order" : "Reference"} ${lookup.value}`;
  const remove = useRef<HTMLButtonElement>(null);
  const stopped = useRef(false);
  // Stop turns into Remove in the same place: focus follows, so the keyboard user is not sent to the top.
  useEffect(() => {
    if (!tracking && stopped.current) remove.current?.focus();
  }, [tracking]);

  return (
    <li>
      <article aria-label={name} className="tracked-order">
        <h3>
          {lookup.by === "order_id" ? "Order" : "Reference"} <code>{lookup.value}</code>
        </h3>
        <p role="status">
          Status: <strong>{currentStatus(order) ?? "not known yet"}</strong> · {checksText(checks)}
          {tracking && nextCheckAt !== undefined && <> · next check at {formatTime(nextCheckAt)}</>}
        </p>
        {note && <p className="notice">{note}</p>}
        {changes.length > 0 && (
          <ol aria-label={`Status changes of ${name}`} className="status-changes">
            {changes.map((change) => (
              <li key={`${change.check}-${change.status}`}>
                <time dateTime={new Date(change.at).toISOString()}>{formatTime(change.at)}</time>{" "}
                <strong>{change.status}</strong>{" "}
                <span className="hint">({change.check === 0 ? "the order's answer" : `check ${change.check}`})</span>
              </li>
            ))}
          </ol>
        )}
        {outcome && <p className="outcome">Outcome: {outcome}</p>}
        {tracking ? (
          <button
            type="button"
            aria-label={`Stop tracking ${name}`}
            onClick={() => {
              stopped.current = true;
              onStop(order.id);
            }}
          >
            Stop
          </button>
        ) : (
          <button ref={remove} type="button" aria-label={`Remove ${name}`} onClick={() => onRemove(order.id)}>
            Remove
          </button>
        )}
      </article>
    </li>
  );
}
