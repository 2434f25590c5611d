import type { AnswerReading } from "../../answer/read-answer";
import type { MapVerdict } from "./answer-map-messages";

/** A value as the body wrote it: `0`, `false`, `"INSUFFICIENT_BALANCE"`. */
const asWritten = (value: string | number | boolean) => JSON.stringify(value);

/**
 * What the reader decided about an answer, with what it decided it by: the HTTP status, and the
 * body's own verdict when it gives one. `order`: the answer is to a request that places an order.
 */
export function verdictOf(reading: AnswerReading, status: number, order: boolean): MapVerdict {
  const envelope = reading.envelope;
  if (reading.bodyRefused && envelope) {
    return { kind: "body-refused", status, field: envelope.field, value: asWritten(envelope.value), order };
  }
  if (reading.order === "unknown") return { kind: "unsettled", status, order };
  if (reading.order === "refused") return { kind: "refused", status };
  const said = envelope?.says === "ok" ? { field: envelope.field, value: asWritten(envelope.value) } : undefined;
  return { kind: order ? "placed" : "worked", status, ...(said && { said }) };
}
