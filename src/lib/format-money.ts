import { currencyCode, minorDigits } from "./money-text";

export interface MoneyStyle {
  /** The currency the answer names (an ISO 4217 code, or a word such as "Rp"); otherwise plain grouped numbers. */
  currency?: string;
  /** The numbers are minor units (cents): shown divided by the currency's decimals (100 when unknown). */
  minor?: boolean;
  /** Always show + or − (a ledger's signed amounts). */
  signed?: boolean;
  locale?: string;
}

const cache = new Map<string, Intl.NumberFormat>();

function formatter(locale: string | undefined, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify([locale, options]);
  let found = cache.get(key);
  if (!found) {
    found = new Intl.NumberFormat(locale, options);
    cache.set(key, found);
  }
  return found;
}

/**
 * The currency's formatter, or undefined when the code is not one Intl knows ("US Dollars", "<b>").
 * Rupiah is written without decimals (`Rp 177.000`, `IDR 177,000`), whatever the platform's data
 * says; a fraction is still shown when there is one, so no amount is rounded out of sight.
 */
function currencyFormatter(style: MoneyStyle, code: string): Intl.NumberFormat | undefined {
  const digits = minorDigits(code);
  try {
    return formatter(style.locale, {
      style: "currency",
      currency: code,
      signDisplay: style.signed ? "exceptZero" : "auto",
      ...(digits === 0 && { minimumFractionDigits: 0, maximumFractionDigits: 2 }),
    });
  } catch {
    return undefined;
  }
}

/**
 * Money with Intl.NumberFormat in the console's locale: in the currency when there is a valid one
 * ("Rp" and "rupiah" are IDR), else as a grouped number followed by whatever the body called its
 * currency (text, never markup).
 */
export function formatMoney(value: number, style: MoneyStyle = {}): string {
  const code = currencyCode(style.currency) ?? style.currency?.trim().toUpperCase();
  const money = code ? currencyFormatter(style, code) : undefined;
  if (money && code) return money.format(style.minor ? value / 10 ** minorDigits(code) : value);
  const plain = formatter(style.locale, {
    maximumFractionDigits: style.minor ? 2 : 6,
    minimumFractionDigits: style.minor ? 2 : 0,
    signDisplay: style.signed ? "exceptZero" : "auto",
  }).format(style.minor ? value / 100 : value);
  return style.currency ? `${plain} ${style.currency}` : plain;
}

/** A count: grouped, whole or not, never with a currency. */
export function formatCount(value: number, locale?: string): string {
  return formatter(locale, { maximumFractionDigits: 6 }).format(value);
}
