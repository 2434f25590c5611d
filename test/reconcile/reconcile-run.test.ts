import { describe, expect, it } from "vitest";
import { NO_DIALECT } from "../../src/answer/dialect";
import { withWord } from "../../src/answer/dialect-changes";
import { type ReconcileInput, reconcileResult } from "../../src/reconcile/reconcile-result";
import { createReconcileRun, type RunState } from "../../src/reconcile/reconcile-run";
import type { RequestSpec } from "../../src/request/request-spec";
import { answer } from "../batch/fixtures";
import { settings } from "../batch/runner-harness";

// A wallet of one debit whose order the API calls "Q7": no word of the market's list, so the order
// is not final (stuck) until a person says what the word means.
const ENTRIES = {
  data: [{ trx_id: "T1", amount: -15000, balance_after: 85000, created_at: "2026-11-20 10:00:00" }],
};
const sendStatus = async (spec: RequestSpec) => {
  expect(new URL(spec.url).searchParams.get("order_id")).toBe("T1");
  return answer(200, { status: 1, data: { trx_id: "T1", status: "Q7", price: 15000 } });
};

const kinds = (state: RunState) =>
  state.kind === "ended" && state.outcome.kind === "done" ? state.outcome.result.findings.map((f) => f.kind) : state;

describe("a reconciliation run, as a store", () => {
  it("runs, ends with its findings, and checks the same answers again when the reading changes, sending nothing", async () => {
    const checks: ReconcileInput[] = [];
    let requests = 0;
    const target = {
      target: "market",
      settings,
      send: (spec: RequestSpec) => {
        requests += 1;
        return sendStatus(spec);
      },
      context: { dialect: NO_DIALECT },
      timeZone: "Asia/Jakarta",
    };
    const run = createReconcileRun(target, async (input) => {
      checks.push(input);
      return reconcileResult(input);
    });
    const states: string[] = [];
    run.subscribe(() => states.push(run.getSnapshot().kind));
    await run.start({ kind: "entries", body: ENTRIES }, 60_000);
    expect(states).toEqual(["running", "ended"]);
    expect(kinds(run.getSnapshot())).toEqual(["stuck"]);
    expect(requests).toBe(1);

    run.setTarget({ ...target, context: { dialect: withWord(NO_DIALECT, "Q7", "success") } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(kinds(run.getSnapshot())).toEqual([]);
    expect(checks).toHaveLength(2);
    expect(requests).toBe(1);
  });

  it("ends cancelled on Cancel, saying how far it got", async () => {
    const run = createReconcileRun({
      target: "market",
      settings,
      // A status check that never answers, until Cancel cuts it off.
      send: (_: RequestSpec, signal?: AbortSignal) =>
        new Promise<never>((_, reject) => signal?.addEventListener("abort", () => reject(new Error("aborted")))),
      context: {},
    });
    const ended = run.start({ kind: "entries", body: ENTRIES }, 60_000);
    await new Promise((resolve) => setTimeout(resolve, 0));
    run.cancel();
    await ended;
    expect(run.getSnapshot()).toMatchObject({ kind: "ended", outcome: { kind: "cancelled", pages: 1, orders: 0 } });
  });
});
