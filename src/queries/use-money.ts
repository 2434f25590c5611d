import { useCallback, useEffect, useRef, useState } from "react";
import { useI18n } from "../contexts/i18n-context";
import { formatMoney, type MoneyStyle } from "../lib/format-money";
import { useWalletCurrency } from "./use-wallet-currency";

/** An amount as the console shows it: its currency (when the answer names one), minor units, a sign. */
export type FormatMoney = (value: number, style?: Omit<MoneyStyle, "locale">) => string;

/**
 * Money in the console's language (`Rp 177.000` in Bahasa Indonesia, `IDR 177,000` in English), in
 * the currency the answer names, else the wallet's as Check wallet balance names it, else as a
 * plain grouped number: never a bare number or a dollar sign for a Rupiah wallet that said so.
 *
 * The wallet is asked only once an amount other than zero without a currency has been written
 * (after that render, which shows it plain until the answer comes), so views whose answers name
 * their currency send nothing. `askWallet: false` where the amounts may belong to another target than the settings' one.
 * Apart from `useFormat`, so the first screen carries neither the formatter nor the wallet's query.
 */
export function useMoney({ askWallet = true }: { askWallet?: boolean } = {}): FormatMoney {
  const { locale } = useI18n();
  const [needed, setNeeded] = useState(false);
  const unnamed = useRef(false);
  const wallet = useWalletCurrency(askWallet && needed);
  const fallback = askWallet ? wallet : undefined;
  useEffect(() => {
    if (askWallet && unnamed.current && !needed) setNeeded(true);
  });
  return useCallback(
    (value, style = {}) => {
      const currency = style.currency ?? fallback;
      // Nothing is worth a request to label: a zero (nothing refunded) stays a plain 0.
      if (!currency && value !== 0) unnamed.current = true;
      return formatMoney(value, { ...style, locale, ...(currency && { currency }) });
    },
    [locale, fallback],
  );
}
