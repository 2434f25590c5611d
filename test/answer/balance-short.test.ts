import { describe, expect, it } from "vitest";
import { saysBalanceShort } from "../../src/answer/balance-short";

describe("saysBalanceShort", () => {
  it.each([
    ["a 402 without words", 402, {}],
    ["an English message", 422, { message: "Insufficient balance in wallet" }],
    ["an error code", 400, { code: "INSUFFICIENT_BALANCE" }],
    ["not enough funds", 400, { message: "Not enough funds" }],
    // Apigames answers its refusals with HTTP 200 {"status": 0, "error_msg": …}.
    ["a 200 refusal in Indonesian", 200, { message: "Saldo tidak mencukupi" }],
    // Digiflazz, "Response Code" 44 (developer.digiflazz.com/api/buyer/response-code).
    ["Digiflazz's words for rc 44", 200, { message: "Saldo tidak cukup", code: "44" }],
    ["the wallet named as yours", 200, { message: "Saldo Anda tidak mencukupi untuk melakukan pembelian." }],
    ["a short form", 200, { message: "SALDO KURANG" }],
  ])("reads %s as the wallet running short", (_, status, words) => {
    expect(saysBalanceShort(status, words)).toBe(true);
  });

  it.each([
    ["another refusal", 200, { message: "Nomor tujuan salah" }],
    ["the seller's balance, which a top-up does not help", 200, { message: "Saldo Seller Digiflazz Habis" }],
    ["a code alone, whose meaning differs between APIs", 200, { code: "44" }],
    ["no words", 422, {}],
  ])("does not read %s as the wallet running short", (_, status, words) => {
    expect(saysBalanceShort(status, words)).toBe(false);
  });
});
