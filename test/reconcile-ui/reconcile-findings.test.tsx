import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { reconciliationLog } from "../../src/channels/reconciliation-log-source";
import { DEMO_KEYS } from "../../src/sandbox/demo-keys";
import { listItems } from "../list-items";
import { startConsole } from "../render";
import { findingRows, inReconcile, openReconcile } from "./reconcile-helpers";

// The five troubles the sandbox plants under sk_demo_anomalies, in the order they happened.
const PLANTED = [
  ["Debited twice", "ord_000005"],
  ["Refund missing", "ord_000012"],
  ["Refunded twice", "ord_000015"],
  ["Wrong amount", "ord_000019"],
  ["Stuck order", "ord_000023"],
];

async function reconcileWallet(key: string) {
  const ui = await startConsole(key);
  await openReconcile(ui.user);
  await ui.user.click(inReconcile().getByRole("button", { name: "Reconcile" }));
  const said = await inReconcile().findByText(/ checked: | reconcile: /, {}, { timeout: 8000 });
  return { ...ui, said };
}

describe("Reconciliation: the findings", () => {
  it("finds the five planted troubles with their orders, counts and the money at stake, and filters by kind", async () => {
    const { user, said } = await reconcileWallet(DEMO_KEYS.anomalies);
    expect(said).toHaveTextContent("28 entries checked: 5 findings, $37.46 at stake.");
    expect(said).toHaveAttribute("role", "status");

    const counts = inReconcile().getByRole("list", { name: "Findings by kind" });
    expect(listItems(counts)).toEqual(PLANTED.map(([kind]) => `${kind} (1)`));

    const rows = findingRows();
    expect(rows.map((cells) => [cells[0], cells[1]])).toEqual(PLANTED);
    expect(rows.map((cells) => cells[2])).toEqual(["shop-1005", "shop-1012", "shop-1015", "shop-1019", "shop-1023"]);
    expect(rows[0]?.[3]).toBe("Debited $3.98 over 2 entries: $1.99 more than one debit.");
    expect(rows[3]?.[3]).toBe("Debited $11.99; the order's price is $1.99 ($10.00 apart).");
    expect(rows[0]?.[4]).toMatch(/^txn_0000007 .+: -\$1\.99, balance \$975\.06txn_0000006 /);

    // The chart says what it draws, each finding marked on the line.
    expect(inReconcile().getByText(/5 findings are marked on the line\.$/)).toBeInTheDocument();

    // The filter narrows the table to one kind.
    const filter = inReconcile().getByRole("combobox", { name: "Show" });
    expect(filter).toHaveDisplayValue("Every kind (5)");
    await user.selectOptions(filter, "Refunded twice (1)");
    expect(findingRows().map((cells) => [cells[0], cells[1]])).toEqual([["Refunded twice", "ord_000015"]]);
    await user.selectOptions(filter, "Every kind (5)");
    expect(findingRows()).toHaveLength(5);

    // A finding's kind is a toggle: it picks the finding out on the chart.
    const kind = inReconcile().getByRole("button", { name: "Wrong amount" });
    expect(kind).toHaveAttribute("aria-pressed", "false");
    await user.click(kind);
    expect(kind).toHaveAttribute("aria-pressed", "true");
    expect(inReconcile().getByRole("button", { name: "Debited twice" })).toHaveAttribute("aria-pressed", "false");
    await user.click(kind);
    expect(kind).toHaveAttribute("aria-pressed", "false");
  }, 20_000);

  it("says all entries reconcile on a clean wallet, with no findings table", async () => {
    const { said } = await reconcileWallet(DEMO_KEYS.funded);
    expect(said).toHaveTextContent(/^All \d+ entries reconcile: no debit, refund or balance is out of place\.$/);
    expect(inReconcile().queryByRole("table", { name: "Reconciliation findings" })).toBeNull();
    expect(inReconcile().queryByRole("list", { name: "Findings by kind" })).toBeNull();
    expect(inReconcile().getByRole("button", { name: "Download findings CSV" })).toBeDisabled();
  }, 20_000);

  it("is one History entry with its requests and findings, never among the sends, without the key", async () => {
    const { user, sent, history } = await reconcileWallet(DEMO_KEYS.anomalies);
    const paths = sent.map((request) => new URL(request.url).pathname);
    expect(paths.filter((path) => path.endsWith("/wallet_history"))).toHaveLength(1);
    expect(paths.filter((path) => path.endsWith("/order_status"))).toHaveLength(23);
    expect(paths).toHaveLength(24);

    // A send of the person's own after the run: the history holds it, and nothing of the run.
    await user.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(async () => expect((await history.list()).summaries).toHaveLength(1));
    expect((await history.list()).summaries.map((summary) => summary.actionId)).toEqual(["balance"]);

    await user.click(screen.getByRole("button", { name: "History" }));
    const region = await screen.findByRole("region", { name: "History" }, { timeout: 8000 });
    const section = within(region).getByRole("region", { name: "Reconciliations" });
    const open = await within(section).findByRole("button", { name: /^Open reconciliation at / });
    expect(within(section).getAllByRole("button", { name: /^Open / })).toEqual([open]);
    const sends = within(region)
      .getAllByRole("button", { name: /^Open / })
      .map((button) => button.getAttribute("aria-label") ?? "");
    expect(sends.filter((name) => /^Open (Wallet transactions log|Check order status) /.test(name))).toEqual([]);
    // jsdom has no IndexedDB: the section says the run lasts for this page only.
    expect(section).toHaveTextContent("kept for this page only");
    const entries = within(section).getByRole("table", { name: "Reconciliations, newest first" });
    expect(within(entries).getAllByRole("row")).toHaveLength(2);
    expect(entries).toHaveTextContent("The whole wallet.");
    expect(entries).toHaveTextContent("28 entries checked: 5 findings, $37.46 at stake. 24 requests.");

    await user.click(open);
    const findings = within(section).getByRole("table", { name: "Reconciliation findings" });
    const found = within(findings)
      .getAllByRole("row")
      .slice(1)
      .map((row) => [...row.querySelectorAll("th, td")].slice(0, 2).map((cell) => cell.textContent));
    expect(found).toEqual(PLANTED);
    const requests = within(section).getByRole("table", { name: /^Requests of the reconciliation at / });
    const cells = within(requests)
      .getAllByRole("row")
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent ?? ""),
      );
    expect(cells.map((row) => row[1])).toEqual([
      "Wallet transactions log",
      ...Array.from({ length: 23 }, () => "Check order status"),
    ]);
    expect(cells.map((row) => row[2]?.replace(/\?.*/, ""))).toEqual(
      paths.map((path) => `GET https://sandbox.invalid${path}`),
    );
    expect(cells.map((row) => row[3])).toEqual(paths.map(() => "200"));
    expect(section).not.toHaveTextContent(DEMO_KEYS.anomalies);
    const { log } = await reconciliationLog();
    expect(JSON.stringify(await log.list())).not.toContain(DEMO_KEYS.anomalies);
  }, 20_000);
});
