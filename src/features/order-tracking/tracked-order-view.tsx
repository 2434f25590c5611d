import { useEffect, useRef } from "react";
import type { AnswerContext } from "../../answer/read-answer";
import { finalKindOf, readStatusWord } from "../../answer/status-words";
import { useI18n, useMessages } from "../../contexts/i18n-context";
import { useFormat } from "../../contexts/use-format";
import { plural } from "../../lib/i18n/plural";
import { sentence } from "../../ui/sentence";
import { currentStatus, isTracking, type TrackedOrder } from "../../workspace/order-tracking/tracked-order";
import { OrderPrice } from "./order-price";
import { orderTrackingMessages } from "./order-tracking-messages";
import { wordStatusMeaning, wordTrackingEnd, wordTrackingNote } from "./word-tracking";

interface TrackedOrderViewProps {
  order: TrackedOrder;
  /** How the target's answers are read now: what a status word means is derived here, at each render. */
  context: AnswerContext;
  /** The order was placed on the target the settings name now. */
  current: boolean;
  onStop: (id: string) => void;
  onRemove: (id: string) => void;
}

/**
 * One tracked order: what it is called, where it stands (the word as sent and what it means), its
 * price, how it got there, and Stop or Remove. What a word means is read from the word each time it
 * is shown, with the target's corrections, so a correction in the answer map shows at once.
 */
export function TrackedOrderView(props: TrackedOrderViewProps) {
  const { order, context, current, onStop, onRemove } = props;
  const t = useMessages(orderTrackingMessages);
  const format = useFormat();
  const { locale } = useI18n();
  const checksText = (count: number) => plural(locale, count, t.checks, format.number(count));
  const { lookup, changes, checks, nextCheckAt, note, outcome } = order;
  const tracking = isTracking(order);
  const corrections = context.dialect?.words;
  const word = currentStatus(order);
  const finalKind = outcome?.kind === "final" ? finalKindOf(outcome.status, corrections) : undefined;
  const name = t.name[lookup.by](lookup.value).join("");
  const remove = useRef<HTMLButtonElement>(null);
  const stopped = useRef(false);
  // Stop turns into Remove in the same place: focus follows, so the keyboard user is not sent to the top.
  useEffect(() => {
    if (!tracking && stopped.current) remove.current?.focus();
  }, [tracking]);

  return (
    <li>
      <article aria-label={name} className="tracked-order">
        <h3>{sentence(t.name[lookup.by](<code>{lookup.value}</code>))}</h3>
        <p role="status">
          {t.status} <strong>{word ?? t.notKnown}</strong>
          {word !== undefined && <> ({wordStatusMeaning(t, readStatusWord(word, corrections).kind)})</>} ·{" "}
          {checksText(checks)}
          {tracking && nextCheckAt !== undefined && <> · {t.nextCheckAt(format.dateTime(nextCheckAt))}</>}
        </p>
        {order.answer && <OrderPrice answer={order.answer} context={context} current={current} />}
        {note && <p className="notice">{wordTrackingNote(t, note)}</p>}
        {changes.length > 0 && (
          <ol aria-label={t.changesOf(name)} className="status-changes">
            {changes.map((change) => (
              <li key={`${change.check}-${change.status}`}>
                <time dateTime={new Date(change.at).toISOString()}>{format.dateTime(change.at)}</time>{" "}
                <strong>{change.status}</strong>{" "}
                <span className="hint">({change.check === 0 ? t.ordersAnswer : t.checkNumber(change.check)})</span>
              </li>
            ))}
          </ol>
        )}
        {outcome && (
          <p className="outcome">
            {t.outcome}{" "}
            {wordTrackingEnd(
              t,
              outcome,
              outcome.kind === "final" ? checksText(outcome.checks) : "",
              finalKind && t.kinds[finalKind],
            )}
          </p>
        )}
        {tracking ? (
          <button
            type="button"
            aria-label={t.stopTracking(name)}
            onClick={() => {
              stopped.current = true;
              onStop(order.id);
            }}
          >
            {t.stop}
          </button>
        ) : (
          <button ref={remove} type="button" aria-label={t.removeOrder(name)} onClick={() => onRemove(order.id)}>
            {t.remove}
          </button>
        )}
      </article>
    </li>
  );
}
