import type { AnswerReading } from "../../answer/read-answer";
import type { AnswerMapMessages } from "./answer-map-messages";

/** How an answer was settled, as the map says it. */
export type MapVerdict =
  | { kind: "placed" | "worked"; status: number; said?: { field: string; value: string } }
  | { kind: "body-refused"; status: number; field: string; value: string; order: boolean }
  | { kind: "refused"; status: number }
  | { kind: "unsettled"; status: number; order: boolean };

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

/** A verdict in words: an order's where the request places one, and the body's own words when it gave them. */
export function wordVerdict(m: AnswerMapMessages, verdict: MapVerdict): string {
  switch (verdict.kind) {
    case "placed":
    case "worked": {
      const { said } = verdict;
      if (said)
        return (verdict.kind === "placed" ? m.placedSaid : m.workedSaid)(verdict.status, said.field, said.value);
      return (verdict.kind === "placed" ? m.placed : m.worked)(verdict.status);
    }
    case "body-refused":
      return (verdict.order ? m.orderRefusedInBody : m.refusedInBody)(verdict.status, verdict.field, verdict.value);
    case "refused":
      return m.refused(verdict.status);
    case "unsettled":
      return (verdict.order ? m.orderUnsettled : m.unsettled)(verdict.status);
  }
}
