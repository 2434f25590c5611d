import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { saysBalanceShort } from "../../src/answer/balance-short";
import { NO_DIALECT } from "../../src/answer/dialect";
import { withField, withWord } from "../../src/answer/dialect-changes";
import { type AnswerReading, readAnswer, readAnswerBody, refusedInBody } from "../../src/answer/read-answer";
import type { FailureKind } from "../../src/request/response-record";
import { failureRecord, httpRecord } from "../request/records";
import { type ExpectedReading, lapakOrder, MARKET_ANSWERS, type MarketAnswer } from "./market-answers";

/** The reading in the shape the fixtures state it: every member present only when the reader gave it. */
function shapeOf(reading: AnswerReading, status: number, withShortness: boolean): ExpectedReading {
  const { envelope, orderId, reference, price, currency, words } = reading;
  const statusRead = reading.status;
  return {
    settled: reading.settled,
    order: reading.order,
    bodyRefused: reading.bodyRefused,
    ...(envelope && { envelope: { says: envelope.says, field: envelope.field } }),
    ...(orderId && { orderId: { value: orderId.value, field: orderId.field } }),
    ...(reference && { reference: { value: reference.value, field: reference.field } }),
    ...(statusRead && {
      status: {
        value: {
          word: statusRead.value.word,
          ...(statusRead.value.kind !== undefined && { kind: statusRead.value.kind }),
          final: statusRead.value.final,
        },
        field: statusRead.field,
      },
    }),
    ...(price && { price: { value: price.value, field: price.field } }),
    ...(currency && { currency: { value: currency.value, field: currency.field } }),
    ...(words.message !== undefined && { message: words.message }),
    ...(words.code !== undefined && { code: words.code }),
    ...(withShortness && { balanceShort: saysBalanceShort(status, words) }),
  };
}

const read = (answer: MarketAnswer) => readAnswer(httpRecord(answer.status, answer.body), answer.context);

describe("the one reader over the market's answers, as their docs show them", () => {
  it.each(MARKET_ANSWERS.map((answer) => [`${answer.api}: ${answer.name}`, answer] as const))("%s", (_, answer) => {
    const shape = shapeOf(read(answer), answer.status, answer.expected.balanceShort !== undefined);
    expect(shape).toEqual(answer.expected);
  });

  it("covers at least three of the market's APIs, each with a placed order and a refusal inside HTTP 200", () => {
    for (const api of ["Digiflazz", "Apigames", "LapakGaming"] as const) {
      const ofApi = MARKET_ANSWERS.filter((answer) => answer.api === api);
      expect(
        ofApi.some((answer) => answer.expected.order === "placed" && answer.expected.envelope?.says === "ok"),
        api,
      ).toBe(true);
      expect(
        ofApi.some((answer) => answer.status === 200 && answer.expected.bodyRefused && answer.expected.balanceShort),
        api,
      ).toBe(true);
    }
  });

  it("says a body refused alone (refusedInBody) exactly when the whole reading does", () => {
    for (const answer of MARKET_ANSWERS) {
      for (const status of [answer.status, 200, 404]) {
        const record = httpRecord(status, answer.body);
        expect(refusedInBody(record), `${answer.name} as ${status}`).toBe(readAnswer(record).bodyRefused);
      }
    }
    expect(MARKET_ANSWERS.some((answer) => refusedInBody(httpRecord(200, answer.body)))).toBe(true);
    expect(refusedInBody(failureRecord("timeout"))).toBe(false);
  });

  it("reads a parsed body the same way, without its HTTP status", () => {
    for (const answer of MARKET_ANSWERS) {
      const { settled: _s, order: _o, bodyRefused: _r, json: _j, unsettled: _u, ...ofBody } = read(answer);
      expect(readAnswerBody(answer.body, answer.context), answer.name).toEqual(ofBody);
    }
  });
});

describe("corrections from the answer map apply to the market's answers at once", () => {
  const apigames = MARKET_ANSWERS.find((answer) => answer.name.includes("Validasi Provider"));
  if (!apigames) throw new Error("the Apigames fixture is missing");

  it("reads LapakGaming's order id once a person names its field, `tid`", () => {
    const record = httpRecord(lapakOrder.status, lapakOrder.body);
    expect(readAnswer(record, lapakOrder.context).orderId).toBeUndefined();
    const dialect = withField(NO_DIALECT, "orderId", "tid");
    const reading = readAnswer(record, { ...lapakOrder.context, dialect });
    expect(reading.orderId).toEqual({ value: "R161582713591477186", field: "data.tid", corrected: true });
    expect(reading).toMatchObject({ order: "placed", bodyRefused: false, price: { value: 33120 } });
  });

  it("calls a word final when a person says so, and pending again when they take it back", () => {
    const corrected = withWord(NO_DIALECT, "Validasi Provider", "failed");
    expect(readAnswer(httpRecord(200, apigames.body), { dialect: corrected }).status?.value).toEqual({
      word: "Validasi Provider",
      kind: "failed",
      final: true,
      by: "correction",
    });
    const undone = withWord(corrected, "validasi provider", undefined);
    expect(readAnswer(httpRecord(200, apigames.body), { dialect: undone }).status?.value).toMatchObject({
      kind: "pending",
      final: false,
      by: "list",
    });
  });
});

/** Any JSON value, nested a few levels, with the names the reader looks for among the keys. */
const jsonValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.double(),
    fc.string(),
    fc.constantFrom("Sukses", "Gagal", "Pending", "0", "1", "00", "44", "SUCCESS", "Rp 15.000", "1,99", ""),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(
        fc.string(),
        fc.constantFrom("status", "rc", "code", "data", "error", "error_msg", "message", "success", "trx_id", "price"),
      ),
      tie("value"),
      { maxKeys: 5 },
    ),
  ),
})).value;

const FAILURES: FailureKind[] = ["network", "timeout", "cancelled", "invalid-request"];

describe("the reader over any answer at all", () => {
  it("never throws on a JSON value, and never calls a 5xx settled", () => {
    fc.assert(
      fc.property(jsonValue, fc.integer({ min: 100, max: 599 }), (body, status) => {
        const reading = readAnswer(httpRecord(status, body), { walletCurrency: "IDR" });
        if (status >= 500) {
          expect(reading.settled).toBe(false);
          expect(reading.order).toBe("unknown");
        }
        if (reading.bodyRefused) expect(status >= 200 && status < 300).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("never throws on any text, and invents no verdict from a body that is not JSON", () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 200, max: 299 }), (text, status) => {
        const reading = readAnswer(httpRecord(status, `<html>${text}`));
        expect(reading).toMatchObject({ settled: true, order: "placed", bodyRefused: false, json: false });
        expect(reading.envelope).toBeUndefined();
      }),
      { numRuns: 200 },
    );
  });

  it("never calls a request that got no answer settled (only one that could not be made)", () => {
    for (const kind of FAILURES) {
      const reading = readAnswer(failureRecord(kind));
      expect(reading.settled, kind).toBe(kind === "invalid-request");
      expect(reading.order, kind).toBe(kind === "invalid-request" ? "refused" : "unknown");
      expect(reading.bodyRefused, kind).toBe(false);
    }
  });
});
