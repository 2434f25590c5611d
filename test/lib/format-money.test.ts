import { describe, expect, it } from "vitest";
import { formatCount, formatMoney } from "../../src/lib/format-money";

const locale = "en-US";

describe("formatting money with Intl.NumberFormat", () => {
  it("uses the currency when the body names a valid one, as sent or from minor units", () => {
    expect(formatMoney(1234.5, { currency: "USD", locale })).toBe("$1,234.50");
    expect(formatMoney(-149, { currency: "USD", minor: true, signed: true, locale })).toBe("-$1.49");
    expect(formatMoney(149, { currency: "USD", minor: true, signed: true, locale })).toBe("+$1.49");
    // A currency with no decimals has no minor units to divide by.
    expect(formatMoney(1500, { currency: "JPY", minor: true, locale })).toBe("¥1,500");
  });

  it("writes plain grouped numbers without a currency, and the body's word after one Intl does not know", () => {
    expect(formatMoney(1234567.891, { locale })).toBe("1,234,567.891");
    expect(formatMoney(0.1 + 0.2, { locale })).toBe("0.3");
    expect(formatMoney(250, { minor: true, locale })).toBe("2.50");
    expect(formatMoney(-5, { currency: "<b>pts</b>", signed: true, locale })).toBe("-5 <b>pts</b>");
    expect(formatCount(12345, locale)).toBe("12,345");
  });

  it("writes Rupiah without decimals, as Rp in Bahasa Indonesia and IDR in English, never as dollars", () => {
    // Intl puts a no-break space between the currency and the number.
    const spaced = (text: string) => text.replace(/\u00a0/g, " ");
    expect(spaced(formatMoney(177000, { currency: "IDR", locale: "id-ID" }))).toBe("Rp 177.000");
    expect(spaced(formatMoney(177000, { currency: "IDR", locale: "en-US" }))).toBe("IDR 177,000");
    expect(spaced(formatMoney(-1500, { currency: "IDR", signed: true, locale: "id-ID" }))).toBe("-Rp 1.500");
    // The field's word for the currency is read as its code.
    expect(spaced(formatMoney(15000, { currency: "Rp", locale: "id-ID" }))).toBe("Rp 15.000");
    expect(spaced(formatMoney(15000, { currency: "idr", locale: "en-US" }))).toBe("IDR 15,000");
    // Rupiah has no minor unit: a minor-unit field is already whole Rupiah.
    expect(spaced(formatMoney(15000, { currency: "IDR", minor: true, locale: "id-ID" }))).toBe("Rp 15.000");
    // A fraction nobody expects is still shown, not rounded away.
    expect(spaced(formatMoney(1234.5, { currency: "IDR", locale: "id-ID" }))).toBe("Rp 1.234,5");
  });
});
