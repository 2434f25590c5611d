import { useQuery } from "@tanstack/react-query";
import { balance } from "../catalog/actions/balance";
import { requestSettingsFrom } from "../config/request-settings";
import { useSettings } from "../contexts/settings-context";
import { useTransport } from "../contexts/transport-context";
import { keyFingerprint } from "../lib/key-fingerprint";
import { parseJson } from "../lib/parse-json";
import { buildRequest } from "../request/build-request";
import { walletCurrencyOf } from "../response/wallet-currency";
import { sendRequest } from "../transport/send-request";
import { SENDS_TO_HISTORY, type SentExchange } from "../transport/send-variables";

/** A Check wallet balance asked for its currency, as the history records it. */
export interface WalletCurrencyExchange extends SentExchange {
  currency?: string;
}

/** Per target; the key itself never goes in a cache key, only a fingerprint of it. */
export const walletCurrencyKey = (baseUrl: string, apiKey: string) =>
  ["wallet-currency", baseUrl, keyFingerprint(apiKey)] as const;

/**
 * The wallet's currency as Check wallet balance names it, for amounts whose answer names none.
 * Asked once per key and target, and only while `wanted` (a view that has such an amount to
 * show) and a key is set; the request reads, spends nothing, and is kept in the history like a send.
 * Undefined until it is known, and when the answer names no currency.
 */
export function useWalletCurrency(wanted = true): string | undefined {
  const { settings } = useSettings();
  const transport = useTransport();
  const query = useQuery({
    queryKey: walletCurrencyKey(settings.baseUrl, settings.apiKey),
    queryFn: async (): Promise<WalletCurrencyExchange> => {
      const built = buildRequest(balance, { params: {} }, requestSettingsFrom(settings));
      if (!built.ok) throw new Error(built.message);
      const sentAt = Date.now();
      const record = await sendRequest(transport, built.spec, { timeoutMs: settings.timeoutSeconds * 1000 });
      const { environment, baseUrl, pathStyle } = settings;
      const ok = record.kind === "http" && record.status >= 200 && record.status < 300;
      const parsed = ok ? parseJson(record.body) : undefined;
      const currency = parsed?.ok ? walletCurrencyOf(parsed.value) : undefined;
      return {
        sent: { actionId: balance.id, spec: built.spec, sentAt, target: { environment, baseUrl, pathStyle } },
        record,
        ...(currency && { currency }),
      };
    },
    enabled: wanted && settings.apiKey !== "",
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 30 * 60 * 1000,
    meta: SENDS_TO_HISTORY,
  });
  return query.data?.currency;
}
