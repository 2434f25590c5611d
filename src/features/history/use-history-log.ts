import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { randomHex } from "../../catalog/new-reference";
import type { ResponseRecord } from "../../request/response-record";
import { SEND_KEY, type SendVariables } from "../../transport/send-variables";
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
    (variables: SendVariables, response: ResponseRecord) => {
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

  // Every send is a mutation: the history follows react-query's cache, wherever the send came from.
  const client = useQueryClient();
  useEffect(
    () =>
      client.getMutationCache().subscribe((event) => {
        if (event.type !== "updated" || event.action.type !== "success") return;
        if (event.mutation.options.mutationKey?.[0] !== SEND_KEY[0]) return;
        record(event.mutation.state.variables as SendVariables, event.action.data as ResponseRecord);
      }),
    [client, record],
  );

  return problem ? { problem } : {};
}
