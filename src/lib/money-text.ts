/**
 * Amounts as the market's APIs send them. A JSON number is what it says; text follows a locale:
 * `"15.000"` is fifteen thousand Rupiah, `"1,99"` is one and ninety-nine hundredths, `"Rp 15.000,-"`
 * names its currency. Where the text alone could mean two numbers a thousand apart, the reading
 * says so and gives both, so a caller reports the row instead of guessing.
 */
export type AmountReading =
  /** `value` in major units; `currency` only when the text itself named one ("Rp 15.000" → "IDR"). */
  | { kind: "amount"; value: number; currency?: string }
  /** The text could be read more than one way: every reading, in the order listed by `readAmount`. */
  | { kind: "ambiguous"; text: string; readings: number[] };

export interface AmountContext {
  /** The currency the answer or the wallet names, which decides what a lone separator is. */
  currency?: string;
  /** The field holds minor units (`price_cents`, `amount_minor`): divided by 10^minorDigits. */
  minorUnits?: boolean;
}

/**
 * Rupiah has no minor unit in this market (prices are whole Rupiah, `Rp 15.000`), though some
 * platforms' CLDR data still gives it two decimals; a code Intl rejects, or none, counts as two.
 */
const WHOLE_CURRENCIES = new Set(["IDR"]);

/** Each code's digits, asked of Intl once: amounts are read a table's rows at a time. */
const digitsOf = new Map<string, number>();

/** Digits after the decimal point the console uses for a currency: 0 for IDR (the market has no minor unit), else Intl's. */
export function minorDigits(currency: string | undefined): number {
  const code = currency?.trim().toUpperCase();
  if (!code) return 2;
  if (WHOLE_CURRENCIES.has(code)) return 0;
  let digits = digitsOf.get(code);
  if (digits === undefined) {
    try {
      const options = new Intl.NumberFormat("en", { style: "currency", currency: code }).resolvedOptions();
      digits = options.maximumFractionDigits ?? 2;
    } catch {
      digits = 2;
    }
    digitsOf.set(code, digits);
  }
  return digits;
}

/** Words the market writes before or after an amount, and the currency each names. */
const CURRENCY_WORDS: Record<string, string> = { rp: "IDR", "rp.": "IDR", rupiah: "IDR" };
/** Symbols that say "money" without saying whose ("$" is also SGD, AUD …): dropped, naming nothing. */
const BARE_SYMBOLS = /^[$€£¥]$/;

/** Separators that only ever group digits: spaces of every width, apostrophe, underscore. */
const GROUPING_ONLY = /[\s\u00a0\u202f'’_]+/g;

/** ISO 4217 codes the platform knows, so "15 pts" is not a currency called PTS; listed at first use. */
let knownCodes: ReadonlySet<string> | undefined;
function isCode(word: string): boolean {
  if (!/^[a-z]{3}$/i.test(word)) return false;
  knownCodes ??= new Set(typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("currency") : []);
  return knownCodes.size === 0 || knownCodes.has(word.toUpperCase());
}

/** The text without its currency word and sign, with what they said. */
function unwrap(text: string): { body: string; negative: boolean; currency?: string } | undefined {
  let rest = text.trim().replace(/\u2212/g, "-");
  let negative = false;
  let currency: string | undefined;
  let marked = false;
  if (/^\(.*\)$/.test(rest)) {
    negative = true;
    rest = rest.slice(1, -1).trim();
  }
  // Indonesian prices end ",-" or ".-" to say "no fraction": "Rp 15.000,-".
  rest = rest.replace(/[.,]-$/, "");
  // A sign and one currency word, in either order, before or after the digits.
  for (let step = 0; step < 4; step++) {
    const sign = /^[+-]/.exec(rest);
    if (sign) {
      negative = negative !== (sign[0] === "-");
      rest = rest.slice(1).trim();
      continue;
    }
    const lead = /^([a-z]{2,7}\.?|[$€£¥])\s*/i.exec(rest);
    const trail = /\s*([a-z]{2,7}\.?|[$€£¥])$/i.exec(rest);
    const found = lead ?? trail;
    if (!found || marked) break;
    const word = (found[1] ?? "").toLowerCase();
    const named = currencyCode(word);
    if (named === undefined && !BARE_SYMBOLS.test(word)) return undefined;
    marked = true;
    currency = named;
    rest = lead ? rest.slice(found[0].length) : rest.slice(0, rest.length - found[0].length);
  }
  return { body: rest.trim(), negative, ...(currency && { currency }) };
}

/**
 * The ISO 4217 code a currency field or word stands for: `"IDR"`, `"idr"`, `"Rp"`, `"Rupiah"` →
 * `"IDR"`; undefined for a word that names no currency the platform knows ("pts", "<b>").
 */
export function currencyCode(text: string | undefined): string | undefined {
  const word = text?.trim().toLowerCase();
  if (!word) return undefined;
  return CURRENCY_WORDS[word] ?? (isCode(word) ? word.toUpperCase() : undefined);
}

/** Groups after the first are three digits; the first is one to three, and not a lone "0". */
const groupsOk = (groups: string[]) =>
  groups.every((group, index) =>
    index === 0 ? /^\d{1,3}$/.test(group) && !/^0\d*$/.test(group) : /^\d{3}$/.test(group),
  );

/** Spaces and apostrophes group digits in threes ("1 000", "1'000'000"), never "1 0". */
function spacedInThrees(body: string): boolean {
  for (const run of body.matchAll(GROUPING_ONLY)) {
    const before = body[run.index - 1] ?? "";
    const after = body.slice(run.index + run[0].length);
    if (!/\d/.test(before) || !/^\d{3}(?!\d)/.test(after)) return false;
  }
  return true;
}

/** Every number the digits could mean, given what a lone separator is in this currency. */
function readings(body: string, digits: number | undefined): number[] | undefined {
  if (!spacedInThrees(body)) return undefined;
  const plain = body.replace(GROUPING_ONLY, "");
  if (!/^[\d.,]+$/.test(plain) || !/\d/.test(plain)) return undefined;
  const dots = plain.split(".").length - 1;
  const commas = plain.split(",").length - 1;
  if (dots > 0 && commas > 0) {
    // Both: the last one written is the decimal point, the other groups ("1.234,56", "1,234.56").
    const decimal = plain.lastIndexOf(".") > plain.lastIndexOf(",") ? "." : ",";
    const group = decimal === "." ? "," : ".";
    const [whole = "", fraction = ""] = plain.split(decimal);
    if (plain.split(decimal).length !== 2 || fraction.includes(group) || !groupsOk(whole.split(group)))
      return undefined;
    return [Number(`${whole.split(group).join("")}.${fraction}`)];
  }
  const separator = dots > 0 ? "." : commas > 0 ? "," : undefined;
  if (separator === undefined) return [Number(plain)];
  const parts = plain.split(separator);
  if (parts.length > 2) return groupsOk(parts) ? [Number(parts.join(""))] : undefined;
  const [whole = "", fraction = ""] = parts;
  const asDecimal = Number(`${whole || "0"}.${fraction || "0"}`);
  if (fraction.length !== 3 || !groupsOk(parts)) return [asDecimal];
  const asGrouped = Number(whole + fraction);
  // "15.000": grouping where the currency has fewer than three decimals, a decimal point where it
  // has three (KWD), and both readings where nothing says which.
  if (digits === undefined) return [asGrouped, asDecimal];
  return [digits < 3 ? asGrouped : asDecimal];
}

/** A JSON number or text amount, read by the conventions of the currency and the field. */
export function readAmount(value: unknown, context: AmountContext = {}): AmountReading | undefined {
  const scale = (n: number, currency?: string) => (context.minorUnits ? n / 10 ** minorDigits(currency) : n);
  // The answer's or the wallet's word for it: "Rp" is IDR here too.
  const given = currencyCode(context.currency) ?? context.currency?.trim().toUpperCase();
  if (typeof value === "number") {
    return Number.isFinite(value) ? { kind: "amount", value: scale(value, given) } : undefined;
  }
  if (typeof value !== "string") return undefined;
  const parts = unwrap(value);
  if (!parts) return undefined;
  const currency = parts.currency ?? given;
  const read = readings(parts.body, currency ? minorDigits(currency) : undefined);
  if (!read || read.some((n) => !Number.isFinite(n))) return undefined;
  const signed = read.map((n) => scale(parts.negative ? -n : n, currency) + 0);
  const [only] = signed;
  if (signed.length === 1 && only !== undefined) {
    return { kind: "amount", value: only, ...(parts.currency && { currency: parts.currency }) };
  }
  return { kind: "ambiguous", text: value, readings: signed };
}
