import { expect, type Page, test } from "@playwright/test";
import { expectNoViolations, FUNDED_KEY, inSettings, openConsole, pickAction, placeOrder, response } from "./fixtures";

const rawBody = (page: Page) => response(page).getByRole("document", { name: "Raw body" });

async function send(page: Page) {
  // Each answer opens in a view of its own, even when it says the same as the one before (the same
  // status, time and size): the earlier answer's body leaves the page.
  const earlier = (await rawBody(page).count()) > 0 ? await rawBody(page).elementHandle() : null;
  await page.getByRole("button", { name: "Send" }).click();
  await earlier?.waitForElementState("hidden");
  await expect(response(page).getByRole("status")).toContainText("200");
  await expect(rawBody(page)).toBeVisible();
}

/** The wallet balance, as Check wallet balance answers it. */
async function balance(page: Page): Promise<number> {
  await pickAction(page, "Check wallet balance");
  await send(page);
  return Number((await rawBody(page).textContent())?.match(/"balance":\s*([\d.]+)/)?.[1]);
}

async function orderStatus(page: Page, orderId: string) {
  await pickAction(page, "Check order status");
  await page.getByLabel(/order_id/).fill(orderId);
  await send(page);
  return (await rawBody(page).textContent())?.match(/"status":\s*"(\w+)"/)?.[1];
}

test("the embedded sandbox keeps an order across a reload; Reset sandbox puts the seed back", async ({ page }) => {
  // The page's own clock is the sandbox's: moved on below instead of waiting 15 s for the order.
  await page.clock.install();
  await openConsole(page, { baseUrl: "" });
  await expect(page.getByLabel("Base URL")).toHaveValue("https://sandbox.invalid/v1");
  const seed = await balance(page);
  const orderId = await placeOrder(page);
  expect(orderId).toMatch(/^ord_\d+$/);

  await page.reload();
  await page.getByLabel("API key", { exact: true }).fill(FUNDED_KEY);
  expect(await orderStatus(page, orderId ?? "")).toMatch(/^(pending|processing)$/);
  await page.clock.fastForward("00:16");
  expect(await orderStatus(page, orderId ?? "")).toBe("success");
  expect(await balance(page)).toBeLessThan(seed);

  await inSettings(page, async (dialog) => {
    await dialog.getByRole("button", { name: "Reset sandbox…" }).click();
    const question = dialog.getByRole("group", { name: "Reset the embedded sandbox?" });
    await expect(question.getByRole("button", { name: "Keep it" })).toBeFocused();
    await expectNoViolations(page, "with the reset question open");
    await question.getByRole("button", { name: "Reset", exact: true }).click();
    await expect(dialog.getByRole("status")).toHaveText("The sandbox is back at its start.");
  });
  expect(await balance(page)).toBe(seed);
  await pickAction(page, "Check order status");
  await page.getByLabel(/order_id/).fill(orderId ?? "");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(response(page).getByRole("status")).toContainText("404");
});

test("two tabs of one browser share the embedded sandbox", async ({ context, page }) => {
  await openConsole(page, { baseUrl: "" });
  const other = await context.newPage();
  await openConsole(other, { baseUrl: "" });
  const seed = await balance(other);
  await page.bringToFront();
  await placeOrder(page);
  await other.bringToFront();
  expect(await balance(other)).toBeLessThan(seed);
});

test("damaged kept state is said, and the sandbox starts again from its seed", async ({ page }) => {
  await openConsole(page, { baseUrl: "" });
  const seed = await balance(page);
  await placeOrder(page);
  await page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open("reseller-console-sandbox");
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const transaction = db.transaction("state", "readwrite");
    transaction.objectStore("state").put({ revision: "x", snapshot: { version: 1, accounts: "?" } }, "current");
    await new Promise((resolve) => {
      transaction.oncomplete = resolve;
    });
    db.close();
  });

  await page.reload();
  await page.getByLabel("API key", { exact: true }).fill(FUNDED_KEY);
  expect(await balance(page)).toBe(seed);
  await expect(page.getByRole("alert")).toHaveText(
    "The embedded sandbox's saved state could not be read, so it started again from its seed: balances, orders and its clock are back at their start.",
  );
});
