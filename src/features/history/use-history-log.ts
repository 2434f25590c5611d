import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { randomHex } from "../../catalog/new-reference";
import type { ResponseRecord } from "../../request/response-record";
import { type RecordedSend, SEND_KEY, type SentExchange } from "../../transport/send-variables";
import { useHistorySource } from "./history-source";
import { useHistoryChanged } from "./use-history-listing";
import { whenIdle } from "./when-idle";

export interface HistoryLog {
  /** Set when the history cannot be kept, or records had to be set aside. */
  problem?: string;
}

export const NOT_KEPT =
  "This send was not kept in the history: it does not fit beside the pinned entries. Unpin or delete some to make room.";

function setAsideMessage(count: number): string {
  const records = count === 1 ? "1 record" : `${count} records`;
  return `${records} in the stored history could not be read (damaged, or written by something else) and ${count === 1 ? "was" : "were"} set aside, not deleted. The rest of the history is kept. Open History to download or delete ${count === 1 ? "it" : "them"}.`;
}

/** Keeps every answered send in the history, after its response is on screen, and checks the store on start. */
export function useHistoryLog(): HistoryLog {
  const source = useHistorySource();
  const [problem, setProblem] = useState<string>();
  const changed = useHistoryChanged();

  useEffect(() => {
    let live = true;
    whenIdle(() => {
      void source()
        .then(async ({ store, problem: opening }) => {
          const { setAsideNow } = await store.list();
          if (live) setProblem(opening ?? (setAsideNow > 0 ? setAsideMessage(setAsideNow) : undefined));
        })
        .catch((error: unknown) => live && setProblem(`The history could not be read: ${String(error)}`));
    });
    return () => {
      live = false;
    };
  }, [source]);

  const record = useCallback(
    (variables: RecordedSend, response: ResponseRecord) => {
      if (!variables.target) return;
      const target = variables.target;
      whenIdle(() => {
        void Promise.all([import("../../history/record-send"), source()])
          .then(([{ historyEntryOf }, { store }]) => {
            const id = `h-${variables.sentAt.toString(36)}-${randomHex(4)}`;
            const { actionId, spec, sentAt } = variables;
            return store.add([historyEntryOf({ id, sentAt, actionId, target, spec, record: response })]);
          })
          .then((outcome) => {
            // Otherwise the send silently goes missing from the history the user relies on.
            if (outcome.notKept > 0) setProblem(NOT_KEPT);
            changed();
          })
          .catch((error: unknown) => setProblem(`This send could not be kept in the history: ${String(error)}`));
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

  return problem ? { problem } : {};
}
