import { describe, expect, it } from "vitest";
import { findingsReport } from "../../src/reconcile/findings-report";
import { type AnswerInput, type ReconcileResult, reconcileResult } from "../../src/reconcile/reconcile-result";

const NOW = Date.parse("2026-03-01T00:00:00Z");
const KEY = "sk_live_0123456789abcdef";
const at = (minute: number) => new Date(Date.UTC(2026, 1, 1) + minute * 60_000).toISOString();

const status = (orderId: string, data: Record<string, unknown>): AnswerInput => ({
  orderId,
  httpStatus: 200,
  text: JSON.stringify({ data: { order_id: orderId, status: "success", ...data } }),
});

/** One page of a wallet in dollars, oldest first, balance_after on each entry. */
function check(rows: Record<string, unknown>[], answers: AnswerInput[]): ReconcileResult {
  let balance = 100;
  const data = rows.map((row, n) => {
    balance = Math.round((balance + ((row.amount as number | undefined) ?? 0)) * 100) / 100;
    return { transaction_id: `t-${n}`, type: "debit", balance_after: balance, created_at: at(n), ...row };
  });
  return reconcileResult({ pages: [{ text: JSON.stringify({ data, currency: "USD" }) }], answers, now: NOW });
}

describe("findingsReport", () => {
  const result = check(
    [
      { order_id: "o-1", amount: -2 },
      { order_id: "o-1", amount: -2 },
      // A reference with a pipe and a line break, and an entry id that carries the key.
      { order_id: "o-2", amount: -5, transaction_id: `t-${KEY}` },
      // Asked by its reference, no answer came: a debit with no order.
      { amount: -1, reseller_ref: "lost" },
      { order_id: "o-3", note: "no amount" },
    ],
    [
      status("o-1", { price: 2, reseller_ref: "shop-1" }),
      status("o-2", { price: 3, reseller_ref: "shop|2\nsecond line" }),
    ],
  );

  it("writes the summary, the counts, a table row per finding and what was not matched", () => {
    const report = findingsReport(result, [KEY]);
    const lines = report.split("\n");
    expect(lines[0]).toBe("## Reconciliation");
    // The entry without an amount is not among those checked: it is listed as not matched.
    expect(report).toContain(`- **Entries checked:** 4 from ${at(0)} to ${at(3)}`);
    expect(report).toContain("- **Findings:** 3, $5.00 at stake (500 in minor units)");
    expect(report).toContain("  - Debited twice (`double_debit`): 1");
    expect(report).toContain("  - Debit with no order (`debit_without_order`): 1");
    expect(report).toContain("  - Wrong amount (`amount_mismatch`): 1");
    expect(report).toContain("| Kind | Order | Reference | Status | Amounts | Entries | When |");
    const rows = lines.filter((line) => /^\| (Debited twice|Wrong amount|Debit with no order) \|/.test(line));
    expect(rows).toHaveLength(3);
    // The status word as the answer sent it, in a column of its own.
    expect(rows[0]).toMatch(
      /^\| Debited twice \| o-1 \| shop-1 \| success \| debited \$4\.00, at stake \$2\.00 \| t-0 /,
    );
    expect(report).toContain("### Not matched");
    expect(report).toMatch(/^- `no-amount`: 1 entry$/m);
  });

  it("escapes a pipe and folds a line break, so a value cannot break the table", () => {
    const row = findingsReport(result, [KEY])
      .split("\n")
      .find((line) => line.startsWith("| Wrong amount |"));
    expect(row).toContain("| o-2 | shop\\|2 second line |");
    // Still seven cells: only the unescaped pipes divide them.
    expect(row?.split(/(?<!\\)\|/).length).toBe(9);
  });

  it("takes every key given out of the report", () => {
    const report = findingsReport(result, [KEY, undefined]);
    expect(report).not.toContain(KEY);
    expect(report).toMatch(/t-\S*redacted/i);
    // Without the key given, the value is as the API wrote it: it is the key list that scrubs.
    expect(findingsReport(result, [])).toContain(KEY);
  });

  it("says all entries reconcile when nothing is out of place, with no table", () => {
    const clean = check([{ order_id: "o-1", amount: -2 }], [status("o-1", { price: 2 })]);
    const report = findingsReport(clean, [KEY]);
    expect(report).toContain("- **Findings:** none: all entries reconcile.");
    expect(report).not.toContain("| Kind |");
    expect(report).not.toContain("### Not matched");
  });

  it("does not call a wallet clean when some of it could not be checked, and names what was asked by reference", () => {
    const refused: AnswerInput = { reference: "shop-9", httpStatus: 503, text: "{}" };
    const partly = check([{ reference: "shop-9", amount: -2 }], [refused]);
    const report = findingsReport(partly, [KEY]);
    expect(report).toContain("- **Findings:** none, but not everything could be checked (see Not matched).");
    expect(report).toContain("- `status-refused`: 1 entry, shop-9, HTTP 503");
  });
});

describe("findingsReport in Rupiah", () => {
  it("writes Rupiah as IDR without decimals, and no minor units beside a currency that has none", () => {
    const data = [
      {
        transaction_id: "t-0",
        type: "debit",
        order_id: "T1",
        amount: -177000,
        balance_after: 823000,
        created_at: at(0),
      },
      {
        transaction_id: "t-1",
        type: "debit",
        order_id: "T1",
        amount: -177000,
        balance_after: 646000,
        created_at: at(1),
      },
    ];
    const result = reconcileResult({
      pages: [{ text: JSON.stringify({ data, currency: "IDR" }) }],
      answers: [status("T1", { price: 177000 })],
      now: NOW,
    });
    const report = findingsReport(result, []);
    expect(report.replace(/\u00a0/g, " ")).toContain("- **Findings:** 1, IDR 177,000 at stake\n");
    expect(report).not.toContain("minor units");
  });
});
