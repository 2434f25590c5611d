import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { openConsole, pickAction, response } from "./fixtures";

test("a package chosen by keyboard from the API's list is what the order carries and confirms", async ({ page }) => {
  await openConsole(page);
  await pickAction(page, "Place top-up order");
  const field = page.getByRole("combobox", { name: /product_id/ });
  await field.focus();
  const listRequest = page.waitForRequest((request) => request.url().endsWith("/v1/products"));
  await page.keyboard.press("ArrowDown");
  await listRequest;
  const listbox = page.getByRole("listbox", { name: "Packages" });
  await expect(listbox.getByRole("option")).toHaveCount(14);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(listbox.getByRole("option", { selected: true })).toContainText("172 Diamonds");
  await page.keyboard.press("Enter");
  await expect(field).toHaveValue("102");
  await expect(listbox).toBeHidden();

  // Arena of Legends needs a zone, and the games list says so before anything is sent.
  await expect(page.locator("label", { hasText: "zone_id" })).toContainText("(required for Arena of Legends)");
  await page.getByLabel(/user_id/).fill("123456789");
  await page.getByLabel(/zone_id/).fill("2001");
  await page.getByRole("button", { name: "Send" }).click();
  const dialog = page.getByRole("dialog", { name: "Place this order?" });
  await expect(dialog).toContainText("102 — 172 Diamonds · price 2.99 USD · game Arena of Legends (as listed)");
  const order = page.waitForRequest((request) => request.url().endsWith("/v1/create_order"));
  await dialog.getByRole("button", { name: "Place order" }).click();
  expect((await order).postDataJSON()).toMatchObject({ product_id: 102, zone_id: "2001" });
  await expect(response(page).getByText("201 Created")).toBeVisible();
});

test("typing in a picker opens it, loads the list the first time and filters; the contract check waits till it closes", async ({
  page,
}) => {
  await openConsole(page);
  await pickAction(page, "Place top-up order");
  await page.getByLabel(/user_id/).fill("123456789");
  await page.getByRole("button", { name: "Check against the contract" }).click();
  const check = page.getByRole("region", { name: "Contract check" });
  const productRow = check.getByRole("row", { name: /^product_id/ });
  await expect(productRow).toContainText("missing");
  const field = page.getByRole("combobox", { name: /product_id/ });
  const listRequest = page.waitForRequest((request) => request.url().endsWith("/v1/products"));
  await field.pressSequentially("Diamonds");
  await listRequest;
  await expect(field).toHaveAttribute("aria-expanded", "true");
  const options = page.getByRole("listbox", { name: "Packages" }).getByRole("option");
  await expect(options.first()).toBeVisible();
  for (const name of await options.allTextContents()) expect(name).toMatch(/Diamonds/);
  // A filter being typed is not a value to judge; closed, what the field holds is.
  await expect(productRow).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(field).toHaveAttribute("aria-expanded", "false");
  await expect(productRow).toContainText('string "Diamonds"');
});

/** A loopback API whose package list answers badly, a different way on each request. */
async function badListApi(answers: string[]) {
  let served = 0;
  const server: Server = createServer((request, reply) => {
    reply.setHeader("Access-Control-Allow-Origin", "*");
    reply.setHeader("Access-Control-Allow-Headers", "authorization, content-type");
    if (request.method === "OPTIONS") return void reply.writeHead(204).end();
    const body = answers[Math.min(served, answers.length - 1)] ?? "";
    served += 1;
    const type = body.startsWith("<") ? "text/html" : "application/json";
    reply.writeHead(200, { "Content-Type": type }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    served: () => served,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

test("a list that is HTML, cut short or 8 MB leaves a plain input and says why; hostile names stay text", async ({
  page,
}) => {
  const hostile = '<img src=x onerror="window.__hacked=1">';
  const api = await badListApi([
    "<!doctype html><title>Sign in</title>",
    '{"data":[{"product_id":1,"name":"Cut',
    JSON.stringify({ data: [{ product_id: 1, name: "x".repeat(8 * 1024 * 1024) }] }),
    JSON.stringify({ data: [{ product_id: 7, name: hostile, price: "1.00" }] }),
  ]);
  try {
    await openConsole(page, { baseUrl: api.baseUrl, key: "any-key" });
    await pickAction(page, "Place top-up order");
    const field = page.getByRole("combobox", { name: /product_id/ });
    await field.focus();
    await page.keyboard.press("ArrowDown");
    const line = page.getByText(/^No list: /);
    await expect(line).toHaveText("No list: the answer is HTML, not JSON. Type the id.");
    await expect(field).toHaveAttribute("aria-expanded", "false");
    const refresh = page.getByRole("button", { name: "Refresh list" });
    await refresh.click();
    await expect(line).toHaveText("No list: the answer is not valid JSON (cut short?). Type the id.");
    await refresh.click();
    await expect(line).toHaveText(/^No list: the answer is 8\.00 MB, too large to offer as choices\. Type the id\.$/);
    // The field is still a field: what is typed is what the request carries.
    await field.fill("555");
    await expect(page.getByRole("region", { name: "Request" })).toContainText('"product_id":555');
    await refresh.click();
    await field.focus();
    await page.keyboard.press("ArrowDown");
    const option = page.getByRole("listbox", { name: "Packages" }).getByRole("option");
    await expect(option).toContainText(hostile);
    await expect(page.locator("img[src=x]")).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __hacked?: number }).__hacked)).toBeUndefined();
    expect(api.served()).toBe(4);
  } finally {
    await api.close();
  }
});
