import { useMemo } from "react";
import { requestSettingsFrom } from "../config/request-settings";
import type { SentTo } from "../history/make-entry";
import type { RequestSettings } from "../request/build-request";
import type { RequestSpec } from "../request/request-spec";
import type { ResponseRecord } from "../request/response-record";
import { sendRequest } from "../transport/send-request";
import { trackingTarget } from "../workspace/order-tracking/tracking-target";
import { useSettings } from "./settings-context";
import { useTransport } from "./transport-context";

/**
 * The connection requests go through now: what they are built from, how they are sent, and where
 * they go. Its `target` is that "where" as one comparable text, the one meaning of the word.
 */
export interface RequestConnection {
  /** What requests are built from now: base URL, path style, key, a sandbox scenario. */
  settings: RequestSettings;
  /** Where a batch is placed, as the journal compares it (the key only as a fingerprint). */
  target: string;
  /** Where requests go, as the history keeps it. */
  where: SentTo;
  /** Sends one request through the page's transport with the Settings' time limit; never throws. */
  send: (spec: RequestSpec, signal?: AbortSignal) => Promise<ResponseRecord>;
}

/** The current settings' target, exactly as the form sends to it: for the requests a region sends for a person (batches, reconciling). */
export function useConnection(): RequestConnection {
  const { settings } = useSettings();
  const transport = useTransport();
  return useMemo(() => {
    const { environment, baseUrl, pathStyle, apiKey, timeoutSeconds } = settings;
    return {
      settings: requestSettingsFrom(settings),
      target: trackingTarget({ environment, baseUrl, pathStyle }, apiKey),
      where: { environment, baseUrl, pathStyle },
      send: (spec, signal) =>
        sendRequest(transport, spec, { timeoutMs: timeoutSeconds * 1000, ...(signal && { signal }) }),
    };
  }, [settings, transport]);
}
