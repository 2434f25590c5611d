import { describe, expect, it } from "vitest";
import { loadSettings, storedLanguage } from "../../src/config/stored-settings";
import { formatMoney } from "../../src/lib/format-money";
import { createFormatters } from "../../src/lib/i18n/format";
import { pickLanguage } from "../../src/lib/i18n/language";
import { plural } from "../../src/lib/i18n/plural";

describe("the first visit's language", () => {
  it("is the first of the browser's languages the console speaks", () => {
    expect(pickLanguage(["id-ID", "en-US"])).toBe("id");
    expect(pickLanguage(["fr-FR", "id"])).toBe("id");
    expect(pickLanguage(["en-GB", "id-ID"])).toBe("en");
  });

  it("reads the old code 'in' as Indonesian and falls back to English", () => {
    expect(pickLanguage(["in-ID"])).toBe("id");
    expect(pickLanguage(["fr-FR", "de"])).toBe("en");
    expect(pickLanguage([])).toBe("en");
    expect(pickLanguage(undefined)).toBe("en");
  });
});

describe("the stored language", () => {
  const storage = (value: object) => ({ getItem: () => JSON.stringify(value) });

  it("is read back when it is one the console speaks", () => {
    const { settings } = loadSettings(storage({ language: "id", timeoutSeconds: 20 }));
    expect(storedLanguage(settings)).toBe("id");
  });

  it("is dropped when unknown, keeping every other setting", () => {
    const { settings, problem } = loadSettings(storage({ language: "xx", timeoutSeconds: 20 }));
    expect(storedLanguage(settings)).toBeUndefined();
    expect(settings.timeoutSeconds).toBe(20);
    expect(problem).toBeUndefined();
  });
});

describe("the formatters", () => {
  const day = new Date(2026, 10, 23, 14, 5, 9).getTime();

  it("write id-ID numbers, dates, sizes and durations", () => {
    const format = createFormatters("id-ID");
    expect(format.number(1234.56)).toBe("1.234,56");
    expect(format.date(day)).toBe("23/11/2026");
    expect(format.dateTime(day)).toMatch(/^23\/11\/2026.*14.05.09$/);
    expect(format.bytes(1536)).toBe("1,5 kB");
    expect(format.duration(1234)).toBe("1.234 md");
  });

  it("write en-US ones as before", () => {
    const format = createFormatters("en-US");
    expect(format.number(1234.56)).toBe("1,234.56");
    expect(format.date(day)).toBe("11/23/2026");
    expect(format.bytes(1536)).toBe("1.5 kB");
    expect(format.duration(85)).toBe("85 ms");
  });

  it("write money in the locale, rupiah without decimals", () => {
    expect(formatMoney(1234.56, { locale: "id-ID" })).toBe("1.234,56");
    expect(formatMoney(150000, { locale: "id-ID", currency: "IDR" }).replace(/\s/g, " ")).toBe("Rp 150.000");
  });
});

describe("counted phrases", () => {
  it("take English's one and other, Indonesian's single form, with the count as shown", () => {
    const entries = { one: "# entry", other: "# entries" };
    expect(plural("en-US", 1, entries)).toBe("1 entry");
    expect(plural("en-US", 1234, entries, "1,234")).toBe("1,234 entries");
    expect(plural("id-ID", 1, { other: "# entri" })).toBe("1 entri");
    expect(plural("id-ID", 1234, { other: "# entri" }, "1.234")).toBe("1.234 entri");
  });
});
