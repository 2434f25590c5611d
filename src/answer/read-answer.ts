import { type AmountReading, readAmount } from "../lib/money-text";
import { parseJson } from "../lib/parse-json";
import type { ResponseRecord } from "../request/response-record";
import { isSettled, type UnsettledReason, unsettledReason } from "../request/settled-outcome";
import { namesMinorUnits } from "../response/field-names";
import { type ApiWords, apiWords, wordsInBody } from "./api-words";
import { type Dialect, NO_DIALECT } from "./dialect";
import { type EnvelopeReading, readEnvelope } from "./envelope";
import { type Found, readOrderFields } from "./order-fields";
import { readStatusWord, type StatusReading } from "./status-words";

/**
 * The one reader of what an answer means, for every feature: the single Send's status line, order
 * tracking, Batch orders, reconciliation and History. No feature keeps its own copy of these rules.
 */
export interface AnswerContext {
  /** The person's and the deployment's corrections for this target. */
  dialect?: Dialect;
  /** The wallet's currency as Check wallet balance names it: the currency of amounts that name none. */
  walletCurrency?: string;
}

/** A price that could not be read as one number: reported with what it came from, never guessed. */
export interface AmountProblem {
  field: string;
  text: string;
  readings: number[];
}

/** What a parsed body says, without its HTTP status (reconciliation reads bodies a worker parsed). */
export interface BodyReading {
  /** The body's own verdict on the request, when it gives one. */
  envelope?: EnvelopeReading;
  orderId?: Found<string>;
  reference?: Found<string>;
  status?: Found<StatusReading>;
  /** In major units of `currency`. */
  price?: Found<number>;
  priceProblem?: AmountProblem;
  /** The answer's currency, else the wallet's (field "wallet"). */
  currency?: Found<string>;
  /** The API's own words: its message and its error code. */
  words: ApiWords;
}

/** What became of a request that places an order. */
export type OrderVerdict = "placed" | "refused" | "unknown";

export interface AnswerReading extends BodyReading {
  /** The answer proves what became of the request: a 2xx (its body's verdict included) or a 4xx. */
  settled: boolean;
  /** Placed by a 2xx whose body does not say it failed; refused by a 4xx or such a body; unknown otherwise. */
  order: OrderVerdict;
  /** A 2xx whose body says the request failed: a refusal everywhere in the console. */
  bodyRefused: boolean;
  /** Why nothing is settled (no answer, a timeout, a 5xx …), when it is not. */
  unsettled?: UnsettledReason;
  /** The body is JSON: a 404 in JSON may be about the order, an HTML one is about the route. */
  json: boolean;
}

/** The wallet currency stands in as a field of its own in the answer map. */
export const WALLET_FIELD = "wallet";

function priceOf(found: Found<unknown>, currency: string | undefined): Pick<BodyReading, "price" | "priceProblem"> {
  const reading: AmountReading | undefined = readAmount(found.value, {
    ...(currency !== undefined && { currency }),
    minorUnits: namesMinorUnits(found.field.split(".").at(-1) ?? found.field),
  });
  if (reading === undefined) return {};
  const at = { field: found.field, ...(found.corrected && { corrected: true }) };
  if (reading.kind === "ambiguous") {
    return { priceProblem: { field: found.field, text: reading.text, readings: reading.readings } };
  }
  return { price: { value: reading.value, ...at } };
}

/** Reads a parsed body: its envelope, the order it names and what that order's status word means. */
export function readAnswerBody(body: unknown, context: AnswerContext = {}): BodyReading {
  const dialect = context.dialect ?? NO_DIALECT;
  const fields = readOrderFields(body, dialect.fields);
  const envelope = readEnvelope(body);
  const named = fields.currency?.value.trim().toUpperCase();
  const currency: Found<string> | undefined =
    fields.currency && named
      ? { ...fields.currency, value: named }
      : context.walletCurrency
        ? { value: context.walletCurrency, field: WALLET_FIELD }
        : undefined;
  const reading: BodyReading = {
    ...(envelope && { envelope }),
    ...(fields.orderId && { orderId: fields.orderId }),
    ...(fields.reference && { reference: fields.reference }),
    ...(fields.status && { status: { ...fields.status, value: readStatusWord(fields.status.value, dialect.words) } }),
    ...(fields.price && priceOf(fields.price, currency?.value)),
    words: wordsInBody(body),
  };
  // A price written "Rp 15.000" names its currency when the body names none.
  if (!currency && reading.price && fields.price) {
    const text = readAmount(fields.price.value);
    if (text?.kind === "amount" && text.currency)
      reading.currency = { value: text.currency, field: fields.price.field };
  }
  if (currency) reading.currency = currency;
  return reading;
}

const parsedBody = (record: ResponseRecord) => {
  if (record.kind !== "http") return undefined;
  const parsed = parseJson(record.body);
  return parsed.ok ? parsed.value : undefined;
};

const isSuccess = (record: ResponseRecord) => record.kind === "http" && record.status >= 200 && record.status < 300;
/** A 2xx is refused when its body's envelope says the request failed. */
const saysFailed = (envelope: EnvelopeReading | undefined) => envelope?.says === "failed";

/**
 * readAnswer's `bodyRefused` alone, read at a fraction of its cost (the envelope only): for a log that
 * keeps what a refusal said over tens of thousands of answers.
 */
export function refusedInBody(record: ResponseRecord): boolean {
  const body = isSuccess(record) ? parsedBody(record) : undefined;
  return body !== undefined && saysFailed(readEnvelope(body));
}

/**
 * Whether a 2xx whose body says it failed refused the question itself, so it says nothing of the
 * order: unless it names the order and a status. `{"data": {"ref_id": "…", "status": "Gagal", "rc":
 * "40"}}` is a failed order; `{"status": "error", "message": "Signature tidak valid"}` is a refused
 * check, its "error" the answer's word, not the order's.
 */
export function refusesQuestion(reading: Pick<BodyReading, "status" | "orderId" | "reference">, bodyRefused: boolean) {
  return bodyRefused && (reading.status === undefined || (reading.orderId ?? reading.reference) === undefined);
}

/**
 * An answer → what it means. HTTP says first: no answer, a timeout or a 5xx settles nothing; a 4xx
 * refuses. A 2xx is a refusal when its body says the request failed (`{"status": 0}`, `{"success":
 * false}`, `{"code": "INSUFFICIENT_BALANCE"}`, `{"rc": "44"}`); a body that gives no verdict leaves
 * the 2xx as it is. A body that cannot be read (not JSON) invents nothing.
 */
export function readAnswer(record: ResponseRecord, context: AnswerContext = {}): AnswerReading {
  const settled = isSettled(record);
  if (record.kind === "failure") {
    return {
      settled,
      order: settled ? "refused" : "unknown",
      bodyRefused: false,
      json: false,
      words: settled ? { message: record.detail } : {},
      ...(!settled && { unsettled: unsettledReason(record) }),
    };
  }
  const body = parsedBody(record);
  const reading = body === undefined ? { words: apiWords(record) } : readAnswerBody(body, context);
  const success = isSuccess(record);
  const bodyRefused = success && saysFailed(reading.envelope);
  return {
    ...reading,
    settled,
    order: !settled ? "unknown" : success && !bodyRefused ? "placed" : "refused",
    bodyRefused,
    json: body !== undefined,
    ...(!settled && { unsettled: unsettledReason(record) }),
  };
}
