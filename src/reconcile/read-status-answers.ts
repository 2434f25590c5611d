import { notFoundAboutOrder, otherOrderNamed, provesLookupOf } from "../answer/not-found-about-order";
import { type AnswerContext, readAnswerBody, refusesQuestion } from "../answer/read-answer";
import { isJsonObject } from "../lib/parse-json";
import { fieldFor, valueFor } from "../response/field-names";
import { toHundredths } from "./hundredths";
import { orderNaming } from "./order-naming";
import type { StatusAnswer, Unmatched } from "./reconcile-types";

/** What one Check order status answer says of its order, as the rules read it. */
export interface OrderAnswer {
  /** The answer names the order (a 2xx that is no refusal); false for a 404 and for a refused check. */
  known: boolean;
  /**
   * Asked, but the answer was refused or never came: nothing is known. Its Not matched item, to which
   * the order's debits are added (`listUncheckedDebits`).
   */
  refused?: Unmatched;
  /** The status word as sent. */
  status?: string;
  /** Hundredths (`toHundredths`). */
  price?: number;
  /** The order's own date, as sent. */
  date?: string;
  /** The order's reference as its status answer names it: a finding shows it when the entries do not. */
  reference?: string;
  /** The answer's price reads two ways, as listed (ambiguous-price): the debits are not checked against it. */
  priceUnread?: Unmatched;
}

export interface StatusAnswersRead {
  byId: Map<string, OrderAnswer>;
  byReference: Map<string, OrderAnswer>;
  /** In the answers' order: refused checks, answers with no status word, prices that read two ways. */
  unmatched: Unmatched[];
}

/**
 * Every status answer read once by the one reader (`readAnswerBody`, with the target's context), kept
 * by the order id and the reference it was asked by, and by the other one when the answer names it.
 */
export function readStatusAnswers(answers: readonly StatusAnswer[], context?: AnswerContext): StatusAnswersRead {
  const byId = new Map<string, OrderAnswer>();
  const byReference = new Map<string, OrderAnswer>();
  const unmatched: Unmatched[] = [];
  const readings = answers.map((answer) => readAnswerBody(answer.body, context));
  // One 2xx naming the very order it was asked about shows this endpoint looks orders up: its JSON
  // 404s are then about the order (the rule Batch orders reads a 404 by, `notFoundAboutOrder`).
  const lookupProven = answers.some(
    (answer, at) =>
      answer.httpStatus >= 200 &&
      answer.httpStatus < 300 &&
      readings[at]?.status !== undefined &&
      provesLookupOf(readings[at], answer),
  );
  answers.forEach((answer, at) => {
    const reading = readings[at] ?? readAnswerBody(undefined, context);
    const asked = orderNaming(answer.orderId, answer.reference);
    const keep = (read: OrderAnswer) => {
      if (answer.orderId !== undefined) byId.set(answer.orderId, read);
      if (answer.reference !== undefined) byReference.set(answer.reference, read);
    };
    const json = answer.body !== undefined;
    if (answer.httpStatus === 404 && notFoundAboutOrder(reading, json, answer, lookupProven)) {
      keep({ known: false });
      return;
    }
    if (answer.httpStatus === 404) {
      // An HTML 404, or JSON that names neither the order nor a lookup that works: maybe the route's.
      const said = reading.words.message;
      const refused: Unmatched = {
        reason: "not-found-unconfirmed",
        ...asked,
        httpStatus: 404,
        ...(!json && { notJson: true }),
        ...(said !== undefined && { said }),
        entryIndexes: [],
      };
      unmatched.push(refused);
      keep({ known: false, refused });
      return;
    }
    const success = answer.httpStatus >= 200 && answer.httpStatus < 300;
    // A 2xx whose body says it failed, naming no order and status, refused the question like a 4xx
    // (`{"status": 0, "error_msg": "Transaksi tidak ditemukan"}`): it says nothing of the order.
    const bodyRefused = refusesQuestion(reading, success && reading.envelope?.says === "failed");
    if (!success || bodyRefused) {
      const said = reading.words.message;
      const refused: Unmatched = {
        reason: "status-refused",
        ...asked,
        httpStatus: answer.httpStatus,
        ...(bodyRefused && { bodyRefused }),
        ...(said !== undefined && { said }),
        entryIndexes: [],
      };
      unmatched.push(refused);
      keep({ known: false, refused });
      return;
    }
    // An answer about another order than the one asked says nothing of this one: its entries stay unchecked.
    const named = otherOrderNamed(reading, answer);
    if (named !== undefined) {
      const other: Unmatched = { reason: "status-other-order", ...asked, text: named, entryIndexes: [] };
      unmatched.push(other);
      keep({ known: false, refused: other });
      return;
    }
    const read: OrderAnswer = { known: true };
    if (reading.status !== undefined) read.status = reading.status.value.word;
    else unmatched.push({ reason: "no-status", ...asked, entryIndexes: [] });
    if (reading.price) read.price = toHundredths(reading.price.value);
    else if (reading.priceProblem) {
      const { text, readings } = reading.priceProblem;
      read.priceUnread = { reason: "ambiguous-price", ...asked, text, readings, entryIndexes: [] };
      unmatched.push(read.priceUnread);
    }
    const date = orderDateIn(answer.body);
    if (date !== undefined) read.date = date;
    const reference = reading.reference?.value;
    const orderId = reading.orderId?.value;
    if (reference !== undefined) read.reference = reference;
    keep(read);
    // An answer asked by one names the other too: an order asked by id is found by its reference.
    if (reference !== undefined && !byReference.has(reference)) byReference.set(reference, read);
    if (orderId !== undefined && !byId.has(orderId)) byId.set(orderId, read);
  });
  return { byId, byReference, unmatched };
}

/**
 * The order's date by field name: in the object one level down that holds the order (`data`) first,
 * then at the top of the answer (where a timestamp may be the response's own), then one level down.
 */
function orderDateIn(body: unknown): string | undefined {
  if (!isJsonObject(body)) return undefined;
  const below = Object.values(body).filter(isJsonObject);
  const holds = (value: Record<string, unknown>) =>
    fieldFor(value, "orderId") !== undefined || fieldFor(value, "resellerRef") !== undefined;
  for (const holder of [...below.filter(holds), body, ...below]) {
    const date = valueFor(holder, "date");
    if (date !== undefined) return date;
  }
  return undefined;
}
