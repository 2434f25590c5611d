import { expect, test } from "@playwright/test";
import { countSandboxCalls, inSettings, openConsole, pickAction, response } from "./fixtures";

test.describe("every action against the standalone sandbox", () => {
  test("Check wallet balance", async ({ page }) => {
    await openConsole(page);
    await pickAction(page, "Check wallet balance");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(response(page).getByText("200 OK")).toBeVisible();
    await expect(response(page).getByRole("tabpanel")).toContainText('"currency":"USD"');
  });

  test("List games", async ({ page }) => {
    await openConsole(page);
    await pickAction(page, "List games");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(response(page).getByText("200 OK")).toBeVisible();
    await expect(response(page).getByRole("tabpanel")).toContainText("Arena of Legends");
  });

  test("List packages, for one game", async ({ page }) => {
    await openConsole(page);
    await pickAction(page, "List packages");
    await page.getByLabel(/game_id/).fill("2");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(response(page).getByText("200 OK")).toBeVisible();
    await expect(response(page)).toContainText("/v1/products?game_id=2");
    await expect(response(page).getByRole("tabpanel")).toContainText("100 Credits");
    await expect(response(page).getByRole("tabpanel")).not.toContainText("Diamonds");
  });

  test("Place top-up order, then Check order status by its reference", async ({ page }) => {
    await openConsole(page);
    await pickAction(page, "Place top-up order");
    await page.getByLabel(/product_id/).fill("201");
    await page.getByLabel(/user_id/).fill("123456789");
    const reference = await page.getByLabel(/reseller_ref/).inputValue();
    expect(reference).toMatch(/^ref-\d{8}-[0-9a-f]{8}$/);
    await page.getByRole("button", { name: "Send" }).click();
    // The confirmation names each field and the value that will be sent, as sent: a number, a string.
    const dialog = page.getByRole("dialog", { name: "Place this order?" });
    await expect(dialog.getByRole("term")).toHaveText([
      "Product ID product_id",
      "Player user ID user_id",
      "Your reference reseller_ref",
    ]);
    // The package's listing follows its id once the list typing asked for is in.
    await expect(dialog.getByRole("definition")).toHaveText([/^201( — .*)?$/, '"123456789"', `"${reference}"`]);
    await dialog.getByRole("button", { name: "Place order" }).click();
    await expect(response(page).getByText(/^201 Created$/)).toBeVisible();
    await expect(response(page).getByRole("tabpanel")).toContainText(reference);
    await expect(page.getByLabel(/reseller_ref/)).not.toHaveValue(reference);

    await pickAction(page, "Check order status");
    await page.getByLabel(/reseller_ref/).fill(reference);
    await page.getByRole("button", { name: "Send" }).click();
    await expect(response(page).getByText("200 OK")).toBeVisible();
    await expect(response(page).getByRole("tabpanel")).toContainText(reference);
  });

  test("Validate player ID, on the REST path", async ({ page }) => {
    await openConsole(page);
    await inSettings(page, (dialog) => dialog.getByLabel("Path style").selectOption("rest"));
    await pickAction(page, "Validate player ID");
    await page.getByLabel(/game_id/).fill("2");
    await page.getByLabel(/user_id/).fill("123456789");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(response(page).getByText("200 OK")).toBeVisible();
    await expect(response(page)).toContainText("/v1/players/validate");
  });

  test("Wallet transactions log", async ({ page }) => {
    await openConsole(page);
    await pickAction(page, "Wallet transactions log");
    await page.getByLabel(/limit/).fill("5");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(response(page).getByText("200 OK")).toBeVisible();
    await expect(response(page)).toContainText("/v1/wallet_history?limit=5");
  });

  test("Sales stats, in pretty view", async ({ page }) => {
    await openConsole(page);
    await pickAction(page, "Sales stats");
    await page.getByLabel(/^from/).fill("2026-01-01");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(response(page).getByText("200 OK")).toBeVisible();
    await response(page).getByRole("tab", { name: "Pretty" }).click();
    await expect(response(page).getByRole("tabpanel")).toContainText('{\n  "data"');
  });
});

test.describe("what the console refuses or guards", () => {
  test("a wrong key shows the server's 401", async ({ page }) => {
    await openConsole(page, { key: "sk_wrong" });
    await page.getByRole("button", { name: "Send" }).click();
    await expect(response(page).getByText("401 Unauthorized")).toBeVisible();
    await response(page).getByRole("tab", { name: "Headers" }).click();
    await expect(response(page).getByRole("tabpanel")).toContainText("x-request-id");
  });

  test("an invalid field shows its error and sends nothing", async ({ page }) => {
    await openConsole(page);
    const calls = countSandboxCalls(page);
    await pickAction(page, "Place top-up order");
    await page.getByLabel(/product_id/).fill("ten");
    await page.getByLabel(/user_id/).fill("12 34");
    // Leaving a field shows its error; the button then stays where it is for the click.
    await page.getByLabel(/user_id/).press("Tab");
    await expect(page.getByRole("alert").filter({ hasText: "Digits only" })).toBeVisible();
    await page.getByRole("button", { name: "Send" }).click();
    // Send checked the form: it took the cursor to the first field to fix, and asked nothing.
    await expect(page.getByLabel(/product_id/)).toBeFocused();
    await expect(page.getByRole("alert").filter({ hasText: "Enter a whole number" })).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "Digits only" })).toBeVisible();
    await expect(page.getByRole("dialog")).toBeHidden();
    expect(calls.count()).toBe(0);

    // The counter does count: once the fields are right, the order placed is the first request.
    await page.getByLabel(/product_id/).fill("201");
    await page.getByLabel(/user_id/).fill("123456789");
    await page.getByRole("button", { name: "Send" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Place order" }).click();
    await expect(response(page).getByText("201 Created")).toBeVisible();
    expect(calls.count()).toBe(1);
  });

  test("the confirmation guards the order: going back sends nothing", async ({ page }) => {
    await openConsole(page);
    const calls = countSandboxCalls(page);
    await pickAction(page, "Place top-up order");
    await page.getByLabel(/product_id/).fill("201");
    await page.getByLabel(/user_id/).fill("123456789");
    await page.getByRole("button", { name: "Send" }).click();
    const dialog = page.getByRole("dialog", { name: "Place this order?" });
    await dialog.getByRole("button", { name: "Go back" }).click();
    await expect(dialog).toBeHidden();
    // Ctrl+Enter asks again rather than sending, and Esc backs out of it too.
    await page.keyboard.press("Control+Enter");
    await expect(dialog.getByRole("button", { name: "Go back" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(response(page).getByText("Send a request to see what comes back.")).toBeVisible();
    expect(calls.count()).toBe(0);

    // The counter does count: the one deliberate confirmation places exactly one order.
    await page.getByRole("button", { name: "Send" }).click();
    await dialog.getByRole("button", { name: "Place order" }).click();
    await expect(response(page).getByText("201 Created")).toBeVisible();
    expect(calls.count()).toBe(1);
  });

  test("the order cannot be sent twice while pending", async ({ page }) => {
    await openConsole(page);
    const calls = countSandboxCalls(page);
    await inSettings(page, (dialog) => dialog.getByLabel("Sandbox scenario").selectOption({ label: "Slow response" }));
    await pickAction(page, "Place top-up order");
    await page.getByLabel(/product_id/).fill("201");
    await page.getByLabel(/user_id/).fill("123456789");
    await page.getByRole("button", { name: "Send" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Place order" }).click();
    await expect(page.getByRole("button", { name: "Cancel" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Send" })).toBeDisabled();
    // A person may still press the shortcut, or click the dimmed button, while the order is out.
    await page.keyboard.press("Control+Enter");
    await page.getByRole("button", { name: "Send" }).click({ force: true });
    await expect(page.getByRole("button", { name: "Cancel" })).toBeVisible();
    await expect(response(page).getByText("201 Created")).toBeVisible({ timeout: 10_000 });
    // Neither asked to place it again: no confirmation is waiting, and one order went out.
    await expect(page.getByRole("dialog")).toBeHidden();
    expect(calls.count()).toBe(1);
  });

  test("Esc cancels a request that gets no answer", async ({ page }) => {
    await openConsole(page);
    await inSettings(page, (dialog) => dialog.getByLabel("Sandbox scenario").selectOption({ label: "No response" }));
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("button", { name: "Cancel" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(response(page).getByRole("heading", { name: "Cancelled" })).toBeVisible();
  });

  test("an unreachable API is explained, with the cURL to try", async ({ page }) => {
    await openConsole(page, { baseUrl: "http://127.0.0.1:9/v1" });
    await page.getByRole("button", { name: "Send" }).click();
    const alert = response(page).getByRole("alert");
    await expect(alert).toContainText("CORS");
    await expect(alert).toContainText("curl 'http://127.0.0.1:9/v1/balance'");
    await expect(alert).not.toContainText("sk_demo_funded");
  });
});

test.describe("out of the box", () => {
  test("the embedded sandbox is the default target and needs no server", async ({ page }) => {
    await page.goto("./");
    await expect(page.getByLabel("Base URL")).toHaveValue("https://sandbox.invalid/v1");
    await page.getByRole("button", { name: "Use demo key" }).click();
    await pickAction(page, "List games");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(response(page).getByText("200 OK")).toBeVisible();
    await expect(response(page).getByRole("tabpanel")).toContainText("Sky Raiders");
  });

  test("the key field is a password field and the preview masks the key", async ({ page }) => {
    await openConsole(page);
    await expect(page.getByLabel("API key", { exact: true })).toHaveAttribute("type", "password");
    const preview = page.getByRole("region", { name: "Request" });
    await expect(preview).toContainText("Bearer ••••••••nded");
    await expect(preview).not.toContainText("sk_demo_funded");
    expect(page.url()).not.toContain("sk_demo");
  });
});
