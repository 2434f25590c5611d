import { expect, type Page, test } from "@playwright/test";
import { openConsole, pickAction, placeOrder, response } from "./fixtures";

async function send(page: Page, action: string) {
  await pickAction(page, action);
  await page.getByRole("button", { name: "Send" }).click();
  await expect(response(page).getByRole("status")).toContainText("200 OK");
}

/** True when the page itself scrolls sideways (a view scrolling inside its own box is fine). */
const pageScrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test("an order's debit shows in the wallet's ledger, and the sales stats draw a chart", async ({ page }) => {
  // The embedded sandbox: a page of its own, so orders other tests place elsewhere cannot move these figures.
  await openConsole(page, { baseUrl: "" });
  const order = await placeOrder(page);
  expect(order).toMatch(/^ord_\d+$/);

  await send(page, "Wallet transactions log");
  await response(page).getByRole("tab", { name: "Ledger" }).click();
  const ledger = response(page).getByRole("table", { name: /^Wallet ledger/ });
  const newest = ledger.getByRole("row").nth(1);
  const cell = (column: number) => newest.getByRole("cell").nth(column);
  // Date, Type, Amount, Balance, Description.
  await expect(cell(4)).toContainText(`Order ${order}`);
  await expect(cell(1)).toHaveText("debit (out)");
  // The sandbox says money in dollars, as shown: the funded key starts at 9,932.61 USD and the order spent 0.99.
  await expect(cell(2)).toHaveText("-$0.99");
  await expect(cell(3)).toHaveText("$9,931.62");
  // An API counting cents without saying so is read right once the person says so.
  await response(page).getByLabel("Amounts are in cents (minor units)").check();
  await expect(cell(2)).toHaveText("-$0.01");
  await expect(cell(3)).toHaveText("$99.32");

  await send(page, "Sales stats");
  // Statistics open in their chart, no click needed.
  await expect(response(page).getByRole("tab", { name: "Chart" })).toHaveAttribute("aria-selected", "true");
  const chart = response(page).getByRole("img", { name: /^Sales chart/ });
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAccessibleName("Sales chart: revenue per day");
  await expect(chart).toHaveAccessibleDescription(/^revenue per day, \d+ days from /);
  const table = response(page).getByRole("table", { name: "Figures per day" });
  const orders = await table.locator("tbody tr td:nth-of-type(2)").allTextContents();
  // Twelve seeded orders and the one just placed.
  expect(orders.map(Number).reduce((sum, one) => sum + one, 0)).toBe(13);
});

test("on a phone-sized screen the ledger and the chart fit without the page scrolling sideways", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openConsole(page);
  await send(page, "Wallet transactions log");
  await response(page).getByRole("tab", { name: "Ledger" }).click();
  await expect(response(page).getByRole("table", { name: /^Wallet ledger/ })).toBeVisible();
  expect(await pageScrollsSideways(page)).toBe(false);

  await send(page, "Sales stats");
  // Statistics open in their chart, no click needed.
  await expect(response(page).getByRole("tab", { name: "Chart" })).toHaveAttribute("aria-selected", "true");
  const chart = response(page).getByRole("img", { name: /^Sales chart/ });
  await expect(chart).toBeVisible();
  const box = await chart.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(390);
  expect(await pageScrollsSideways(page)).toBe(false);
});
