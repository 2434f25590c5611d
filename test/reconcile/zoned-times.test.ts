import { afterEach, describe, expect, it } from "vitest";
import { createRequestEngine } from "../../src/pacing/request-engine";
import { findingsReport } from "../../src/reconcile/findings-report";
import { reconcile } from "../../src/reconcile/reconcile";
import { type ReconcileInput, reconcileResult } from "../../src/reconcile/reconcile-result";
import type { StatusAnswer } from "../../src/reconcile/reconcile-types";
import { runReconciliation } from "../../src/reconcile/run-reconciliation";
import type { RequestSpec } from "../../src/request/request-spec";
import { answer as http } from "../batch/fixtures";
import { fakeClock } from "../batch/runner-harness";

/**
 * A Rupiah wallet as the market writes it: whole Rupiah, `trx_id` and `ref_id`, and times with no
 * zone that are Jakarta's (WIB, UTC+7), newest first.
 */
const WALLET = {
  data: [
    { trx_id: "T3", ref_id: "R3", amount: -19_000, balance_after: 215_000, created_at: "2026-11-20 10:20:00" },
    { trx_id: "T2", ref_id: "R2", amount: -44_000, balance_after: 234_000, created_at: "2026-11-20 10:00:00" },
    { trx_id: "T1", ref_id: "R1", amount: -22_000, balance_after: 278_000, created_at: "2026-11-20 09:00:00" },
    { amount: 300_000, balance_after: 300_000, created_at: "2026-11-20 08:00:00" },
  ],
};

/**
 * Check order status answers in the shape of Digiflazz's "Topup" response (data.ref_id, data.status
 * "Pending" | "Sukses", data.rc, data.price), as documented at https://developer.digiflazz.com/api/buyer/topup/
 * ("Topup", Dokumentasi Teknis Digiflazz). That document names no time; `trx_id` and `created_at`
 * are added the way the market's order answers carry them (an id of its own, a Jakarta time without a zone).
 */
const order = (trxId: string, refId: string, status: string, rc: string, price: number, createdAt: string) => ({
  data: { trx_id: trxId, ref_id: refId, status, rc, price, created_at: createdAt },
});
const ANSWERS: StatusAnswer[] = [
  { orderId: "T1", httpStatus: 200, body: order("T1", "R1", "Sukses", "00", 22_000, "2026-11-20 09:00:00") },
  { orderId: "T2", httpStatus: 200, body: order("T2", "R2", "Pending", "03", 44_000, "2026-11-20 10:00:00") },
  // An English word of the same market: final too, however old.
  { orderId: "T3", httpStatus: 200, body: order("T3", "R3", "completed", "00", 19_000, "2026-11-20 10:20:00") },
];

// 10:45 in Jakarta: the pending order was placed 45 minutes ago, past the 30 minutes it may wait.
const NOW = Date.parse("2026-11-20T03:45:00Z");
const JAKARTA = "Asia/Jakarta";

const stuckOrders = (zone: string, now = NOW) =>
  reconcile([WALLET], ANSWERS, { now, timeZone: zone })
    .findings.filter((finding) => finding.kind === "stuck")
    .map((finding) => finding.orderId);

const browserZone = process.env.TZ;
afterEach(() => {
  if (browserZone === undefined) delete process.env.TZ;
  else process.env.TZ = browserZone;
});

describe("reconciliation reads times without a zone in the target's zone", () => {
  it("finds the Pending order stuck, and never a Sukses or completed one, by Jakarta's clock", () => {
    const result = reconcile([WALLET], ANSWERS, { now: NOW, timeZone: JAKARTA });
    expect(result.findings).toHaveLength(1);
    expect(result.findings).toMatchObject([
      {
        kind: "stuck",
        orderId: "T2",
        reference: "R2",
        amounts: { debited: 4_400_000, atStake: 4_400_000 },
        entryIndexes: [1],
        at: "2026-11-20 10:00:00",
      },
    ]);
    expect(result.unmatched).toEqual([]);
    // At 10:25 in Jakarta it has waited 25 minutes: not yet.
    expect(stuckOrders(JAKARTA, Date.parse("2026-11-20T03:25:00Z"))).toEqual([]);
  });

  it("gives the same age wherever the browser is", () => {
    const seen = ["America/Los_Angeles", "Asia/Tokyo", "UTC"].map((browser) => {
      process.env.TZ = browser;
      return stuckOrders(JAKARTA);
    });
    expect(seen).toEqual([["T2"], ["T2"], ["T2"]]);
  });

  it("reads the same text as another moment in another target zone: in UTC, 10:00 is still to come", () => {
    expect(stuckOrders("UTC")).toEqual([]);
    expect(stuckOrders("Asia/Makassar")).toEqual(["T2"]);
  });

  it("takes the order's age from its first debit when its answer has no time, read the same way", () => {
    const undated = ANSWERS.map((one) =>
      one.orderId === "T2"
        ? { ...one, body: { data: { trx_id: "T2", ref_id: "R2", status: "Pending", price: 44_000 } } }
        : one,
    );
    const stuck = (zone: string) =>
      reconcile([WALLET], undated, { now: NOW, timeZone: zone }).findings.filter((one) => one.kind === "stuck");
    expect(stuck(JAKARTA).map((one) => one.at)).toEqual(["2026-11-20 10:00:00"]);
    expect(stuck("UTC")).toEqual([]);
  });

  it("puts entries in time order by the moments they name, whatever their writing", () => {
    // Newest first: a debit written in Jakarta time (03:00 UTC), then the top-up before it written in
    // UTC. As text the zone-less one sorts first, which would walk the balance backwards.
    const mixed = {
      data: [
        { trx_id: "T1", amount: -22_000, balance_after: 278_000, created_at: "2026-11-20 10:00:00" },
        { amount: 300_000, balance_after: 300_000, created_at: "2026-11-20T02:30:00Z" },
      ],
    };
    const answers = [ANSWERS[0] as StatusAnswer];
    expect(reconcile([mixed], answers, { now: NOW, timeZone: JAKARTA }).findings).toEqual([]);
    // Read in Tokyo (UTC+9) the debit came at 01:00 UTC, before the top-up: the walk finds a jump.
    const inTokyo = reconcile([mixed], answers, { now: NOW, timeZone: "Asia/Tokyo" });
    expect(inTokyo.findings.map((finding) => finding.kind)).toEqual(["balance_jump"]);
  });

  it("dates a finding by its latest entry in time, not in text", () => {
    // Two debits of one order: 13:00 in Jakarta (06:00 UTC) is later than 05:00 UTC, though "…T05" sorts after "… 13".
    const twice = {
      data: [
        { trx_id: "T1", amount: -22_000, created_at: "2026-11-20 13:00:00" },
        { trx_id: "T1", amount: -22_000, created_at: "2026-11-20T05:00:00Z" },
      ],
    };
    const double = reconcile([twice], [ANSWERS[0] as StatusAnswer], { now: NOW, timeZone: JAKARTA }).findings.find(
      (finding) => finding.kind === "double_debit",
    );
    expect(double?.at).toBe("2026-11-20 13:00:00");
  });
});

describe("the check and the run carry the zone", () => {
  const input = (zone?: string): ReconcileInput => ({
    pages: [{ text: JSON.stringify(WALLET) }],
    answers: ANSWERS.map(({ orderId, httpStatus, body }) => ({
      ...(orderId === undefined ? {} : { orderId }),
      httpStatus,
      text: JSON.stringify(body),
    })),
    now: NOW,
    ...(zone === undefined ? {} : { timeZone: zone }),
  });

  it("draws the running balance at the moments read in the zone, and says which zone", () => {
    const result = reconcileResult(input(JAKARTA));
    expect(result.timeZone).toBe(JAKARTA);
    expect(result.balanceLine.map((point) => new Date(point.at).toISOString())).toEqual([
      "2026-11-20T01:00:00.000Z",
      "2026-11-20T02:00:00.000Z",
      "2026-11-20T03:00:00.000Z",
      "2026-11-20T03:20:00.000Z",
    ]);
    expect(result.range).toEqual({ first: "2026-11-20 08:00:00", last: "2026-11-20 10:20:00" });
    expect(result.findings.map((finding) => finding.orderId)).toEqual(["T2"]);
  });

  it("names the zone in the ticket report, beside the dates as sent", () => {
    const report = findingsReport(reconcileResult(input(JAKARTA)), []);
    expect(report).toContain("- **Entries checked:** 4 from 2026-11-20 08:00:00 to 2026-11-20 10:20:00\n");
    expect(report).toContain("\n- **Times without a zone read in:** Asia/Jakarta\n");
  });

  it("reads in the browser's zone only when no zone is given", () => {
    process.env.TZ = "Asia/Jakarta";
    expect(reconcileResult(input()).timeZone).toBe("Asia/Jakarta");
    process.env.TZ = "America/Los_Angeles";
    const inLosAngeles = reconcileResult(input());
    expect(inLosAngeles.timeZone).toBe("America/Los_Angeles");
    expect(inLosAngeles.findings).toEqual([]);
  });

  it("passes the target's zone from the run to the check", async () => {
    process.env.TZ = "America/Los_Angeles";
    const clock = fakeClock(NOW);
    const send = async (spec: RequestSpec) => {
      const url = new URL(spec.url);
      if (url.pathname.endsWith("/wallet_history"))
        return http(200, url.searchParams.get("page") === "1" ? WALLET : { data: [] });
      const asked = ANSWERS.find((one) => one.orderId === url.searchParams.get("order_id"));
      return http(200, asked?.body ?? {});
    };
    const seen: (string | undefined)[] = [];
    const outcome = await runReconciliation({
      source: { kind: "range", from: "2026-11-20", to: "2026-11-20" },
      engine: createRequestEngine({ send, clock }),
      settings: { baseUrl: "https://api.example.test/v1", apiKey: "k-1", pathStyle: "console" },
      signal: new AbortController().signal,
      timeZone: JAKARTA,
      check: async (given) => {
        seen.push(given.timeZone);
        return reconcileResult(given);
      },
    });
    expect(seen).toEqual([JAKARTA]);
    expect(outcome.kind === "done" && outcome.result.findings.map((finding) => finding.orderId)).toEqual(["T2"]);
  });
});
