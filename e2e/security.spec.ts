import { expect, type Page, test } from "@playwright/test";
import { watchPage } from "./deploy-watch";
import {
  enterBaseUrlAndKey,
  everythingStored,
  FUNDED_KEY,
  inSettings,
  openConsole,
  pickAction,
  placeOrder,
  response,
  SANDBOX_URL,
} from "./fixtures";
import { CONSOLE_ORIGIN } from "./ports";

/** Waits until the history lists the send, so what it stored is part of the dump. */
async function expectRecorded(page: Page, label: string) {
  await page.getByRole("button", { name: "History", exact: true }).click();
  const history = page.getByRole("region", { name: "History" });
  await expect(history.getByRole("button", { name: new RegExp(`^Open ${label} at `) })).toHaveCount(1);
}

/** Records every alert, confirm or prompt a script opens, and dismisses it. */
function watchDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on("dialog", (dialog) => {
    opened.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return opened;
}

/** The watcher does see a script's dialog: one opened on purpose is the only one it has. */
async function expectOnlyTheControlDialog(page: Page, opened: string[]) {
  expect(opened).toEqual([]);
  await page.evaluate(() => alert("control"));
  expect(opened).toEqual(["alert: control"]);
}

const DANGEROUS = "script, img, iframe, svg, object, embed, style, a[href^='javascript']";

test.describe("nothing in a response runs", () => {
  test("HTML and script inside JSON strings show as text", async ({ page }) => {
    const opened = watchDialogs(page);
    await openConsole(page);
    await inSettings(page, (dialog) => dialog.getByLabel("Sandbox scenario").selectOption({ label: "HTML in data" }));
    await page.getByRole("button", { name: "Send" }).click();
    await expect(response(page).getByRole("status")).toContainText("200 OK");
    // The body has a list of records (data.items), so every view is offered, the table too.
    await expect(response(page).getByRole("tab")).toHaveText(["Raw", "Pretty", "Tree", "Table", "Headers"]);
    const panel = response(page).getByRole("tabpanel");
    for (const tab of ["Raw", "Pretty", "Tree", "Table"]) {
      await response(page).getByRole("tab", { name: tab }).click();
      await expect(response(page).getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
      if (tab === "Tree") {
        await panel.getByText("data", { exact: true }).click();
        await panel.getByText("items", { exact: true }).click();
        await panel.getByText("[0]", { exact: true }).click();
      }
      if (tab !== "Table") await expect(panel, tab).toContainText("<img src=x onerror=alert(1)>");
      await expect(panel, tab).toContainText("<script>alert(document.domain)</script>");
      await expect(response(page).locator(DANGEROUS), tab).toHaveCount(0);
    }
    await expectOnlyTheControlDialog(page, opened);
  });

  test("an HTML error page shows as text", async ({ page }) => {
    const opened = watchDialogs(page);
    await openConsole(page);
    await inSettings(page, (dialog) =>
      dialog.getByLabel("Sandbox scenario").selectOption({ label: "HTML error page" }),
    );
    await page.getByRole("button", { name: "Send" }).click();
    await expect(response(page).getByRole("status")).toContainText("500");
    await expect(response(page).getByRole("document", { name: "Raw body" })).toContainText("<script");
    await expect(response(page).locator("script, img, iframe, h1")).toHaveCount(0);
    await expectOnlyTheControlDialog(page, opened);
  });
});

test.describe("the key stays out of storage, URLs and snippets", () => {
  test("after a whole flow with Remember off, the key is nowhere", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await openConsole(page);
    await placeOrder(page);
    await expect(response(page).getByRole("status")).toContainText("201");
    const request = page.getByRole("region", { name: "Request" });
    await request.getByRole("button", { name: "Copy as cURL" }).click();
    await expect(request.getByText("Copied as cURL, key as $API_KEY.")).toBeVisible();
    const snippet = await page.evaluate(() => navigator.clipboard.readText());
    expect(snippet).toContain("$API_KEY");
    expect(snippet).not.toContain(FUNDED_KEY);
    await expectRecorded(page, "Place top-up order");
    const stored = JSON.stringify(await everythingStored(page));
    // The send is in the history and the typed form is remembered, both without the key.
    expect(stored).toContain('"Bearer [redacted]"');
    expect(stored).toContain("reseller-console.forms");
    expect(stored).not.toContain(FUNDED_KEY);
    expect(page.url()).not.toContain(FUNDED_KEY);
    await page.reload();
    // The settings did come back from storage (the base URL typed earlier), the key did not.
    await expect(page.getByLabel("Base URL")).toHaveValue(SANDBOX_URL);
    await expect(page.getByLabel("API key", { exact: true })).toHaveValue("");
  });

  test("with Remember on, the key is only in the documented local storage entry", async ({ page }) => {
    await openConsole(page);
    await inSettings(page, (dialog) => dialog.getByRole("checkbox", { name: "Remember key on this device" }).check());
    await page.getByRole("button", { name: "Send" }).click();
    await expect(response(page).getByRole("status")).toContainText("200 OK");
    await expectRecorded(page, "Check wallet balance");
    const local = await page.evaluate(() => ({ ...localStorage }));
    const holding = Object.entries(local).filter(([, value]) => value.includes(FUNDED_KEY));
    expect(holding.map(([name]) => name)).toEqual(["reseller-console.settings"]);
    const { local: _local, ...rest } = await everythingStored(page);
    expect(JSON.stringify(rest)).not.toContain(FUNDED_KEY);
    await page.reload();
    await expect(page.getByLabel("API key", { exact: true })).toHaveValue(FUNDED_KEY);
  });
});

test.describe("the build's own Content-Security-Policy, for hosts that send no header", () => {
  test("allows a whole flow against the loopback sandbox and refuses an injected inline script", async ({ page }) => {
    const watch = await watchPage(page, CONSOLE_ORIGIN);
    const loaded = await page.goto("./");
    // The preview server sends no policy: whatever is enforced comes from index.html.
    expect(loaded?.headers()["content-security-policy"]).toBeUndefined();

    await enterBaseUrlAndKey(page);
    await pickAction(page, "List games");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(response(page).getByRole("status")).toContainText("200 OK");
    await expect(response(page).getByRole("tabpanel")).toContainText("Sky Raiders");
    expect(await watch.violations()).toEqual([]);
    expect(watch.consoleErrors()).toEqual([]);

    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "document.title = 'inline script ran'";
      document.body.append(script);
    });
    await expect.poll(() => watch.violations()).toEqual([expect.stringMatching(/^script-src-elem inline at /)]);
    expect(await page.title()).toBe("Reseller API Console");
  });
});
