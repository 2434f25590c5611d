export interface MoneyStyle {
  /** An ISO 4217 code when the body names one; otherwise plain grouped numbers. */
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

/** The currency's formatter, or undefined when the code is not one Intl knows ("US Dollars", "<b>"). */
function currencyFormatter(style: MoneyStyle): Intl.NumberFormat | undefined {
  if (!style.currency) return undefined;
  try {
    return formatter(style.locale, {
      style: "currency",
      currency: style.currency.trim(),
      signDisplay: style.signed ? "exceptZero" : "auto",
    });
  } catch {
    return undefined;
  }
}

/**
 * Money with Intl.NumberFormat: in the currency when there is a valid one, else as a grouped
 * number followed by whatever the body called its currency (text, never markup).
 */
export function formatMoney(value: number, style: MoneyStyle = {}): string {
  const money = currencyFormatter(style);
  if (money) {
    const decimals = money.resolvedOptions().maximumFractionDigits ?? 2;
    return money.format(style.minor ? value / 10 ** decimals : value);
  }
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
