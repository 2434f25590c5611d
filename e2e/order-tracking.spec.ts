import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, type Page } from "@playwright/test";
import { isListLookup, openConsole, placeOrder, response } from "./fixtures";
import { test } from "./own-sandbox";

const tracking = (page: Page) => page.getByRole("region", { name: "Order tracking" });

/**
 * An API with its own shapes on loopback: create_order answers `{"data":{"order_id":"X"}}` and each
 * order status check answers the next of `statuses` (the last one repeats). It records every check.
 */
async function loopbackApi(statuses: { status: number; body: string }[]) {
  const checks: string[] = [];
  const server = createServer((request, reply) => {
    reply.setHeader("Access-Control-Allow-Origin", "*");
    reply.setHeader("Access-Control-Allow-Headers", "authorization, content-type");
    if (request.method === "OPTIONS") return void reply.writeHead(204).end();
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    request.resume();
    if (url.pathname === "/v1/create_order") {
      return void reply.writeHead(201, { "Content-Type": "application/json" }).end('{"data":{"order_id":"X"}}');
    }
    // The pickers' lists: this API has none.
    if (isListLookup(request.method ?? "", url.href)) return void reply.writeHead(404).end();
    checks.push(`${request.method} ${url.pathname}${url.search}`);
    const answer = statuses[Math.min(checks.length, statuses.length) - 1] ?? { status: 404, body: "{}" };
    reply.writeHead(answer.status, { "Content-Type": "application/json" }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    checks,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

test.describe("order tracking in Chromium", () => {
  // The page's timers run on a clock each test moves: checks come without their real 2 s, 4 s waits.
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
  });

  test("a sandbox order is followed to success, its clock moved instead of waiting 15 s", async ({
    page,
    request,
    ownSandbox,
  }) => {
    await openConsole(page, { baseUrl: ownSandbox });
    await placeOrder(page);
    const card = tracking(page).getByRole("article", { name: /^Order ord_\d+$/ });
    await expect(card.getByRole("status")).toContainText("Status: pending (not final) · 0 checks");
    await page.clock.runFor(2_100);
    await expect(card.getByRole("status")).toContainText("Status: pending (not final) · 1 check");

    const moved = await request.post(`${ownSandbox}/_sandbox/clock`, { data: { advance_ms: 15_000 } });
    expect(moved.status()).toBe(200);
    await page.clock.runFor(4_100);
    await expect(card).toContainText('Outcome: Final status "success" (success) after 2 checks.');
    await expect(card.getByRole("list", { name: /^Status changes/ }).getByRole("listitem")).toHaveText([
      /pending \(the order's answer\)$/,
      /success \(check 2\)$/,
    ]);

    // Each check is a request of its own in the history.
    await page.getByRole("button", { name: "History", exact: true }).click();
    const history = page.getByRole("region", { name: "History" });
    await expect(history.getByRole("button", { name: /^Open Check order status at / })).toHaveCount(2);
    await expect(history.getByRole("button", { name: /^Open Place top-up order at / })).toHaveCount(1);
  });

  test("orders placed while tracking is still loading are all tracked", async ({ page }) => {
    // The tracker's code arrives slowly, as on a poor connection: both orders are answered first.
    await page.route(/order-tracking-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await openConsole(page);
    await placeOrder(page);
    const first = await response(page).getByRole("tabpanel").textContent();
    await page.getByRole("button", { name: "Send" }).click();
    await page.getByRole("dialog", { name: "Place this order?" }).getByRole("button", { name: "Place order" }).click();
    await expect(response(page).getByRole("tabpanel")).not.toHaveText(first ?? "");
    await expect(tracking(page).getByRole("article", { name: /^Order ord_\d+$/ })).toHaveCount(2);
  });

  test("another API's shapes: the order id and status are found by field name, in any case", async ({ page }) => {
    const api = await loopbackApi([
      { status: 200, body: '{"status":"PENDING"}' },
      { status: 200, body: '{"status":"Completed"}' },
    ]);
    try {
      await openConsole(page, { baseUrl: api.baseUrl, key: "sk_live_elsewhere" });
      await placeOrder(page);
      const card = tracking(page).getByRole("article", { name: "Order X" });
      await page.clock.runFor(2_100);
      await expect(card.getByRole("status")).toContainText("Status: PENDING (not final) · 1 check");
      await page.clock.runFor(4_100);
      await expect(card).toContainText('Outcome: Final status "Completed" (success) after 2 checks.');
      await expect(card.getByRole("button", { name: /^Stop/ })).toHaveCount(0);
      expect(api.checks).toEqual(["GET /v1/order_status?order_id=X", "GET /v1/order_status?order_id=X"]);
    } finally {
      await api.close();
    }
  });

  test("a target that answers 500 is checked again with back-off, and the page says so", async ({ page }) => {
    const api = await loopbackApi([
      { status: 500, body: '{"error":"try later"}' },
      { status: 200, body: '{"data":{"order_id":"X","status":"success"}}' },
    ]);
    try {
      await openConsole(page, { baseUrl: api.baseUrl, key: "sk_live_elsewhere" });
      await placeOrder(page);
      const card = tracking(page).getByRole("article", { name: "Order X" });
      await page.clock.runFor(2_100);
      await expect(card).toContainText(
        "Check 1 answered 500 Internal Server Error; still tracking, next check in 4 s (backing off).",
      );
      await expect(card.getByRole("button", { name: "Stop tracking Order X" })).toBeVisible();
      await page.clock.runFor(3_000);
      expect(api.checks).toHaveLength(1);
      await page.clock.runFor(1_100);
      await expect(card).toContainText('Outcome: Final status "success" (success) after 2 checks.');
      expect(api.checks).toHaveLength(2);
    } finally {
      await api.close();
    }
  });

  test("Stop ends the checks at once, by keyboard", async ({ page }) => {
    const api = await loopbackApi([{ status: 200, body: '{"status":"processing"}' }]);
    try {
      await openConsole(page, { baseUrl: api.baseUrl, key: "sk_live_elsewhere" });
      await placeOrder(page);
      const card = tracking(page).getByRole("article", { name: "Order X" });
      await page.clock.runFor(2_100);
      await expect(card.getByRole("status")).toContainText("1 check");
      await card.getByRole("button", { name: "Stop tracking Order X" }).focus();
      await page.keyboard.press("Enter");
      await expect(card).toContainText("Outcome: Stopped by you.");
      await expect(card.getByRole("button", { name: "Remove Order X" })).toBeFocused();
      // Well past the next check's time: nothing more is asked.
      await page.clock.runFor(60_000);
      expect(api.checks).toHaveLength(1);
    } finally {
      await api.close();
    }
  });
});
