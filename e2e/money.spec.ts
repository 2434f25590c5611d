import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, type Page, test } from "@playwright/test";
import { countSandboxCalls, inSettings, openConsole, pickAction, response } from "./fixtures";

async function fillOrder(page: Page) {
  await pickAction(page, "Place top-up order");
  await page.getByLabel(/product_id/).fill("201");
  await page.getByLabel(/user_id/).fill("123456789");
}

const dialog = (page: Page) => page.getByRole("dialog", { name: "Place this order?" });
const goBack = (page: Page) => dialog(page).getByRole("button", { name: "Go back" });

test.describe("money in Chromium", () => {
  test("Enter, Space and Ctrl+Enter never place an order: the confirmation opens on Go back", async ({ page }) => {
    await openConsole(page);
    const calls = countSandboxCalls(page);
    await fillOrder(page);

    await page.getByLabel(/user_id/).focus();
    await page.keyboard.press("Enter");
    await expect(goBack(page)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog(page)).toBeHidden();

    await page.keyboard.press("Control+Enter");
    await expect(goBack(page)).toBeFocused();
    await page.keyboard.press("Space");
    await expect(dialog(page)).toBeHidden();

    await page.keyboard.press("Control+Enter");
    await expect(goBack(page)).toBeFocused();
    await page.keyboard.press("Control+Enter");
    await expect(goBack(page)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog(page)).toBeHidden();

    // The same keys as fast as a person hammering them.
    await page.getByLabel(/user_id/).focus();
    for (const key of ["Enter", "Enter", "Space", "Control+Enter", "Control+Enter"]) await page.keyboard.press(key);
    await expect(goBack(page)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    expect(calls.count()).toBe(0);

    // The counter does count: the one deliberate click places exactly one order.
    await page.getByRole("button", { name: "Send" }).click();
    await dialog(page).getByRole("button", { name: "Place order" }).click();
    await expect(response(page).getByText("201 Created")).toBeVisible();
    expect(calls.count()).toBe(1);
  });
});

interface ReceivedOrder {
  reseller_ref: string;
}

/** A loopback API that records each order and answers only after the console has given up on it. */
async function slowOrderApi(answerAfterMs: (index: number) => number) {
  const orders: ReceivedOrder[] = [];
  const server: Server = createServer((request, reply) => {
    reply.setHeader("Access-Control-Allow-Origin", "*");
    reply.setHeader("Access-Control-Allow-Headers", "authorization, content-type");
    if (request.method === "OPTIONS") return void reply.writeHead(204).end();
    // The pickers' lists: this API has none.
    if (!request.url?.endsWith("/create_order")) return void reply.writeHead(404).end();
    let body = "";
    request.on("data", (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on("end", () => {
      const index = orders.push(JSON.parse(body) as ReceivedOrder) - 1;
      const timer = setTimeout(() => {
        if (!reply.destroyed) reply.writeHead(201, { "Content-Type": "application/json" }).end('{"status":"pending"}');
      }, answerAfterMs(index));
      reply.on("close", () => clearTimeout(timer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    orders,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

test.describe("retrying an order in Chromium", () => {
  test("after a timeout the retry keeps its reference; a new order is a deliberate choice", async ({ page }) => {
    // The first two orders are answered after the 1 s timeout; the others at once.
    const api = await slowOrderApi((index) => (index < 2 ? 2_500 : 0));
    try {
      await openConsole(page, { baseUrl: api.baseUrl });
      await inSettings(page, (dialog) => dialog.getByLabel("Timeout (seconds)").fill("1"));
      await fillOrder(page);
      const reference = await page.getByLabel(/reseller_ref/).inputValue();

      await page.getByRole("button", { name: "Send" }).click();
      await dialog(page).getByRole("button", { name: "Place order" }).click();
      await expect(
        response(page)
          .getByText(/timed out/i)
          .first(),
      ).toBeVisible();
      const note = page.getByRole("status").filter({ hasText: "Retrying the same order" });
      await expect(note).toContainText("reference kept, so the API can recognise it");
      await expect(page.getByLabel(/reseller_ref/)).toHaveValue(reference);

      await page.getByRole("button", { name: "Send" }).click();
      await expect(dialog(page)).toContainText("repeats the last attempt with the same reference");
      await dialog(page).getByRole("button", { name: "Place order" }).click();
      await expect(note).toBeVisible();
      // Both attempts reached the API, which is how it recognises the second as a repeat.
      await expect
        .poll(() => api.orders.map((order) => order.reseller_ref), { timeout: 5_000 })
        .toEqual([reference, reference]);

      await note.getByRole("button", { name: "New order (new reference)" }).click();
      await expect(note).toBeHidden();
      const renewed = await page.getByLabel(/reseller_ref/).inputValue();
      expect(renewed).not.toBe(reference);
      await page.getByRole("button", { name: "Send" }).click();
      await dialog(page).getByRole("button", { name: "Place order" }).click();
      await expect(response(page).getByText("201 Created")).toBeVisible();
      expect(api.orders.map((order) => order.reseller_ref)).toEqual([reference, reference, renewed]);
      // A definite answer: the next attempt is a new order with a fresh reference.
      await expect(page.getByLabel(/reseller_ref/)).not.toHaveValue(renewed);
      await expect(page.getByLabel(/reseller_ref/)).toHaveValue(/^ref-\d{8}-[0-9a-f]{8}$/);
    } finally {
      await api.close();
    }
  });
});
