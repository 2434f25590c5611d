import { describe, expect, it } from "vitest";
import { apiWords, wordsInBody } from "../../src/answer/api-words";
import { httpRecord } from "../request/records";

describe("the API's own words: its message and its code", () => {
  it.each([
    ["Apigames' refusal", { error_msg: "Signature not valid", status: 0 }, { message: "Signature not valid" }],
    [
      "a numeric rc beside it",
      { status: 0, rc: 500, error_msg: "JSON tidak valid" },
      { message: "JSON tidak valid", code: "500" },
    ],
    [
      "Digiflazz's, inside data",
      { data: { message: "Saldo tidak cukup", rc: "44" } },
      { message: "Saldo tidak cukup", code: "44" },
    ],
    [
      "the sandbox's error object",
      { error: { code: "AUTH_INVALID_KEY", message: "Unknown key" } },
      { message: "Unknown key", code: "AUTH_INVALID_KEY" },
    ],
    ["LapakGaming's code", { code: "INSUFFICIENT_BALANCE", data: null }, { code: "INSUFFICIENT_BALANCE" }],
    [
      "a problem's type",
      { type: "https://example.test/out-of-stock", title: "Out of stock" },
      { message: "Out of stock", code: "https://example.test/out-of-stock" },
    ],
  ])("%s", (_, body, words) => {
    expect(wordsInBody(body)).toEqual(words);
  });

  it("does not take the code of a thing the answer describes for the answer's code", () => {
    const order = {
      data: { trx_id: "T1", product_code: "ff5", product_detail: { name: "5 Diamond", code: "ff5" } },
      status: 1,
    };
    expect(wordsInBody(order)).toEqual({});
    expect(wordsInBody({ data: { code: "ML86", name: "86 Diamonds" } })).toEqual({});
    expect(wordsInBody({ data: { type: "debit", amount: -19000 } })).toEqual({});
  });

  it("keeps the shallowest code when there are several", () => {
    expect(wordsInBody({ code: "SUCCESS", data: { rc: "00" } })).toEqual({ code: "SUCCESS" });
    expect(wordsInBody({ rc: "44", error: { code: "X" } })).toEqual({ code: "44" });
  });

  it("takes short plain text as the message, and nothing from HTML", () => {
    expect(apiWords(httpRecord(200, "Saldo tidak cukup"))).toEqual({ message: "Saldo tidak cukup" });
    expect(apiWords(httpRecord(502, "<html><body>Bad Gateway</body></html>"))).toEqual({});
  });
});
