import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import type { ResponseRecord } from "../../request/response-record";
import { type RecordedSend, SEND_KEY, type SentExchange } from "../../transport/send-variables";
import { useI18n } from "../../ui/i18n-context";
import { whenIdle } from "../../ui/idle-module";
import type { HistoryLogProblem } from "./history-log";
import { useHistorySource } from "./history-source";
import { useHistoryChanged } from "./use-history-listing";

export interface HistoryLog {
  /** Set when the history cannot be kept, or records had to be set aside. */
  problem?: string;
}

// The writing side (entries, the store, the messages) loads when first needed, after the first screen.
const writer = () => import("./history-log");

/**
 * A problem with the words that say it, which came with the writer; when the writer itself could
 * not load there are no words, and the browser's own error is shown as it is.
 */
type Shown =
  | { problem: HistoryLogProblem; word: typeof import("./history-log")["logProblemText"] }
  | { unloaded: string };

/** Keeps every answered send in the history, after its response is on screen, and checks the store on start. */
export function useHistoryLog(): HistoryLog {
  const source = useHistorySource();
  const [shown, setShown] = useState<Shown>();
  const { language } = useI18n();
  const changed = useHistoryChanged();

  useEffect(() => {
    let live = true;
    whenIdle(() => {
      void writer()
        .then(async ({ checkHistory, logProblemText }) => {
          const found = await checkHistory(source);
          if (live) setShown(found && { problem: found, word: logProblemText });
        })
        .catch((error: unknown) => live && setShown({ unloaded: String(error) }));
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
          .then(async ({ recordSend, logProblemText }) => {
            const found = await recordSend(source, { ...variables, target }, response);
            if (found) setShown({ problem: found, word: logProblemText });
            changed();
          })
          // Otherwise the send silently goes missing from the history the user relies on.
          .catch((error: unknown) => setShown({ unloaded: String(error) }));
      });
    },
    [source, changed],
  );

  // Every request is a mutation (Send) or a query marked for the history (lists, checks): the history
  // follows react-query's caches, wherever the request came from.
  const client = useQueryClient();
  useEffect(() => {
    const stopMutations = client.getMutationCache().subscribe((event) => {
      if (event.type !== "updated" || event.action.type !== "success") return;
      if (event.mutation.options.mutationKey?.[0] !== SEND_KEY[0]) return;
      record(event.mutation.state.variables as RecordedSend, event.action.data as ResponseRecord);
    });
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

  if (!shown) return {};
  return { problem: "unloaded" in shown ? shown.unloaded : shown.word(shown.problem, language) };
}
