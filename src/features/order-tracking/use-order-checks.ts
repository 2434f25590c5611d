import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import type { ResponseRecord } from "../../request/response-record";
import { SENDS_TO_HISTORY } from "../../transport/send-variables";
import { useSettings } from "../../ui/settings-context";
import { useTransport } from "../../ui/transport-context";
import type { TrackedOrder } from "../../workspace/order-tracking/tracked-order";
import { trackingTarget } from "../../workspace/order-tracking/tracking-target";
import { checkOrder, orderCheckKey } from "./check-order";

/**
 * Runs the order's next check when it is due: one timer at a time, set from `nextCheckAt`, which the
 * pure schedule computes after every answer. A react-query `refetchInterval` would fetch once at
 * mount (not after 2 s), again on window focus, and keep no count of its own; a plain timer keeps
 * the schedule in one tested place. Each check is a query marked for the history, so it lands there
 * like any send. Stopping (or leaving) clears the timer and cancels a check in flight.
 */
export function useOrderChecks(
  order: TrackedOrder,
  onAnswer: (id: string, record: ResponseRecord) => void,
  onBroken: (id: string, problem: string) => void,
) {
  const client = useQueryClient();
  const transport = useTransport();
  const { settings } = useSettings();
  const latest = useRef({ settings, onAnswer, onBroken });
  latest.current = { settings, onAnswer, onBroken };
  const { id, lookup, target, nextCheckAt } = order;

  useEffect(() => {
    if (nextCheckAt === undefined) return;
    const controller = new AbortController();
    const timer = setTimeout(
      () => {
        const { settings: now } = latest.current;
        // The target may have changed since this render: a check never goes anywhere else, nor with another key.
        if (trackingTarget(now, now.apiKey) !== target) return;
        client
          .fetchQuery({
            queryKey: orderCheckKey(now, lookup),
            queryFn: () => checkOrder(transport, now, lookup, controller.signal),
            meta: SENDS_TO_HISTORY,
            staleTime: 0,
            gcTime: 60_000,
          })
          .then(({ record }) => {
            if (!controller.signal.aborted) latest.current.onAnswer(id, record);
          })
          .catch((error: unknown) =>
            latest.current.onBroken(id, error instanceof Error ? error.message : String(error)),
          );
      },
      Math.max(0, nextCheckAt - Date.now()),
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [client, transport, id, lookup, target, nextCheckAt]);
}
