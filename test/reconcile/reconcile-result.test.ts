import { describe, expect, it } from "vitest";
import {
  identify,
  MAX_LINE_POINTS,
  MAX_MARKED,
  type ReconcileInput,
  reconcileResult,
} from "../../src/reconcile/reconcile-result";
import type { Finding } from "../../src/reconcile/reconcile-types";

const NOW = Date.parse("2026-03-01T00:00:00Z");
const minute = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString();
const success = (orderId: string, price_cents = 100) => ({
  orderId,
  httpStatus: 200,
  text: JSON.stringify({ data: { order_id: orderId, status: "success", price_cents } }),
});

/** `count` debits of 1.00 in dollars, oldest first, each its own order; `jumpAt` adds 50.00 out of nowhere. */
function dollarsPage(count: number, jumpAt?: number) {
  let balance = 100_000;
  return {
    data: Array.from({ length: count }, (_, n) => {
      balance -= 1;
      if (n === jumpAt) balance += 50;
      return {
        id: `e-${n}`,
        order_id: `o-${n}`,
        type: "debit",
        amount: 1,
        balance_after: balance,
        created_at: minute(n),
      };
    }),
  };
}

const input = (
  pages: unknown[],
  answers: ReconcileInput["answers"],
  extra: Partial<ReconcileInput> = {},
): ReconcileInput => ({
  pages: pages.map((page) => ({ text: JSON.stringify(page) })),
  answers,
  now: NOW,
  ...extra,
});

describe("reconcileResult", () => {
  it("reduces the running balance to about 500 points, keeps a jump and every finding's entries", () => {
    const count = 10_000;
    const page = dollarsPage(count, 4321);
    const answers = Array.from({ length: count }, (_, n) => success(`o-${n}`));
    const result = reconcileResult(input([page], answers));
    expect(result.findings.map((finding) => finding.kind)).toEqual(["balance_jump"]);
    const line = result.balanceLine;
    expect(line.length).toBeLessThanOrEqual(MAX_LINE_POINTS + 2);
    expect(line.length).toBeGreaterThan(MAX_LINE_POINTS / 2);
    // Oldest first, and the jump's two entries are on the line with their balances in cents.
    expect(line.every((point, at) => at === 0 || point.at >= (line[at - 1]?.at ?? 0))).toBe(true);
    const jump = result.findings[0]?.entryIndexes ?? [];
    expect(jump).toEqual([4320, 4321]);
    expect(line.filter((point) => jump.includes(point.index))).toEqual([
      { at: Date.parse(minute(4320)), balance: (100_000 - 4321) * 100, index: 4320 },
      { at: Date.parse(minute(4321)), balance: (100_000 - 4322 + 50) * 100, index: 4321 },
    ]);
    // The first and last entries stay.
    expect(line[0]?.index).toBe(0);
    expect(line.at(-1)?.index).toBe(count - 1);
    expect(result.balanceSkipped).toBe(0);
    expect(result.range).toEqual({ first: minute(0), last: minute(count - 1) });
  });

  it("keeps the points of the first 500 findings only, however many there are", () => {
    expect(MAX_MARKED).toBe(500);
    const count = 5_000;
    // No answers: each entry is a debit_without_order, a finding of its own.
    const result = reconcileResult(input([dollarsPage(count)], []));
    expect(result.findings).toHaveLength(count);
    const line = result.balanceLine;
    expect(line.length).toBeLessThanOrEqual(MAX_LINE_POINTS + 500 + 2);
    const onLine = new Set(line.map((point) => point.index));
    expect(result.findings.slice(0, MAX_MARKED).every((finding) => onLine.has(finding.entryIndexes[0] ?? -1))).toBe(
      true,
    );
    // The table still shows every finding's entry.
    expect(Object.keys(result.entries)).toHaveLength(count);
  });

  it("keeps a short spike no finding marks: each bucket's highest survives", () => {
    const page = dollarsPage(10_000);
    const at = 7000;
    const before = page.data[at - 1]?.balance_after ?? 0;
    const spike = [
      { type: "top_up", amount: 5000, balance_after: before + 5000, created_at: minute(at - 0.5) },
      { type: "withdrawal", amount: 5000, balance_after: before, created_at: minute(at - 0.25) },
    ];
    const rows = [...page.data.slice(0, at), ...spike, ...page.data.slice(at)];
    const answers = page.data.map((row) => success(row.order_id));
    const result = reconcileResult(input([{ data: rows }], answers));
    expect(result.findings).toEqual([]);
    expect(result.balanceLine.length).toBeLessThanOrEqual(MAX_LINE_POINTS);
    expect(result.balanceLine).toContainEqual({
      at: Date.parse(minute(at - 0.5)),
      balance: (before + 5000) * 100,
      index: at,
    });
  });

  it("keeps every point of a short line, newest first sent or not, and counts the entries left off", () => {
    const page = dollarsPage(5);
    const rows = [...page.data].reverse();
    const undated = rows.map((row, n) => (n === 1 ? { ...row, created_at: "yesterday" } : row));
    const result = reconcileResult(input([{ data: undated }], []));
    expect(result.balanceLine.map((point) => point.index)).toEqual([4, 3, 2, 0]);
    expect(result.balanceSkipped).toBe(1);
    expect(result.range).toEqual({ first: minute(0), last: minute(4) });
  });

  it("shows each entry a finding names: date, money in cents, ids, type, and its page and row", () => {
    const dollars = {
      data: [
        {
          txn_id: "T-1",
          order_id: "A",
          reference: "r-A",
          type: "debit",
          amount: "12.50",
          balance: 87.5,
          date: "2026-01-02",
        },
      ],
    };
    const cents = {
      transactions: [
        { entry_id: 77, orderId: "B", amount_cents: -300, running_balance: 8400, created_at: "2026-01-03" },
        { orderId: "B", amount_cents: -300, running_balance: 8100, created_at: "2026-01-04" },
      ],
    };
    const result = reconcileResult(input([dollars, cents], [success("A", 1250), success("B", 300)]));
    expect(result.findings.map((finding) => finding.kind).sort()).toEqual(["balance_jump", "double_debit"]);
    expect(result.entries).toEqual({
      0: {
        page: 1,
        row: 0,
        date: "2026-01-02",
        amount: -1250,
        balance: 8750,
        orderId: "A",
        reference: "r-A",
        type: "debit",
        entryId: "T-1",
      },
      1: { page: 2, row: 0, date: "2026-01-03", amount: -300, balance: 8400, orderId: "B", entryId: "77" },
      2: { page: 2, row: 1, date: "2026-01-04", amount: -300, balance: 8100, orderId: "B" },
    });
  });

  it("a plain id is the entry's own; the field read as the order id is not shown twice", () => {
    const page = {
      data: [
        { id: 5, trx_id: "X", amount_cents: -100, balance_after: 900, date: "2026-01-01" },
        { trx_id: "X", amount_cents: -100, balance_after: 800, date: "2026-01-02" },
      ],
    };
    const result = reconcileResult(input([page], [success("X")]));
    expect(result.entries[0]).toMatchObject({ orderId: "X", entryId: "5" });
    expect(result.entries[1]?.orderId).toBe("X");
    expect(result.entries[1]?.entryId).toBeUndefined();
  });

  it("an entry's transaction_id is its own id when trx_id names its order", () => {
    const page = {
      data: [
        { transaction_id: "T-1", trx_id: "X", amount_cents: -100, balance_after: 900, date: "2026-01-01" },
        { transaction_id: "T-2", trx_id: "X", amount_cents: -100, balance_after: 800, date: "2026-01-02" },
      ],
    };
    const result = reconcileResult(input([page], [success("X")]));
    expect(result.entries[0]).toMatchObject({ orderId: "X", entryId: "T-1" });
    expect(result.entries[1]).toMatchObject({ orderId: "X", entryId: "T-2" });
  });

  it("reads bodies already parsed as it reads texts, and says when the page limit cut the list", () => {
    const page = dollarsPage(3, 1);
    const answers = [success("o-0"), success("o-1"), success("o-2")];
    const fromText = reconcileResult(input([page], answers, { cut: { pages: 1000 } }));
    const fromBody = reconcileResult({ ...input([], answers, { cut: { pages: 1000 } }), pages: [{ body: page }] });
    expect(fromBody).toEqual(fromText);
    expect(fromText.unmatched).toContainEqual({ reason: "page-limit", page: 999, entryIndexes: [] });
  });
});

describe("identify", () => {
  const finding = (kind: Finding["kind"], entryIndexes: number[], orderId?: string, reference?: string): Finding => ({
    kind,
    ...(orderId === undefined ? {} : { orderId }),
    ...(reference === undefined ? {} : { reference }),
    amounts: { atStake: 1 },
    entryIndexes,
  });

  it("gives each finding an id from its kind and order, unique when one repeats", () => {
    const ids = identify([
      finding("amount_mismatch", [3], "A"),
      finding("amount_mismatch", [5], "A"),
      finding("double_debit", [1, 2], undefined, "r-1"),
      finding("balance_jump", [7, 8]),
      finding("amount_mismatch", [5], "A"),
    ]).map((each) => each.id);
    expect(ids).toEqual([
      "amount_mismatch:A",
      "amount_mismatch:A@5",
      "double_debit:r-1",
      "balance_jump:7",
      "amount_mismatch:A@5#2",
    ]);
  });
});
