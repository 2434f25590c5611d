import type { QueryClient } from "@tanstack/react-query";
import { SENDS_TO_HISTORY, type SentExchange } from "../transport/send-variables";

let recorded = 0;

/**
 * Puts a request a long run sent (a tracked order's status check)
 * in the history by the road every send takes: a query marked for the history (use-history-log.ts
 * follows them), gone from the cache once answered.
 */
export function recordInHistory(client: QueryClient, exchange: SentExchange): void {
  recorded += 1;
  void client.fetchQuery({
    queryKey: ["sent-by-a-run", recorded],
    queryFn: () => exchange,
    meta: SENDS_TO_HISTORY,
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
}
