import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import {
  countSandboxCalls,
  everythingStored,
  FUNDED_KEY,
  inSettings,
  openConsole,
  pickAction,
  response,
  SANDBOX_URL,
} from "./fixtures";
import { CONSOLE_ORIGIN } from "./ports";

const history = (page: Page) => page.getByRole("region", { name: "History" });

/** Opens History and waits for this many entries (of the action, when one is named). */
async function openHistory(page: Page, rows: number, action = "") {
  if ((await history(page).count()) === 0) await page.getByRole("button", { name: "History", exact: true }).click();
  await expect(history(page).getByRole("button", { name: new RegExp(`^Open ${action}`) })).toHaveCount(rows);
}

async function send(page: Page, status: string) {
  await page.getByRole("button", { name: "Send" }).click();
  await expect(response(page).getByRole("status")).toContainText(status);
}

test.describe("history in Chromium", () => {
  test("a send survives a reload, is found in History and replayed as a retry of the same order", async ({ page }) => {
    await openConsole(page);
    await pickAction(page, "Place top-up order");
    await page.getByLabel(/product_id/).fill("201");
    await page.getByLabel(/user_id/).fill("12345");
    const ref = await page.getByRole("textbox", { name: /^reseller_ref/ }).inputValue();
    await page.getByRole("button", { name: "Send" }).click();
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(response(page).getByRole("status")).toContainText("201");
    // Typing product_id may have loaded the pickers' lists too: each is an entry of its own.
    await openHistory(page, 1, "Place top-up order");

    await page.reload();
    await expect(page.getByLabel("API key", { exact: true })).toHaveValue("");
    await openHistory(page, 1, "Place top-up order");
    const row = history(page).getByRole("row").filter({ hasText: "Place top-up order" });
    await expect(row).toContainText("201");
    await history(page)
      .getByRole("button", { name: /^Open Place top-up order at / })
      .click();
    const entry = history(page).getByRole("region", { name: /^Entry: Place top-up order/ });
    await expect(entry.getByRole("row", { name: /Authorization/ })).toContainText("Bearer [redacted]");
    await expect(entry.getByRole("figure", { name: "Request body" })).toContainText(`"reseller_ref":"${ref}"`);
    await expect(entry.getByRole("document", { name: "Raw body" })).toContainText('"status":"pending"');

    await entry.getByRole("checkbox", { name: "Keep the same reseller_ref" }).check();
    await entry.getByRole("button", { name: "Replay" }).click();
    await expect(page.getByRole("textbox", { name: /^reseller_ref/ })).toHaveValue(ref);
    await expect(page.getByText("Retrying the same order:")).toBeVisible();
    await expect(page.getByLabel("Base URL")).toHaveValue(SANDBOX_URL);
    await page.getByLabel("API key", { exact: true }).fill(FUNDED_KEY);
    await page.getByRole("button", { name: "Send" }).click();
    await page.getByRole("button", { name: "Place order" }).click();
    // The sandbox answers a repeated reference with the existing order, charging nothing.
    await expect(response(page).getByRole("status")).toContainText("200");
    await openHistory(page, 2, "Place top-up order");

    const stored = JSON.stringify(await everythingStored(page));
    expect(stored).toContain(ref);
    expect(stored).not.toContain(FUNDED_KEY);
    expect(page.url()).not.toContain(FUNDED_KEY);
  });

  test("a share link opens the same form in a new page and sends nothing", async ({ page, context, browser }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await openConsole(page);
    await inSettings(page, (dialog) => dialog.getByLabel("Path style").selectOption("rest"));
    await pickAction(page, "List packages");
    await page.getByLabel(/game_id/).fill("2");
    await page.getByRole("button", { name: "Add query parameter" }).click();
    await page.getByLabel("Extra parameter 1 name").fill("lang");
    await page.getByLabel("Extra parameter 1 value").fill("en");
    await page.getByRole("checkbox", { name: "Include the API address in the link" }).check();
    await page.getByRole("button", { name: "Copy share link" }).click();
    const link = await page.getByRole("textbox", { name: "Share link" }).inputValue();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    expect(new URL(link).hash).toBe(
      `#share=2&action=products&paths=rest&base=${encodeURIComponent(SANDBOX_URL)}&f.game_id=2&x.lang=en`,
    );
    expect(link).not.toContain(FUNDED_KEY);

    // A colleague's browser: nothing stored from the first page.
    const colleague = await browser.newContext();
    const other = await colleague.newPage();
    const calls = countSandboxCalls(other);
    const requests: string[] = [];
    other.on("request", (request) => requests.push(request.url()));
    await other.goto(link);
    await expect(other.getByText(/^Opened a share link: List packages\. Nothing has been sent/)).toBeVisible();
    await expect(other.getByRole("radio", { name: "List packages" })).toBeChecked();
    await expect(other.getByLabel(/game_id/)).toHaveValue("2");
    await expect(other.getByLabel("Extra parameter 1 value")).toHaveValue("en");
    await inSettings(other, (dialog) => expect(dialog.getByLabel("Path style")).toHaveValue("rest"));
    // The link's base URL is offered, never taken: a link must not be able to redirect a key.
    await expect(other.getByLabel("Base URL")).toHaveValue("https://sandbox.invalid/v1");
    await other.getByRole("button", { name: "Use this base URL…" }).click();
    await other.getByRole("button", { name: `Use ${new URL(SANDBOX_URL).host}`, exact: true }).click();
    await expect(other.getByLabel("Base URL")).toHaveValue(SANDBOX_URL);
    expect(new URL(other.url()).hash).toBe("");
    await expect(response(other).getByText("Send a request to see what comes back.")).toBeVisible();
    expect(calls.count()).toBe(0);
    expect(requests.filter((url) => !url.startsWith(`${CONSOLE_ORIGIN}/`))).toEqual([]);
    await colleague.close();
  });

  test("a malformed share link is reported and the console still works", async ({ page }) => {
    await page.goto("./#share=1&action=products&paths=console&f.no_such_field=1");
    await expect(page.getByRole("alert")).toContainText(
      'This share link could not be read: List packages has no field "no_such_field". Nothing was filled in or sent.',
    );
    await expect(page.getByRole("radio", { name: "Check wallet balance" })).toBeChecked();
  });

  test("exports a HAR of the entries, keys redacted, and the JSON export imports into another browser", async ({
    page,
    browser,
  }) => {
    await openConsole(page);
    await send(page, "200 OK");
    await pickAction(page, "List games");
    await send(page, "200 OK");
    await openHistory(page, 2);

    const harDownload = page.waitForEvent("download");
    await history(page).getByRole("button", { name: "Export HAR" }).click();
    const har = await harDownload;
    expect(har.suggestedFilename()).toMatch(/^reseller-console-\d{8}-\d{6}\.har$/);
    const harText = readFileSync(await har.path(), "utf8");
    expect(harText).not.toContain(FUNDED_KEY);
    const log = JSON.parse(harText).log;
    expect(log.version).toBe("1.2");
    expect(log.creator).toEqual({ name: "Reseller API Console", version: "0.1.0" });
    expect(log.entries.map((entry: { request: { url: string } }) => entry.request.url)).toEqual([
      `${SANDBOX_URL}/balance`,
      `${SANDBOX_URL}/games`,
    ]);
    const [first] = log.entries;
    expect(first.request.headers).toEqual([{ name: "Authorization", value: "Bearer [redacted]" }]);
    expect(first.response.status).toBe(200);
    expect(first.response.content.mimeType).toMatch(/^application\/json/);
    expect(JSON.parse(first.response.content.text).data.currency).toBe("USD");
    expect(first.time).toBe(first.timings.send + first.timings.wait + first.timings.receive);
    expect(new Date(first.startedDateTime).toISOString()).toBe(first.startedDateTime);

    const jsonDownload = page.waitForEvent("download");
    await history(page).getByRole("button", { name: "Export JSON" }).click();
    const exported = await (await jsonDownload).path();
    expect(readFileSync(exported, "utf8")).not.toContain(FUNDED_KEY);

    const colleague = await browser.newContext();
    const theirs = await colleague.newPage();
    await theirs.goto("./");
    await theirs.getByRole("button", { name: "History", exact: true }).click();
    await theirs
      .getByLabel("Import JSON")
      .setInputFiles({ name: "bad.json", mimeType: "application/json", buffer: Buffer.from("[]") });
    await expect(history(theirs).getByRole("alert")).toContainText(
      "bad.json was not imported: This is not a history file",
    );
    await theirs.getByLabel("Import JSON").setInputFiles(exported);
    await expect(history(theirs).getByRole("status")).toContainText("Imported 2 entries from");
    await openHistory(theirs, 2);
    await colleague.close();
  });

  test("damaged records in storage are reported and set aside; the rest is kept", async ({ page }) => {
    await openConsole(page);
    await send(page, "200 OK");
    await openHistory(page, 1);
    await page.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open("reseller-console-history");
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const transaction = db.transaction(["summaries", "entries"], "readwrite");
      transaction.objectStore("summaries").put({ written: "by another program" }, "junk");
      transaction.objectStore("entries").put("not an entry", 42);
      await new Promise((resolve) => {
        transaction.oncomplete = resolve;
      });
      db.close();
    });
    await page.reload();
    await expect(page.getByRole("alert")).toContainText("2 records in the stored history could not be read");
    await openHistory(page, 1);
    await expect(history(page).getByRole("alert")).toContainText(
      "2 records were set aside: they could not be read as history",
    );
    const download = page.waitForEvent("download");
    await history(page).getByRole("button", { name: "Download set-aside records" }).click();
    expect(readFileSync(await (await download).path(), "utf8")).toContain("by another program");
    await openConsole(page);
    await send(page, "200 OK");
    await openHistory(page, 2);
  });

  test("an imported file's bad entries are set aside with why, the good one is listed, and Send still works", async ({
    page,
  }) => {
    const sentAt = Date.now() - 60_000;
    const entry = (id: string, actionId: string, url: string) => ({
      id,
      sentAt,
      actionId,
      environment: "Standalone sandbox",
      baseUrl: SANDBOX_URL,
      pathStyle: "console",
      request: { method: "GET", url, headers: [["Authorization", "Bearer [redacted]"]] },
      response: {
        kind: "failure",
        failure: "network",
        detail: "Failed to fetch",
        durationMs: 3,
        receivedAt: sentAt + 3,
      },
      truncated: { requestBody: false, responseBody: false },
    });
    const file = {
      format: "reseller-console-history",
      version: 1,
      exportedAt: new Date(sentAt).toISOString(),
      entries: [
        entry("relative", "balance", "/v1/balance"),
        entry("unknown", "format_disk", `${SANDBOX_URL}/format_disk`),
        entry("good", "games", `${SANDBOX_URL}/games`),
      ],
    };
    await openConsole(page);
    await page.getByRole("button", { name: "History", exact: true }).click();
    await expect(history(page).getByText("Nothing sent yet.")).toBeVisible();
    await history(page)
      .getByLabel("Import JSON")
      .setInputFiles({ name: "ticket.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(file)) });

    await expect(history(page).getByRole("status")).toContainText(
      "Imported 1 entry from ticket.json; 2 entries not valid and set aside.",
    );
    await expect(page.getByRole("heading", { level: 1, name: "Reseller API Console" })).toBeVisible();
    await openHistory(page, 1);
    await expect(history(page).getByRole("row").nth(1)).toContainText("List games");
    const notice = history(page).getByRole("alert");
    await expect(notice).toContainText("2 records were set aside");
    await expect(notice.getByRole("listitem")).toHaveText([
      "ticket.json, entry 1: request.url: Not an absolute http or https URL",
      "ticket.json, entry 2: actionId: Not one of the console's actions",
    ]);
    await history(page)
      .getByRole("button", { name: /^Open List games at / })
      .click();
    await expect(history(page).getByRole("region", { name: /^Entry: List games at / })).toContainText(
      `got no usable answer from ${SANDBOX_URL.replace(/\/v1$/, "")}`,
    );

    await send(page, "200 OK");
    await openHistory(page, 2);
  });

  test("a bad record written straight into storage is set aside on reload, and the page says so", async ({ page }) => {
    await openConsole(page);
    await send(page, "200 OK");
    await openHistory(page, 1);
    // The stored entry twice more, once naming an action this console lacks and once with a relative URL.
    await page.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open("reseller-console-history");
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const all = (name: string) =>
        new Promise<Record<string, unknown>[]>((resolve) => {
          const request = db.transaction(name).objectStore(name).getAll();
          request.onsuccess = () => resolve(request.result);
        });
      const [summary] = await all("summaries");
      const [entry] = await all("entries");
      const request = entry?.request as Record<string, unknown>;
      const transaction = db.transaction(["summaries", "entries"], "readwrite");
      const put = (id: string, change: Record<string, unknown>, requestChange: Record<string, unknown>) => {
        transaction.objectStore("summaries").put({ ...summary, id, ...change, ...requestChange }, id);
        transaction
          .objectStore("entries")
          .put({ ...entry, id, ...change, request: { ...request, ...requestChange } }, id);
      };
      put("bad-action", { actionId: "format_disk" }, {});
      put("bad-url", {}, { url: "/v1/balance" });
      await new Promise((resolve) => {
        transaction.oncomplete = resolve;
      });
      db.close();
    });
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Reseller API Console" })).toBeVisible();
    await expect(page.getByRole("alert")).toContainText("4 records in the stored history could not be read");
    await openHistory(page, 1);
    const notice = history(page).getByRole("alert");
    await expect(notice).toContainText("4 records were set aside");
    await expect(notice.getByRole("listitem")).toHaveText([
      "Stored summary bad-action: actionId: Not one of the console's actions",
      "Stored summary bad-url: url: Not an absolute http or https URL",
      "Stored entry bad-action: actionId: Not one of the console's actions",
      "Stored entry bad-url: request.url: Not an absolute http or https URL",
    ]);
    // The key is not remembered across the reload: typed again, as a person would.
    await page.getByLabel("API key", { exact: true }).fill(FUNDED_KEY);
    await send(page, "200 OK");
    await openHistory(page, 2);
  });

  test("the 12.5 MB response is kept truncated, and marked so", async ({ page }) => {
    test.setTimeout(60_000);
    await openConsole(page, { key: "sk_demo_history" });
    await pickAction(page, "Wallet transactions log");
    await page.getByLabel(/limit/).fill("50000");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(response(page).getByRole("status")).toContainText("200 OK", { timeout: 20_000 });
    await page.getByRole("button", { name: "History", exact: true }).click();
    await expect(history(page).getByRole("button", { name: /^Open / })).toHaveCount(1, { timeout: 15_000 });
    await expect(history(page).getByRole("row").nth(1)).toContainText("truncated");
    await history(page)
      .getByRole("button", { name: /^Open / })
      .click();
    const entry = history(page).getByRole("region", { name: /^Entry: Wallet transactions log/ });
    await expect(
      entry.getByText(/^Truncated: the history kept the first 5\.00 MB of this 1\d\.\d\d MB body/),
    ).toBeVisible();
    await expect(entry.getByRole("document", { name: "Raw body" })).toContainText('{"data":[', { timeout: 10_000 });
  });

  test("with Remember on, the key is only in the settings entry, never in the history or the forms", async ({
    page,
  }) => {
    await openConsole(page);
    await inSettings(page, (dialog) => dialog.getByRole("checkbox", { name: "Remember key on this device" }).check());
    await send(page, "200 OK");
    await openHistory(page, 1);
    const { local, ...rest } = await everythingStored(page);
    const holding = Object.entries(local).filter(([, value]) => value.includes(FUNDED_KEY));
    expect(holding.map(([name]) => name)).toEqual(["reseller-console.settings"]);
    expect(Object.keys(rest.indexedDB)).toEqual([
      "reseller-console-history/entries",
      "reseller-console-history/set-aside",
      "reseller-console-history/summaries",
    ]);
    expect(JSON.stringify(rest)).not.toContain(FUNDED_KEY);
  });
});
