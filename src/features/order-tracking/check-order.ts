import { orderStatus } from "../../catalog/actions/order-status";
import { requestSettingsFrom } from "../../config/request-settings";
import type { Settings } from "../../config/settings";
import { keyFingerprint } from "../../lib/key-fingerprint";
import { buildRequest } from "../../request/build-request";
import { sendRequest } from "../../transport/send-request";
import type { SentExchange } from "../../transport/send-variables";
import type { Transport } from "../../transport/transport";
import type { OrderLookup } from "../../workspace/order-tracking/tracked-order";

/** One order's checks share a cache entry per target; the key's fingerprint stands in for the key. */
export const orderCheckKey = (settings: Settings, lookup: OrderLookup) =>
  ["order-status", settings.baseUrl, keyFingerprint(settings.apiKey), lookup.by, lookup.value] as const;

/**
 * One Check order status request, as the catalog's action builds it with the current settings. The
 * API does not publish its parameters: order_id or reseller_ref is the catalog's guess. Never throws
 * for an HTTP answer or no answer; only a request that cannot be built is an error.
 */
export async function checkOrder(
  transport: Transport,
  settings: Settings,
  lookup: OrderLookup,
  signal: AbortSignal,
): Promise<SentExchange> {
  const built = buildRequest(orderStatus, { params: { [lookup.by]: lookup.value } }, requestSettingsFrom(settings));
  if (!built.ok) throw new Error(built.message);
  const sentAt = Date.now();
  const record = await sendRequest(transport, built.spec, { timeoutMs: settings.timeoutSeconds * 1000, signal });
  const { environment, baseUrl, pathStyle } = settings;
  return {
    sent: { actionId: orderStatus.id, spec: built.spec, sentAt, target: { environment, baseUrl, pathStyle } },
    record,
  };
}
