import { useQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import { findAction } from "../catalog/catalog";
import type { ListKind } from "../catalog/list-fields";
import { requestSettingsFrom } from "../config/request-settings";
import { useSettings } from "../contexts/settings-context";
import { useTransport } from "../contexts/transport-context";
import { keyFingerprint } from "../lib/key-fingerprint";
import { buildRequest } from "../request/build-request";
import { type ListOutcome, listFromRecord } from "../response/list-options";
import { sendRequest } from "../transport/send-request";
import { SENDS_TO_HISTORY, type SentExchange } from "../transport/send-variables";

/** A list request as the history records it, with the choices it gave (or why none). */
export interface ListExchange extends SentExchange {
  list: ListOutcome;
}

/** Per list and target; the key itself never goes in a cache key, only a fingerprint of it. */
export const listKey = (kind: ListKind, baseUrl: string, apiKey: string) =>
  ["list", kind, baseUrl, keyFingerprint(apiKey)] as const;

/**
 * One of the API's lists for the current target, from react-query's cache. Nothing is fetched
 * until `load` is called (a picker opened): not on page load, and not on every keystroke of a key
 * being typed. Each fetch is a real request, recorded in the history like a send.
 */
export function useListQuery(kind: ListKind) {
  const { settings } = useSettings();
  const transport = useTransport();
  const noKey = settings.apiKey === "";
  const query = useQuery({
    queryKey: listKey(kind, settings.baseUrl, settings.apiKey),
    queryFn: async (): Promise<ListExchange> => {
      const action = findAction(kind);
      const built = action
        ? buildRequest(action, { params: {} }, requestSettingsFrom(settings))
        : { ok: false as const, message: `no "${kind}" action` };
      if (!built.ok) throw new Error(built.message);
      const sentAt = Date.now();
      const record = await sendRequest(transport, built.spec, { timeoutMs: settings.timeoutSeconds * 1000 });
      const { environment, baseUrl, pathStyle } = settings;
      return {
        sent: { actionId: kind, spec: built.spec, sentAt, target: { environment, baseUrl, pathStyle } },
        record,
        list: listFromRecord(kind, record),
      };
    },
    enabled: false,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 30 * 60 * 1000,
    meta: SENDS_TO_HISTORY,
  });
  const { refetch, data, isFetching } = query;
  /** Fetches the list unless it is at hand (or `again`: the Refresh button). Never without a key. */
  const load = useCallback(
    (again = false) => {
      if (noKey || isFetching || (data && !again)) return;
      void refetch();
    },
    [noKey, isFetching, data, refetch],
  );
  return { query, noKey, load };
}
