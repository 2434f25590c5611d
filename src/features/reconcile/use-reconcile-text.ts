import { useMemo } from "react";
import { formatMoney } from "../../lib/format-money";
import { type PluralForms, plural } from "../../lib/i18n/plural";
import { type FindingMessages, findingMessages } from "../../reconcile/finding-messages";
import { useI18n, useMessages } from "../../ui/i18n-context";
import { useFormat } from "../../ui/use-format";
import { type ReconcileMessages, reconcileMessages } from "./reconcile-messages";

export interface ReconcileWords {
  m: ReconcileMessages;
  /** Each kind of finding, as the ticket report names it in English. */
  kinds: FindingMessages;
  format: ReturnType<typeof useFormat>;
  /** A counted phrase in the console's locale, the count formatted. */
  count: (forms: PluralForms, value: number) => string;
  /** Minor units (cents) as money in the console's locale, in the currency when the entries name one. */
  money: (cents: number, currency?: string, signed?: boolean) => string;
}

/** The region's words with the console's formatters. */
export function useReconcileWords(): ReconcileWords {
  const m = useMessages(reconcileMessages);
  const kinds = useMessages(findingMessages);
  const { locale } = useI18n();
  const format = useFormat();
  return useMemo(
    () => ({
      m,
      kinds,
      format,
      count: (forms, value) => plural(locale, value, forms, format.number(value)),
      money: (cents, currency, signed = false) =>
        formatMoney(cents, { locale, minor: true, signed, ...(currency && { currency }) }),
    }),
    [m, kinds, locale, format],
  );
}
