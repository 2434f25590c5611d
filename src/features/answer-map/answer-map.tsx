import "./answer-map.css";
import { useId } from "react";
import { createOrder } from "../../catalog/actions/create-order";
import { orderStatus } from "../../catalog/actions/order-status";
import { dialectTarget } from "../../config/dialect-store";
import { useMessages } from "../../contexts/i18n-context";
import { useSettings } from "../../contexts/settings-context";
import { useLatestSend } from "../../queries/latest-send";
import { answerMapMessages } from "./answer-map-messages";
import { AnswerReadingView } from "./answer-reading-view";

/** The answers the map reads: those about one order, whose fields it can name. */
const MAPPED: ReadonlySet<string> = new Set([createOrder.id, orderStatus.id]);

/**
 * Under the response to Place order or Check order status: how the console read the answer (the
 * verdict, and which field gave the order id, reference, status, price and currency), corrected in
 * place. A correction is kept for the target the answer came from, so it is offered only while that
 * is still the Base URL in use.
 */
export function AnswerMap() {
  const latest = useLatestSend();
  const { settings } = useSettings();
  const m = useMessages(answerMapMessages);
  const id = useId();
  const record = latest?.status === "success" ? latest.data : undefined;
  const variables = latest?.variables;
  if (record?.kind !== "http" || !variables || !MAPPED.has(variables.actionId)) return null;
  const target = dialectTarget(settings.baseUrl);
  const answered = variables.target ? dialectTarget(variables.target.baseUrl) : target;
  return (
    <section className="answer-map" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{m.title}</h2>
      {answered === target ? (
        <AnswerReadingView
          key={latest?.mutationId}
          record={record}
          order={variables.actionId === createOrder.id}
          target={target}
        />
      ) : (
        <p className="hint">{m.otherTarget(answered, target)}</p>
      )}
    </section>
  );
}
