import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { useI18n } from "../../contexts/i18n-context";
import { whenIdle } from "../../lazy/idle-module";
import type { Language } from "../../lib/i18n/language";
import { onSendSettled } from "../../queries/send-record";
import type { ResponseRecord } from "../../request/response-record";
import type { RecordedSend, SentExchange } from "../../transport/send-variables";
import { useHistorySource } from "./history-source";
import { historyUnit } from "./load-history";
import { useHistoryChanged } from "./use-history-changed";

export interface HistoryLog {
  /** Set when the history cannot be kept, or records had to be set aside. */
  problem?: string;
}

// The writing side (entries, the store, the messages) loads with the history unit when first needed,
// after the first screen.
const writer = () => historyUnit.load();

/** Keeps every answered send in the history, after its response is on screen, and checks the store on start. */
export function useHistoryLog(): HistoryLog {
  const source = useHistorySource();
  // The problem worded in any language by the writer that found it (or, when the writer itself could
  // not load, the browser's error as it is), so the bar follows a switch of language at once.
  const [problem, setProblem] = useState<(language: Language) => string>();
  const { language } = useI18n();
  const changed = useHistoryChanged();

  useEffect(() => {
    let live = true;
    whenIdle(() => {
      // With no history stored (a first visit), there is nothing to check, and nothing is loaded for it.
      void (source.mayHoldRecords?.() ?? Promise.resolve(true))
        .then((mayHold) =>
          mayHold ? writer().then(({ problemOpeningHistory }) => problemOpeningHistory(source)) : undefined,
        )
        .then((found) => live && setProblem(() => found))
        .catch((error: unknown) => live && setProblem(() => () => String(error)));
    });
    return () => {
      live = false;
    };
  }, [source]);

  const record = useCallback(
    (variables: RecordedSend, response: ResponseRecord) => {
      const { target } = variables;
      if (!target) return;
      whenIdle(() => {
        void writer()
          .then(({ recordSend }) => recordSend(source, { ...variables, target }, response))
          .then((found) => {
            if (found) setProblem(() => found);
            changed();
          })
          // Otherwise the send silently goes missing from the history the user relies on.
          .catch((error: unknown) => setProblem(() => () => String(error)));
      });
    },
    [source, changed],
  );

  // Every request is a mutation (Send) or a query marked for the history (lists, checks): the history
  // follows react-query's caches, wherever the request came from.
  const client = useQueryClient();
  useEffect(() => {
    const stopMutations = onSendSettled(client, record);
    const stopQueries = client.getQueryCache().subscribe((event) => {
      if (event.type !== "updated" || event.action.type !== "success") return;
      if (event.query.meta?.history !== true) return;
      const { sent, record: response } = event.action.data as SentExchange;
      record(sent, response);
    });
    return () => {
      stopMutations();
      stopQueries();
    };
  }, [client, record]);

  return problem ? { problem: problem(language) } : {};
}
