import { expect, test } from "@playwright/test";

// The sandbox in the page, as a person meets it: its own state per browser, no server to share.

test("sk_demo_traps, taken from the demo keys: the whole wallet finds the over-refund alone, and lists the HTML 404 under Not matched", async ({
  page,
}) => {
  await page.goto("./");
  await page.getByRole("button", { name: "Other demo keys" }).click();
  await page.getByRole("button", { name: "Use sk_demo_traps" }).click();
  await expect(page.getByLabel("API key", { exact: true })).toHaveValue("sk_demo_traps");

  await page.getByRole("button", { name: "Reconcile the wallet" }).click();
  const region = page.getByRole("region", { name: "Reconciliation", exact: true });
  await region.getByRole("button", { name: "Reconcile", exact: true }).click();

  // The fee, the two debits of one second and the refund past midnight find nothing.
  await expect(region.getByRole("status").filter({ hasText: / checked: / })).toHaveText(
    "11 entries checked: 1 finding, $4.99 at stake.",
  );
  await expect(region.getByRole("list", { name: "Findings by kind" }).getByRole("listitem")).toHaveText([
    "Refunded too much (1)",
  ]);
  const table = region.getByRole("table", { name: "Reconciliation findings", exact: true });
  const rows = table.getByRole("row").filter({ has: page.getByRole("rowheader") });
  await expect(rows).toHaveCount(1);
  await expect(rows.getByRole("rowheader")).toHaveText("Refunded too much");
  await expect(rows.getByRole("cell").first()).toHaveText("ord_000005");

  const notMatched = region.getByRole("region", { name: "Not matched" });
  await expect(notMatched.getByRole("listitem")).toHaveText([
    /^Check order status for ord_000002 answered HTTP 404, but not as JSON about that order \(a wrong route or a proxy answers so too\)( \(.+\))?: its debits are not taken as a debit with no order, and are not checked\.$/,
  ]);
});
