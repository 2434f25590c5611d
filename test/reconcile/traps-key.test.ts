import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createRequestEngine } from "../../src/pacing/request-engine";
import type { Reconciliation } from "../../src/reconcile/reconcile-types";
import { runReconciliation } from "../../src/reconcile/run-reconciliation";
import { DEMO_KEYS } from "../../src/sandbox/demo-keys";
import { TRAP_ORDERS, trapDayStart } from "../../src/sandbox/traps-seed";
import { SANDBOX_BASE_URL } from "../../src/transport/sandbox-transport";
import { sendRequest } from "../../src/transport/send-request";
import type { Transport } from "../../src/transport/transport";
import { START, sandbox } from "../sandbox/sandbox-kit";

const KEY = DEMO_KEYS.traps;
const DAY = 24 * 60 * 60_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** The day the traps are laid on, as a person picks it for From and To: 2026-11-20 for the tests' anchor. */
const TRAP_DAY = day(trapDayStart(START));

/**
 * Reconciles the traps key as the console does, through the run the region starts: the sandbox
 * app in-process as the transport, every wallet page and status check over its HTTP answers.
 */
async function reconcileTraps(range: { from?: string; to?: string }) {
  const box = sandbox({ rateLimit: { limit: 1_000_000, windowMs: 60_000 } });
  const transport: Transport = async (request) => box.app.fetch(request);
  const asked: string[] = [];
  const outcome = await runReconciliation({
    source: { kind: "range", ...range },
    engine: createRequestEngine({
      send: (spec, signal) => sendRequest(transport, spec, { timeoutMs: 5_000, ...(signal && { signal }) }),
    }),
    settings: { baseUrl: SANDBOX_BASE_URL, apiKey: KEY, pathStyle: "console" },
    signal: new AbortController().signal,
    timeZone: "UTC",
    onRequest: (sent) => asked.push(`${sent.actionId} ${new URL(sent.spec.url).searchParams}`),
  });
  if (outcome.kind !== "done") throw new Error(`The run ended ${outcome.kind}`);
  return { result: outcome.result, asked };
}

/** What a person reads of each finding: its kind, its order, the status as sent and the money at stake. */
const findingsOf = (result: Reconciliation) =>
  result.findings.map((finding) => [finding.kind, finding.orderId, finding.status, finding.amounts.atStake]);

/** The one finding, in hundredths: 4.99 refunded for an order that succeeded. */
const OVER_REFUND = [["over_refund", TRAP_ORDERS.over_refund, "success", 499]];

/** The one Not matched line: the debit whose status check met an HTML 404 page. */
const HTML_NOT_FOUND = {
  reason: "not-found-unconfirmed",
  orderId: TRAP_ORDERS.html_not_found,
  httpStatus: 404,
  notJson: true,
};

describe("sk_demo_traps: each rule of the reconciliation at work on a real ledger's traps", () => {
  it("lays the traps on the day before yesterday, the refund past its midnight", () => {
    expect(TRAP_DAY).toBe(day(START - 2 * DAY));
    expect(new Set(Object.values(TRAP_ORDERS)).size).toBe(6);
  });

  it("lists in docs/reconcile.md exactly what it finds", async () => {
    const docs = readFileSync(new URL("../../docs/reconcile.md", import.meta.url), "utf8");
    const section = docs.slice(docs.indexOf(`\`${KEY}\` lays`), docs.indexOf("`sk_demo_rupiah` answers"));
    const { result } = await reconcileTraps({});
    const rows = section.split("\n").filter((line) => /^\| `[a-z_-]+` \|/.test(line));
    expect(rows).toEqual([
      ...result.findings.map(
        (finding) =>
          `| \`${finding.kind}\` | \`${finding.orderId}\`, \`${finding.status}\`, refunded its whole price | ${(finding.amounts.atStake / 100).toFixed(2)} |`,
      ),
      ...result.unmatched.map(
        (line) =>
          `| \`${line.reason}\` | \`${line.orderId}\`: Check order status answered HTTP ${line.httpStatus} with an HTML page | its one debit |`,
      ),
    ]);
    expect(section).toContain(
      `${result.findings.length} finding, $${(result.summary.atStake / 100).toFixed(2)} at stake`,
    );
    expect(section).toContain(`The whole wallet checks ${result.summary.entries} entries; the day checks 8`);
  });

  it("the whole wallet: the over-refund alone, the HTML 404 under Not matched, no jump for the tie, no double debit for the fee", async () => {
    const { result } = await reconcileTraps({});
    expect(findingsOf(result)).toEqual(OVER_REFUND);
    expect(result.summary.atStake).toBe(499);
    expect(result.unmatched).toEqual([expect.objectContaining(HTML_NOT_FOUND)]);
    // The deposit, seven debits, the fee and two refunds.
    expect(result.summary.entries).toBe(11);
  });

  it("From and To the trap day: the same, the refund of 00:00:13 found past To, nothing else of those days checked", async () => {
    const { result, asked } = await reconcileTraps({ from: TRAP_DAY, to: TRAP_DAY });
    expect(findingsOf(result)).toEqual(OVER_REFUND);
    expect(result.unmatched).toEqual([expect.objectContaining(HTML_NOT_FOUND)]);
    // Six debits, the fee and the over-refund; the deposit came the day before.
    expect(result.summary.entries).toBe(8);
    const after = day(trapDayStart(START) + DAY);
    const twoAfter = day(trapDayStart(START) + 2 * DAY);
    // The day, then the two days past To for the refund; one page each, as the answers' page count says.
    expect(asked.filter((line) => line.startsWith("wallet_history"))).toEqual([
      `wallet_history page=1&limit=1000&from=${TRAP_DAY}&to=${TRAP_DAY}`,
      `wallet_history page=1&limit=1000&from=${after}&to=${twoAfter}`,
    ]);
  });
});
