import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatMoney } from "../../src/lib/format-money";
import { currencyCode, minorDigits, readAmount } from "../../src/lib/money-text";

const amount = (value: number, currency?: string) => ({ kind: "amount", value, ...(currency && { currency }) });

describe("reading an amount the market sent", () => {
  it("takes a JSON number as it is, and divides a minor-unit field by the currency's digits", () => {
    expect(readAmount(177000, { currency: "IDR" })).toEqual(amount(177000));
    expect(readAmount(1499, { currency: "USD", minorUnits: true })).toEqual(amount(14.99));
    // Rupiah has no minor unit: a `_minor` Rupiah field is already whole Rupiah.
    expect(readAmount(15000, { currency: "IDR", minorUnits: true })).toEqual(amount(15000));
    expect(readAmount(250, { minorUnits: true })).toEqual(amount(2.5));
    expect(readAmount(Number.NaN)).toBeUndefined();
    expect(readAmount(null)).toBeUndefined();
    expect(readAmount({ value: 1 })).toBeUndefined();
  });

  it("reads a lone separator before three digits as grouping in Rupiah and dollars", () => {
    expect(readAmount("15.000", { currency: "IDR" })).toEqual(amount(15000));
    expect(readAmount("15,000", { currency: "IDR" })).toEqual(amount(15000));
    expect(readAmount("1,500", { currency: "USD" })).toEqual(amount(1500));
    // Kuwaiti dinar has three decimals: there the same text is one and a half.
    expect(readAmount("1.500", { currency: "KWD" })).toEqual(amount(1.5));
    // The answer's word for Rupiah decides as its code does.
    expect(readAmount("15.000", { currency: "Rp" })).toEqual(amount(15000));
    expect(readAmount(15000, { currency: "rupiah", minorUnits: true })).toEqual(amount(15000));
  });

  it("reads a separator before one or two digits as the decimal point", () => {
    expect(readAmount("1,99")).toEqual(amount(1.99));
    expect(readAmount("12.5", { currency: "IDR" })).toEqual(amount(12.5));
  });

  it("takes the last of two different separators as the decimal point", () => {
    expect(readAmount("1.234,56")).toEqual(amount(1234.56));
    expect(readAmount("1,234.56")).toEqual(amount(1234.56));
    expect(readAmount("1.234.567,8")).toEqual(amount(1234567.8));
    expect(readAmount("1.234,5.6")).toBeUndefined();
  });

  it("reads spaces, no-break spaces and repeated separators as grouping in threes", () => {
    expect(readAmount("1 000")).toEqual(amount(1000));
    expect(readAmount("1\u00a0000")).toEqual(amount(1000));
    expect(readAmount("1\u202f234\u202f567")).toEqual(amount(1234567));
    expect(readAmount("1.234.567")).toEqual(amount(1234567));
    expect(readAmount("1 0")).toBeUndefined();
    expect(readAmount("1.23.4")).toBeUndefined();
  });

  it("names the currency the text names, and reads the digits by it", () => {
    expect(readAmount("Rp 15.000")).toEqual(amount(15000, "IDR"));
    expect(readAmount("Rp15.000")).toEqual(amount(15000, "IDR"));
    expect(readAmount("Rp. 15.000,-")).toEqual(amount(15000, "IDR"));
    expect(readAmount("IDR 15,000")).toEqual(amount(15000, "IDR"));
    expect(readAmount("15.000 IDR")).toEqual(amount(15000, "IDR"));
    expect(readAmount("usd 12.50")).toEqual(amount(12.5, "USD"));
    // A symbol several currencies use says nothing of which one.
    expect(readAmount("$1,234.56")).toEqual(amount(1234.56));
    expect(readAmount("15 pts")).toBeUndefined();
  });

  it("reads minus signs, a typographic minus and accountants' brackets as negative", () => {
    expect(readAmount("-1.500", { currency: "IDR" })).toEqual(amount(-1500));
    expect(readAmount("\u22121.500", { currency: "IDR" })).toEqual(amount(-1500));
    expect(readAmount("(1.500)", { currency: "IDR" })).toEqual(amount(-1500));
    expect(readAmount("-Rp 1.500")).toEqual(amount(-1500, "IDR"));
    expect(readAmount("Rp -1.500")).toEqual(amount(-1500, "IDR"));
    expect(readAmount("+12")).toEqual(amount(12));
  });

  it("gives both readings, never one, when nothing says what a lone separator is", () => {
    expect(readAmount("1,500")).toEqual({ kind: "ambiguous", text: "1,500", readings: [1500, 1.5] });
    expect(readAmount("15.000")).toEqual({ kind: "ambiguous", text: "15.000", readings: [15000, 15] });
    // "0.500" cannot be grouping: only one reading is left.
    expect(readAmount("0.500")).toEqual(amount(0.5));
  });

  it("reads what the old number reader read: plain digits, a leading point, a trailing point", () => {
    expect(readAmount("1500")).toEqual(amount(1500));
    expect(readAmount(".5")).toEqual(amount(0.5));
    expect(readAmount("15.")).toEqual(amount(15));
    expect(readAmount("")).toBeUndefined();
    expect(readAmount("abc")).toBeUndefined();
  });

  it("names the currency a field's word stands for, and nothing for a word that is none", () => {
    expect(currencyCode("IDR")).toBe("IDR");
    expect(currencyCode(" idr ")).toBe("IDR");
    expect(currencyCode("Rp")).toBe("IDR");
    expect(currencyCode("Rupiah")).toBe("IDR");
    expect(currencyCode("usd")).toBe("USD");
    expect(currencyCode("pts")).toBeUndefined();
    expect(currencyCode("<b>")).toBeUndefined();
    expect(currencyCode("")).toBeUndefined();
  });

  it("uses no decimals for Rupiah and Intl's for the rest", () => {
    expect(minorDigits("IDR")).toBe(0);
    expect(minorDigits("idr")).toBe(0);
    expect(minorDigits("USD")).toBe(2);
    expect(minorDigits("JPY")).toBe(0);
    expect(minorDigits("KWD")).toBe(3);
    expect(minorDigits(undefined)).toBe(2);
    expect(minorDigits("not a code")).toBe(2);
  });
});

describe("reading back what Intl wrote", () => {
  const locales = ["en-US", "id-ID"];
  const cases = [
    { currency: "IDR", digits: 0 },
    { currency: "USD", digits: 2 },
    { currency: "KWD", digits: 3 },
  ];

  it("reads a formatted amount back to the same number, with the currency named", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...locales),
        fc.constantFrom(...cases),
        fc.integer({ min: -1e12, max: 1e12 }),
        (locale, { currency, digits }, units) => {
          const value = units / 10 ** digits;
          const text = new Intl.NumberFormat(locale, {
            style: "currency",
            currency,
            currencyDisplay: "code",
            minimumFractionDigits: digits,
            maximumFractionDigits: digits,
          }).format(value);
          expect(readAmount(text)).toEqual(amount(value + 0, currency));
        },
      ),
    );
  });

  it("reads back what the console itself shows for a Rupiah wallet: Rp in id-ID, IDR in en-US", () => {
    fc.assert(
      fc.property(fc.constantFrom(...locales), fc.integer({ min: -1e12, max: 1e12 }), (locale, value) => {
        const shown = formatMoney(value, { currency: "IDR", signed: true, locale });
        expect(readAmount(shown)).toEqual(amount(value + 0, "IDR"));
      }),
    );
  });

  it("reads a grouped number back in the wallet's currency, and lists it among the readings without one", () => {
    fc.assert(
      fc.property(fc.constantFrom(...locales), fc.integer({ min: 0, max: 1e12 }), (locale, value) => {
        const text = new Intl.NumberFormat(locale).format(value);
        expect(readAmount(text, { currency: "IDR" })).toEqual(amount(value));
        const bare = readAmount(text);
        const read = bare?.kind === "ambiguous" ? bare.readings : [bare?.value];
        expect(read).toContain(value);
      }),
    );
  });
});
