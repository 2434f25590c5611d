import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";

/** Every query about the stored history starts with this key, so one invalidation reads it all again. */
export const HISTORY_KEY = ["history"] as const;

/**
 * Tells every history query that the stored history changed. A file of its own: the first screen
 * records sends and needs this, while the listing (with useQuery) is the history panel's alone.
 */
export function useHistoryChanged(): () => void {
  const client = useQueryClient();
  return useCallback(() => {
    // A read under way may have started before the change (a panel opened while a send was being
    // written): react-query would join it rather than read again, and its old answer would stand.
    // So it is cancelled first, then every history query, observed yet or not, is read again.
    void client
      .cancelQueries({ queryKey: HISTORY_KEY })
      .then(() => client.invalidateQueries({ queryKey: HISTORY_KEY, refetchType: "all" }));
  }, [client]);
}
