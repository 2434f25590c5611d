import { describe, expect, it } from "vitest";
import { walletCurrencyOf } from "../../src/response/wallet-currency";

describe("the wallet's currency in a Check wallet balance answer", () => {
  it("reads a currency field beside the balance, in the body or its envelope", () => {
    expect(walletCurrencyOf({ balance: 1000, currency: "USD" })).toBe("USD");
    expect(walletCurrencyOf({ status: 1, data: { balance: 1_000_000, currency: "IDR" } })).toBe("IDR");
    expect(walletCurrencyOf({ data: { balance: 1_000_000, currency_code: "idr" } })).toBe("IDR");
    // A balance object of its own, one level further down.
    expect(walletCurrencyOf({ code: 0, data: { balance: { amount: "35.64", currency: "PHP" } } })).toBe("PHP");
  });

  it("reads the market's word for Rupiah, and the currency a balance text names", () => {
    expect(walletCurrencyOf({ data: { balance: 50000, currency: "Rp" } })).toBe("IDR");
    expect(walletCurrencyOf({ data: { balance: "Rp 1.000.000" } })).toBe("IDR");
  });

  it("names none where the answer names none, or names no currency the platform knows", () => {
    // developer.my.digiflazz.com "Check Balance": {"data":{"balance":50000.12}}, no currency.
    expect(walletCurrencyOf({ data: { balance: 50000.12 } })).toBeUndefined();
    expect(walletCurrencyOf({ balance: 5, currency: "credits" })).toBeUndefined();
    expect(walletCurrencyOf("IDR")).toBeUndefined();
    expect(walletCurrencyOf(null)).toBeUndefined();
  });
});
