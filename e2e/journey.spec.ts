import { expect, type Page } from "@playwright/test";
import { openConsole, pickAction, response } from "./fixtures";
import { test } from "./own-sandbox";

async function choose(page: Page, field: RegExp, listName: string, option: RegExp) {
  await page.getByRole("combobox", { name: field }).focus();
  await page.keyboard.press("ArrowDown");
  await page.getByRole("listbox", { name: listName }).getByRole("option", { name: option }).click();
}

// A reseller's whole job with the demo key: nothing is copied from one answer into another form by hand.
// The only value typed is the player's id, which comes from the customer.
test("buy a package for a player and watch the order finish, then see it in the wallet and the sales", async ({
  page,
  request,
  ownSandbox,
}) => {
  // The page's timers run on a clock the test moves: tracking's checks come without their real waits.
  await page.clock.install();
  await openConsole(page, { baseUrl: ownSandbox });

  // The packages of a game chosen from the API's own list, then one ordered from its row.
  await pickAction(page, "List packages");
  await choose(page, /game_id/, "Games", /Sky Raiders/);
  await page.getByRole("button", { name: "Send" }).click();
  await response(page).getByRole("tab", { name: "Table" }).click();
  await response(page).getByRole("button", { name: "Order this package (202)" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Place top-up order" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: /product_id/ })).toHaveValue("202");
  await expect(page.getByText(/^From the List packages response of /)).toBeVisible();

  // The player checked first, then the order for that very player, with a package from the picker.
  await pickAction(page, "Validate player ID");
  await choose(page, /game_id/, "Games", /Sky Raiders/);
  await page.getByLabel(/user_id/).fill("123456789");
  await page.getByRole("button", { name: "Send" }).click();
  await response(page).getByRole("button", { name: "Place an order for this player" }).click();
  await expect(page.getByLabel(/user_id/)).toHaveValue("123456789");
  await choose(page, /product_id/, "Packages", /500 Credits/);
  await page.getByRole("button", { name: "Send" }).click();
  const dialog = page.getByRole("dialog", { name: "Place this order?" });
  await expect(dialog).toContainText("500 Credits");
  await dialog.getByRole("button", { name: "Place order" }).click();
  await expect(response(page).getByText("201 Created")).toBeVisible();
  const order = (await response(page).getByRole("document", { name: "Raw body" }).textContent())?.match(/ord_\d+/)?.[0];
  expect(order).toMatch(/^ord_\d+$/);

  // Tracking follows it; sandbox time moves on instead of the test waiting 15 s.
  const card = page
    .getByRole("region", { name: "Order tracking" })
    .getByRole("article")
    .filter({ hasText: order ?? "" });
  await page.clock.runFor(2_100);
  await expect(card.getByRole("status")).toContainText("1 check");
  expect((await request.post(`${ownSandbox}/_sandbox/clock`, { data: { advance_ms: 15_000 } })).status()).toBe(200);
  await page.clock.runFor(4_100);
  await expect(card).toContainText(/Outcome: Final status "(success|failed)"/);

  // The debit in the wallet's ledger, and the sales chart.
  await pickAction(page, "Wallet transactions log");
  await page.getByRole("button", { name: "Send" }).click();
  await response(page).getByRole("tab", { name: "Ledger" }).click();
  const ledger = response(page).getByRole("table", { name: /^Wallet ledger/ });
  await expect(
    ledger
      .getByRole("row")
      .filter({ hasText: `Order ${order}` })
      .first(),
  ).toContainText("(out)");
  await pickAction(page, "Sales stats");
  await page.getByRole("button", { name: "Send" }).click();
  await response(page).getByRole("tab", { name: "Chart" }).click();
  await expect(response(page).getByRole("img", { name: /^Sales chart/ })).toBeVisible();
});
