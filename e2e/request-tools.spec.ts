import { expect, type Locator, test } from "@playwright/test";
import { inSettings, openConsole, pickAction, response, SANDBOX_URL } from "./fixtures";

/** A body view far wider than the screen scrolls by itself; the page never scrolls sideways. */
async function expectScrollsSideways(view: Locator) {
  await view.scrollIntoViewIfNeeded();
  // Blocks are laid out once on screen (content-visibility), so the width grows a frame later.
  await expect
    .poll(() => view.evaluate((element) => element.scrollWidth - element.clientWidth))
    .toBeGreaterThan(100_000);
  const pageOverflow = () =>
    view.page().evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(await pageOverflow(), "how far the page scrolls sideways").toBe(0);
}

async function expectWraps(view: Locator) {
  await view.scrollIntoViewIfNeeded();
  await expect.poll(() => view.evaluate((element) => element.scrollHeight - element.clientHeight)).toBeGreaterThan(0);
  expect(
    await view.evaluate((element) => element.scrollWidth - element.clientWidth),
    "how far the view scrolls sideways",
  ).toBe(0);
  const box = await view.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  expect(
    await view.page().evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    "how far the page scrolls sideways",
  ).toBe(0);
}

test.describe("request and response tools in Chromium", () => {
  test("a 10 MB response shows while the page stays usable, and copy and download give all of it", async ({
    page,
    context,
  }) => {
    // A large body on a shared machine: a generous budget, every wait below still bounded.
    test.setTimeout(120_000);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => {
      const tasks: number[] = [];
      (window as unknown as { longTasks: number[] }).longTasks = tasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(entry.duration);
      }).observe({ type: "longtask", buffered: true });
    });
    await openConsole(page, { key: "sk_demo_history" });
    await pickAction(page, "Wallet transactions log");
    await page.getByLabel(/limit/).fill("50000");
    // The answer is held back until the typing below is done, so the typing happens while it is out.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    let held = 0;
    await page.route(`${SANDBOX_URL}/wallet_history?**`, async (route) => {
      held += 1;
      await answered;
      await route.continue();
    });
    await page.evaluate(() => {
      (window as unknown as { longTasks: number[] }).longTasks.length = 0;
    });
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("button", { name: "Cancel" })).toBeVisible();
    await expect.poll(() => held).toBe(1);
    await page.getByLabel(/page/).pressSequentially("1");
    await expect(page.getByLabel(/page/)).toHaveValue("1");
    await expect(response(page).getByRole("status")).toHaveText("Sending…");
    answer();
    await expect(response(page).getByRole("status")).toContainText("200 OK", { timeout: 60_000 });
    await expect(response(page).getByRole("status")).toContainText(/\d+\.\d\d MB/);
    await expect(response(page).getByRole("document", { name: "Raw body" })).toContainText('{"data":[');
    // What was typed while it was out is still there, and the form still takes typing.
    await expect(page.getByLabel(/page/)).toHaveValue("1");
    await page.getByLabel(/^from/).fill("2026-01-01");
    await expect(page.getByLabel(/^from/)).toHaveValue("2026-01-01");

    await response(page).getByRole("tab", { name: "Pretty" }).click();
    await expect(response(page).getByRole("document", { name: "Pretty body" })).toContainText('"data": [', {
      timeout: 60_000,
    });
    await response(page).getByRole("tab", { name: "Table" }).click();
    await expect(response(page).getByText("50,000 of 50,000 rows in data", { exact: true })).toBeVisible();
    const longest = await page.evaluate(() => Math.max(0, ...(window as unknown as { longTasks: number[] }).longTasks));
    test.info().annotations.push({ type: "longest main-thread task (ms)", description: String(Math.round(longest)) });
    console.log(`longest main-thread task during a 10 MB response: ${Math.round(longest)} ms`);

    // Download and copy both give every record, byte for byte the same.
    const downloading = page.waitForEvent("download");
    await response(page).getByRole("button", { name: "Download body" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^wallet_history-\d{8}-\d{6}\.json$/);
    const { readFileSync } = await import("node:fs");
    const saved = readFileSync(await download.path(), "utf8");
    expect(saved.length).toBeGreaterThan(5_000_000);
    expect((JSON.parse(saved) as { data: unknown[] }).data).toHaveLength(50_000);
    await response(page).getByRole("button", { name: "Copy body" }).click();
    await expect(response(page).getByText("Body copied.")).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.length).toBe(saved.length);
    expect(copied === saved, "the copied body is the downloaded body").toBe(true);

    const csvDownloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download CSV" }).click();
    const csv = await csvDownloading;
    expect(csv.suggestedFilename()).toMatch(/^wallet_history-\d{8}-\d{6}\.csv$/);
    expect(readFileSync(await csv.path(), "utf8").split("\r\n")).toHaveLength(50_002);
  });

  test("a 1 MiB body on one line wraps in Raw on a phone-sized screen, scrolls inside its view unwrapped, and the page stays usable", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openConsole(page);
    await pickAction(page, "Wallet transactions log");
    await inSettings(page, (dialog) => dialog.getByLabel("Sandbox scenario").selectOption({ label: "One long line" }));
    await page.getByRole("button", { name: "Send" }).click();
    await expect(response(page).getByRole("status")).toContainText("200 OK");
    await expect(response(page).getByRole("status")).toContainText("1.00 MB");
    const raw = response(page).getByRole("document", { name: "Raw body" });
    await expect(raw).toContainText(
      '{"data":{"blob":"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789ABC',
    );
    // Typing right after works within the default wait: the page is not frozen laying the line out.
    await page.getByLabel(/^page\b/).pressSequentially("12");
    await expect(page.getByLabel(/^page\b/)).toHaveValue("12");

    // Raw wraps the line at its box's edge by default: nothing scrolls sideways, the view or the page.
    const wrap = response(page).getByRole("checkbox", { name: "Wrap lines" });
    await expect(wrap).toBeChecked();
    await expectWraps(raw);
    // Unwrapped, the line runs on: the view scrolls sideways, the page does not.
    await wrap.uncheck();
    await expectScrollsSideways(raw);
    await response(page).getByRole("tab", { name: "Pretty" }).click();
    const pretty = response(page).getByRole("document", { name: "Pretty body" });
    await expect(pretty).toContainText('"blob": "ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    await expectScrollsSideways(pretty);

    // The History panel shows the same body in the same views, unwrapped as chosen, within the page's width too.
    await page.getByRole("button", { name: "History", exact: true }).click();
    const history = page.getByRole("region", { name: "History" });
    await history.getByRole("button", { name: /^Open Wallet transactions log at / }).click();
    const kept = history.getByRole("document", { name: "Raw body" });
    await expect(kept).toContainText('{"data":{"blob":"ABCDEFGHIJ');
    await expectScrollsSideways(kept);
  });

  test("Copy as cURL, then Import cURL, gives back the same request", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await openConsole(page);
    await inSettings(page, (dialog) => dialog.getByLabel("Path style").selectOption("rest"));
    await pickAction(page, "Place top-up order");
    await page.getByLabel(/product_id/).fill("201");
    await page.getByLabel(/user_id/).fill("00777");
    const reference = await page.getByLabel(/reseller_ref/).inputValue();
    const request = page.getByRole("region", { name: "Request" });
    await request.getByRole("checkbox", { name: "Include the API key in snippets" }).check();
    await request.getByRole("button", { name: "Copy as cURL" }).click();
    await expect(request.getByText("Copied as cURL, with the key.")).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(`--data-raw '{"product_id":201,"user_id":"00777","reseller_ref":"${reference}"}'`);
    // The form is emptied first, so the values found after the import came from the command.
    await page.getByRole("button", { name: "Reset" }).click();
    await expect(page.getByLabel(/user_id/)).toHaveValue("");
    await expect(page.getByLabel(/reseller_ref/)).not.toHaveValue(reference);

    await pickAction(page, "List games");
    await inSettings(page, (dialog) => dialog.getByLabel("Path style").selectOption("console"));
    await page.getByRole("button", { name: "Import cURL" }).click();
    await page.getByLabel("cURL command", { exact: true }).fill(copied);
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await expect(page.getByRole("radio", { name: "Place top-up order" })).toBeChecked();
    await inSettings(page, (dialog) => expect(dialog.getByLabel("Path style")).toHaveValue("rest"));
    await expect(page.getByLabel(/product_id/)).toHaveValue("201");
    await expect(page.getByLabel(/user_id/)).toHaveValue("00777");
    await expect(page.getByLabel(/reseller_ref/)).toHaveValue(reference);
    await expect(request.getByText(/\/v1\/orders$/)).toBeVisible();
  });

  test("a timeout is told apart and explained", async ({ page }) => {
    await openConsole(page);
    await inSettings(page, (dialog) => dialog.getByLabel("Timeout (seconds)").fill("1"));
    await inSettings(page, (dialog) => dialog.getByLabel("Sandbox scenario").selectOption({ label: "Slow response" }));
    await page.getByRole("button", { name: "Send" }).click();
    const alert = response(page).getByRole("alert");
    await expect(alert.getByRole("heading", { name: "No response: timed out" })).toBeVisible({ timeout: 10_000 });
    await expect(alert).toContainText("check its status before retrying");
  });

  test("every control is reachable by keyboard, with a visible focus ring", async ({ page }) => {
    await openConsole(page);
    const seen = new Set<string>();
    for (let step = 0; step < 60; step += 1) {
      await page.keyboard.press("Tab");
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) return null;
        const style = getComputedStyle(element);
        return {
          name: element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 40) ?? element.id,
          outline: style.outlineStyle !== "none" && style.outlineWidth !== "0px",
        };
      });
      if (!focused) continue;
      expect(focused.outline, `focus ring on ${focused.name}`).toBe(true);
      seen.add(focused.name);
    }
    for (const name of ["Check wallet balance", "Send", "Import cURL", "Copy as cURL"]) {
      expect(
        [...seen].some((text) => text.includes(name)),
        name,
      ).toBe(true);
    }
  });
});
