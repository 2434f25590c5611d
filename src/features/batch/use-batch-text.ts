import { useMemo } from "react";
import { type BatchStateMessages, batchStateMessages } from "../../batch/batch-state-messages";
import type { RowCheck } from "../../batch/row-findings";
import { useI18n, useMessages } from "../../contexts/i18n-context";
import { useFormat } from "../../contexts/use-format";
import { type PluralForms, plural } from "../../lib/i18n/plural";
import { useMoney } from "../../queries/use-money";
import { type BatchMessages, batchMessages } from "./batch-messages";
import { wordRowProblem, wordRowWarning } from "./word-row-check";

export interface BatchWords {
  m: BatchMessages;
  /** The rows by state and the money, worded as History's Batches words them too. */
  s: BatchStateMessages;
  format: ReturnType<typeof useFormat>;
  /** A counted phrase in the console's locale, the count formatted. */
  count: (forms: PluralForms, value: number) => string;
  /** In the prices' currency, else the wallet's (Check wallet balance), in the console's language. */
  money: (value: number, currency?: string) => string;
  /** A dry run's findings of a row, as one text. */
  findings: (check: RowCheck) => string;
}

/** The region's words with the console's formatters. */
export function useBatchWords(): BatchWords {
  const m = useMessages(batchMessages);
  const s = useMessages(batchStateMessages);
  const { locale } = useI18n();
  const format = useFormat();
  const formatMoney = useMoney();
  return useMemo(
    () => ({
      m,
      s,
      format,
      count: (forms, value) => plural(locale, value, forms, format.number(value)),
      money: (value, currency) => formatMoney(value, currency ? { currency } : {}),
      // Whole sentences, one after the other.
      findings: (check) =>
        [
          ...check.problems.map((problem) => wordRowProblem(m, problem)),
          ...check.warnings.map((warning) => wordRowWarning(m, warning)),
        ].join(" "),
    }),
    [m, s, locale, format, formatMoney],
  );
}
