import { afterEach, describe, expect, it } from "vitest";
import { startMarketApi } from "../../e2e/market-api";
import { createRequestEngine } from "../../src/pacing/request-engine";
import { findingsCsv } from "../../src/reconcile/findings-csv";
import { findingsReport } from "../../src/reconcile/findings-report";
import { fromHundredths } from "../../src/reconcile/hundredths";
import { type RunOptions, runReconciliation } from "../../src/reconcile/run-reconciliation";
import { createHttpTransport } from "../../src/transport/http-transport";
import { sendRequest } from "../../src/transport/send-request";

/**
 * The browser tests' market API (e2e/market-api.ts), on loopback: not the sandbox. Its order answers
 * follow Digiflazz's "Topup" response (https://developer.digiflazz.com/api/buyer/topup/) with a
 * `trx_id` beside as Apigames' have, every answer HTTP 200; its wallet entries are `{trx_id, ref_id,
 * type: "Pembelian" | "Refund" | "Deposit", amount (unsigned whole Rupiah), saldo, created_at}`,
 * Jakarta times without a zone, newest first, all in one answer whatever page is asked. The
 * "troubled" seed: TRX-S3 "Gagal" and never refunded (44,000), TRX-S5 debited twice (19,000).
 */
const servers: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function reconcileMarket(extra: Partial<RunOptions> = {}) {
  const api = await startMarketApi({ seed: "troubled" });
  servers.push(api);
  const transport = createHttpTransport();
  const outcome = await runReconciliation({
    source: { kind: "range" },
    engine: createRequestEngine({
      send: (spec, signal) => sendRequest(transport, spec, { timeoutMs: 5_000, ...(signal && { signal }) }),
    }),
    settings: { baseUrl: api.baseUrl, apiKey: "sk_market_test", pathStyle: "console" },
    signal: new AbortController().signal,
    timeZone: "Asia/Jakarta",
    ...extra,
  });
  if (outcome.kind !== "done") throw new Error(`The run ended ${outcome.kind}`);
  return { api, result: outcome.result };
}

describe("reconciling an API of the market that is not the sandbox", () => {
  it("finds exactly its two troubles, 63,000 Rupiah at stake, and says the API ignored the page asked", async () => {
    const { api, result } = await reconcileMarket({ context: { walletCurrency: "IDR" } });
    expect(
      result.findings.map((finding) => [finding.kind, finding.orderId, finding.status, finding.amounts.atStake]),
    ).toEqual([
      ["double_debit", "TRX-S5", "Sukses", 1_900_000],
      ["missing_refund", "TRX-S3", "Gagal", 4_400_000],
    ]);
    expect(fromHundredths(result.summary.atStake)).toBe(63_000);
    // Nine entries, the balance walked through `saldo`; the deposit names no order.
    expect(result.summary.entries).toBe(9);
    expect(result.balanceLine).toHaveLength(9);
    // The second page came back the same as the first: reading stopped there, and says so.
    expect(result.unmatched).toEqual([{ reason: "page-repeated", page: 1, entryIndexes: [] }]);
    // Six orders asked about by their trx_id, the wallet twice: nothing else.
    const asked = api.received.map((request) => new URL(request.path, "http://x").pathname);
    expect(asked.filter((path) => path === "/v1/wallet_history")).toHaveLength(2);
    expect(asked.filter((path) => path === "/v1/order_status")).toHaveLength(6);

    const report = findingsReport({ ...result, currency: "IDR" }, []).replace(/\u00a0/g, " ");
    expect(report).toContain("- **Findings:** 2, IDR 63,000 at stake\n");
    const csv = findingsCsv(result.findings, "IDR").split("\r\n");
    expect(
      csv.slice(1, 3).map((line) =>
        line
          .split(",")
          .slice(0, 2)
          .concat(line.split(",")[8] ?? ""),
      ),
    ).toEqual([
      ["double_debit", "TRX-S5", "19000"],
      ["missing_refund", "TRX-S3", "44000"],
    ]);
  }, 15_000);

  it("finds the same without the wallet's currency: its amounts are whole numbers, nothing to decide", async () => {
    const { result } = await reconcileMarket();
    expect(result.findings.map((finding) => [finding.kind, finding.orderId])).toEqual([
      ["double_debit", "TRX-S5"],
      ["missing_refund", "TRX-S3"],
    ]);
    expect(result.summary.atStake).toBe(6_300_000);
  }, 15_000);
});
