import { serve } from "@hono/node-server";
import { expect, test } from "@playwright/test";
import { createSandboxApp } from "../src/sandbox/create-sandbox-app";
import { FUNDED_KEY, openConsole } from "./fixtures";

const AUTH = { Authorization: `Bearer ${FUNDED_KEY}` };
const FILE = ["product_id,user_id", "201,123456789", "202,123456790", "203,123456791", "204,123456792"].join("\n");

/**
 * A standalone sandbox of this test's own that keeps its own log of the orders it was sent, by
 * reference, and holds each order's answer until the test lets them through: the batch is still
 * running in the first page while the second presses everything.
 */
async function loggingSandbox() {
  const app = createSandboxApp();
  const orders: string[] = [];
  let letThrough: () => void = () => undefined;
  const open = new Promise<void>((resolve) => {
    letThrough = resolve;
  });
  const server = serve({
    hostname: "127.0.0.1",
    port: 0,
    fetch: async (request: Request) => {
      if (request.method === "POST" && new URL(request.url).pathname.endsWith("/create_order")) {
        orders.push(String((await request.clone().json()).reseller_ref));
        await open;
      }
      return app.fetch(request);
    },
  });
  await new Promise((resolve) => server.once("listening", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    orders,
    letThrough: () => letThrough(),
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

test("a batch running in one page is only shown in a second page of the same browser, whatever is pressed there", async ({
  page,
  request,
}) => {
  const sandbox = await loggingSandbox();
  try {
    const wallet = async () =>
      (
        (await (await request.get(`${sandbox.url}/wallet_history?limit=500`, { headers: AUTH })).json()).data as {
          type: string;
        }[]
      ).filter((entry) => entry.type === "debit").length;
    const debitsBefore = await wallet();
    await openConsole(page, { baseUrl: sandbox.url });
    await page.getByRole("button", { name: "Batch orders" }).click();
    const batchA = page.getByRole("region", { name: "Batch orders" });
    await batchA.getByRole("textbox", { name: "CSV" }).fill(FILE);
    await batchA.getByRole("button", { name: "Read rows" }).click();
    await batchA.getByRole("button", { name: "Dry run" }).click();
    await batchA.getByRole("button", { name: "Place 4 orders" }).click();
    const dialog = page.getByRole("dialog", { name: "Place this batch?" });
    await dialog.getByRole("textbox", { name: "Type 4, the number of orders, to place them" }).fill("4");
    await dialog.getByRole("button", { name: "Place 4 orders" }).click();
    await expect.poll(() => sandbox.orders.length).toBe(1);

    // A second page of the same browser: the same IndexedDB, the same locks.
    const pageB = await page.context().newPage();
    await openConsole(pageB, { baseUrl: sandbox.url });
    await pageB.getByRole("button", { name: "Batch orders" }).click();
    const batchB = pageB.getByRole("region", { name: "Batch orders" });
    await expect(batchB.getByRole("status").filter({ hasText: "running in another tab" })).toBeVisible();
    await expect(batchB.getByRole("button", { name: "Resume" })).toHaveCount(0);
    await expect(batchB.getByRole("button", { name: /^Send again/ })).toHaveCount(0);
    // Nor is it reconciled half placed: that waits until the run has ended.
    await expect(batchB.getByRole("button", { name: "Reconcile this batch" })).toHaveCount(0);
    // Everything else a person could press there: New batch, then History's ways back to it.
    await batchB.getByRole("button", { name: "New batch" }).click();
    await pageB.getByRole("button", { name: "History" }).click();
    const batches = pageB.getByRole("region", { name: "History" }).getByRole("region", { name: "Batches" });
    await batches.getByRole("button", { name: /^Ask about unknown rows of batch/ }).click();
    await expect(batchB.getByRole("status").filter({ hasText: "running in another tab" })).toBeVisible();
    await batches.getByRole("button", { name: /^Resume batch/ }).click();
    await expect(batchB.getByRole("status").filter({ hasText: "running in another tab" })).toBeVisible();
    await expect(batchB.getByRole("button", { name: "Resume" })).toHaveCount(0);
    expect(sandbox.orders).toHaveLength(1);

    sandbox.letThrough();
    await expect(batchA.getByText("The batch has finished.")).toBeVisible();
    // The second page takes the batch as the first left it, with nothing left to resume.
    await expect(batchB.getByText(/^Placed 4, refused 0, /)).toBeVisible();
    await expect(batchB.getByRole("status").filter({ hasText: "running in another tab" })).toHaveCount(0);
    await expect(batchB.getByRole("button", { name: "Resume" })).toHaveCount(0);
    await expect(batchB.getByRole("button", { name: "Reconcile this batch" })).toBeVisible();

    // The sandbox's own log: each reference sent once; its wallet: one debit each.
    expect(sandbox.orders).toHaveLength(4);
    expect(new Set(sandbox.orders).size).toBe(4);
    expect((await wallet()) - debitsBefore).toBe(4);
  } finally {
    await sandbox.close();
  }
});
