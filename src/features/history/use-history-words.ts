import { useMemo } from "react";
import { actionLabel as catalogLabel } from "../../catalog/catalog";
import { useI18n, useMessages } from "../../contexts/i18n-context";
import { useFormat } from "../../contexts/use-format";
import { actionLabel } from "../../lib/i18n/action-label";
import { plural } from "../../lib/i18n/plural";
import { type HistoryMessages, historyMessages } from "./history-messages";

export interface HistoryWords {
  t: HistoryMessages;
  format: ReturnType<typeof useFormat>;
  /** "3 entries" / "3 entri", the count in the console's locale. */
  entries: (count: number) => string;
  /** An action's name in the console's language. */
  actionName: (actionId: string) => string;
  /** "Check wallet balance at 11/23/2026, 12:00:05 PM": how an entry is named on buttons and titles. */
  entryName: (entry: { actionId: string; sentAt: number }) => string;
}

/** The panel's words with the console's formatters: everything an entry is called, in one place. */
export function useHistoryWords(): HistoryWords {
  const t = useMessages(historyMessages);
  const { t: first, locale } = useI18n();
  const format = useFormat();
  return useMemo(() => {
    const actionName = (id: string) => actionLabel(first, { id, label: catalogLabel(id) });
    return {
      t,
      format,
      entries: (count) => plural(locale, count, t.entries, format.number(count)),
      actionName,
      entryName: ({ actionId, sentAt }) => t.entryName(actionName(actionId), format.dateTime(sentAt)),
    };
  }, [t, first, locale, format]);
}
