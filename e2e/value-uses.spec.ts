import { expect, type Page, test } from "@playwright/test";
import { openConsole, pickAction, response } from "./fixtures";

const form = (page: Page, action: string) => page.getByRole("form", { name: `${action} parameters` });

test("a package row of the Table opens the order form with its product_id and says where it came from", async ({
  page,
}) => {
  await openConsole(page);
  await pickAction(page, "List packages");
  await page.getByLabel(/game_id/).fill("2");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(response(page).getByRole("status")).toContainText("200 OK");
  await response(page).getByRole("tab", { name: "Table" }).click();
  const row = response(page).getByRole("row", { name: /500 Credits/ });
  await row.getByRole("button", { name: "Order this package (202)" }).click();

  const heading = page.getByRole("heading", { level: 2, name: "Place top-up order" });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  await expect(form(page, "Place top-up order").getByLabel(/product_id/)).toHaveValue("202");
  await expect(form(page, "Place top-up order").getByLabel(/user_id/)).toHaveValue("");
  await expect(page.getByText(/^From the List packages response of \d{4}-\d\d-\d\d \d\d:\d\d:\d\d\./)).toBeVisible();
});

test("a wallet entry in the Tree offers Check order status with its order_id, which then finds that order", async ({
  page,
}) => {
  await openConsole(page);
  await pickAction(page, "Wallet transactions log");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(response(page).getByRole("status")).toContainText("200 OK");
  await response(page).getByRole("tab", { name: "Tree" }).click();
  await response(page).getByText("data", { exact: true }).click();
  await response(page).getByText("[0]", { exact: true }).click();
  const check = response(page).getByRole("button", { name: /^Check order status \(ord_\d+\)$/ });
  const orderId = /ord_\d+/.exec((await check.getAttribute("aria-label")) ?? "")?.[0] ?? "";
  await check.click();
  await expect(form(page, "Check order status").getByLabel(/order_id/)).toHaveValue(orderId);
  await page.getByRole("button", { name: "Send" }).click();
  await expect(response(page).getByRole("status")).toContainText("200 OK");
  await expect(response(page).getByRole("document", { name: "Raw body" })).toContainText(`"order_id":"${orderId}"`);
});

test("a validated player opens the order form with user_id and zone_id filled", async ({ page }) => {
  await openConsole(page);
  await pickAction(page, "Validate player ID");
  await page.getByLabel(/game_id/).fill("1");
  await page.getByLabel(/user_id/).fill("123456789");
  await page.getByRole("button", { name: "Add query parameter" }).click();
  await page.getByLabel("Extra parameter 1 name").fill("zone_id");
  await page.getByLabel("Extra parameter 1 value").fill("2001");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(response(page).getByRole("status")).toContainText("200 OK");
  await response(page).getByRole("button", { name: "Place an order for this player" }).click();

  await expect(page.getByRole("heading", { level: 2, name: "Place top-up order" })).toBeFocused();
  await expect(form(page, "Place top-up order").getByLabel(/user_id/)).toHaveValue("123456789");
  await expect(form(page, "Place top-up order").getByLabel(/zone_id/)).toHaveValue("2001");
  await expect(page.getByText(/^From the Validate player ID response of /)).toBeVisible();
});
