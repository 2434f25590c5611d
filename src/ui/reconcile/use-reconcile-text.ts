import { useMemo } from "react";
import { useI18n, useMessages } from "../../contexts/i18n-context";
import { useFormat } from "../../contexts/use-format";
import { type PluralForms, plural } from "../../lib/i18n/plural";
import { useMoney } from "../../queries/use-money";
import { type FindingMessages, findingMessages } from "../../reconcile/finding-messages";
import { fromHundredths } from "../../reconcile/hundredths";
import { type ReconcileMessages, reconcileMessages } from "./reconcile-messages";

export interface ReconcileWords {
  m: ReconcileMessages;
  /** Each kind of finding, as the ticket report names it in English. */
  kinds: FindingMessages;
  format: ReturnType<typeof useFormat>;
  /** A counted phrase in the console's locale, the count formatted. */
  count: (forms: PluralForms, value: number) => string;
  /**
   * The check's hundredths (hundredths.ts's toHundredths: every currency in hundredths of its unit) as money
   * in the console's locale, in the currency when the entries (or the wallet) name one.
   */
  money: (cents: number, currency?: string, signed?: boolean) => string;
}

/** The region's words with the console's formatters. */
export function useReconcileWords(): ReconcileWords {
  const m = useMessages(reconcileMessages);
  const kinds = useMessages(findingMessages);
  const { locale } = useI18n();
  const format = useFormat();
  // The wallet's currency is asked where the results know they are the settings' target.
  const formatMoney = useMoney({ askWallet: false });
  return useMemo(
    () => ({
      m,
      kinds,
      format,
      count: (forms, value) => plural(locale, value, forms, format.number(value)),
      // In a currency, its own digits (none for Rupiah); without one, hundredths as before.
      money: (cents, currency, signed = false) =>
        currency
          ? formatMoney(fromHundredths(cents), { currency, signed })
          : formatMoney(cents, { minor: true, signed }),
    }),
    [m, kinds, locale, format, formatMoney],
  );
}
