import { expect, type Page, test } from "@playwright/test";
import { openConsole, pickAction, response } from "./fixtures";

interface Entry {
  transaction_id: string;
  type: string;
  amount: number;
  currency: string;
  order_id?: string;
}

// A 12 MB answer on a shared machine: a generous budget, every wait below still bounded.
test.describe.configure({ timeout: 120_000 });

/** Sends wallet_history?limit=50000 with the long-history key and opens its Table; gives the entries as sent. */
async function openLargeTable(page: Page): Promise<Entry[]> {
  await openConsole(page, { key: "sk_demo_history" });
  await pickAction(page, "Wallet transactions log");
  await page.getByLabel(/limit/).fill("50000");
  const answered = page.waitForResponse((answer) => answer.url().includes("/wallet_history?"), { timeout: 60_000 });
  await page.getByRole("button", { name: "Send" }).click();
  const entries = (JSON.parse(await (await answered).text()) as { data: Entry[] }).data;
  await expect(response(page).getByRole("status")).toContainText("200 OK", { timeout: 60_000 });
  await response(page).getByRole("tab", { name: "Table" }).click();
  await expect(response(page).getByText("50,000 of 50,000 rows in data")).toBeVisible({ timeout: 60_000 });
  return entries;
}

const count = (value: number) => value.toLocaleString("en-US");

/**
 * How long the page takes from a person's input (`trigger`: "input" or "keydown") until `text`
 * is in the table and a frame has been drawn, measured inside the page: a figure for the report,
 * not a pass/fail line (the machine is shared). `act` does the input and waits for the result.
 */
async function timed(page: Page, label: string, trigger: "input" | "keydown", text: string, act: () => Promise<void>) {
  await page.evaluate(
    ({ trigger, text }) => {
      const box = document.querySelector(".records-scroll") as HTMLElement;
      const mark: { start?: number; drawn?: number } = {};
      (window as unknown as { tableMark: typeof mark }).tableMark = mark;
      document.addEventListener(trigger, () => (mark.start ??= performance.now()), { capture: true, once: true });
      const observer = new MutationObserver(() => {
        if (mark.start === undefined || !box.textContent?.includes(text)) return;
        observer.disconnect();
        requestAnimationFrame(() => (mark.drawn = performance.now()));
      });
      observer.observe(box, { childList: true, subtree: true, characterData: true });
    },
    { trigger, text },
  );
  await act();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { tableMark: { drawn?: number } }).tableMark.drawn))
    .toBeDefined();
  const took = await page.evaluate(() => {
    const mark = (window as unknown as { tableMark: { start: number; drawn: number } }).tableMark;
    return Math.round(mark.drawn - mark.start);
  });
  test.info().annotations.push({ type: label, description: `${took} ms` });
  console.log(`${label}: ${took} ms`);
}

test("a 50,000-row answer: the filter reaches the last row, a column sorts, the count and the sum are the body's", async ({
  page,
}) => {
  const entries = await openLargeTable(page);
  expect(entries).toHaveLength(50_000);
  const table = response(page).getByRole("table", { name: "Records in data" });
  const filter = response(page).getByRole("searchbox", { name: "Filter rows" });
  const last = entries.at(-1) as Entry;

  // Only a screenful of rows is drawn, yet the table says it has them all.
  await expect(table).toHaveAttribute("aria-rowcount", "50001");
  expect(await table.getByRole("row").count()).toBeLessThan(300);
  const sum = entries.reduce((total, entry) => total + entry.amount, 0);
  await expect(response(page).getByText(`Sum of amount (USD): ${count(sum)}`)).toBeVisible();

  await timed(page, "filter to the last row of a 12 MB body", "input", last.transaction_id, async () => {
    await filter.fill(last.transaction_id);
    await expect(table.getByRole("row", { name: new RegExp(last.transaction_id) })).toBeVisible();
  });
  await expect(response(page).getByText("1 of 50,000 rows in data", { exact: true })).toBeVisible();

  // Refunds only, by their type column: the count and the sum a person would read.
  const refunds = entries.filter((entry) => entry.type === "refund");
  await filter.fill("refund");
  await response(page).getByRole("combobox", { name: "in column" }).selectOption("type");
  await expect(response(page).getByText(`${count(refunds.length)} of 50,000 rows in data`)).toBeVisible();
  const refunded = refunds.reduce((total, entry) => total + entry.amount, 0);
  await expect(response(page).getByText(`type: refund ${count(refunds.length)}`)).toContainText(
    `Sum of amount (USD): ${count(refunded)}`,
  );

  // Sorted by amount, largest first, from the keyboard.
  const amount = table.getByRole("columnheader", { name: "amount" });
  await amount.getByRole("button").focus();
  await page.keyboard.press("Enter");
  await expect(amount).toHaveAttribute("aria-sort", "ascending");
  await page.keyboard.press("Enter");
  await expect(amount).toHaveAttribute("aria-sort", "descending");
  const largest = Math.max(...refunds.map((entry) => entry.amount));
  const firstRow = table.getByRole("row").nth(1);
  await expect(firstRow.getByRole("cell").nth(3)).toHaveText(String(largest));

  // The CSV is what is shown: the refunds, largest first.
  const downloading = page.waitForEvent("download");
  await response(page)
    .getByRole("button", { name: `Download CSV (${count(refunds.length)} rows)` })
    .click();
  const { readFileSync } = await import("node:fs");
  const lines = readFileSync(await (await downloading).path(), "utf8")
    .trimEnd()
    .split("\r\n");
  expect(lines).toHaveLength(refunds.length + 1);
  expect(lines[0]).toBe("transaction_id,type,amount,currency,balance_after,order_id,description,created_at");
  const amounts = lines.slice(1).map((line) => Number(line.split(",")[2]));
  expect(amounts).toEqual(refunds.map((entry) => entry.amount).sort((a, b) => b - a));

  // The last row's offer still opens the order it names.
  await filter.fill(last.transaction_id);
  await response(page).getByRole("combobox", { name: "in column" }).selectOption("");
  const row = table.getByRole("row", { name: new RegExp(last.transaction_id) });
  await row.getByRole("button", { name: `Check order status (${last.order_id})` }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Check order status" })).toBeVisible();
  await expect(page.getByLabel(/order_id/)).toHaveValue(last.order_id as string);
});

test("the keyboard scrolls to the last of 50,000 rows; on a phone the table scrolls inside its box", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const entries = await openLargeTable(page);
  const last = entries.at(-1) as Entry;
  const box = response(page).getByRole("region", { name: "Records in data" });
  await box.focus();
  // Chromium scrolls to the end smoothly: the figure includes that animation.
  await timed(page, "End key to the last row of a 12 MB body", "keydown", last.transaction_id, async () => {
    await page.keyboard.press("End");
    await expect(box.getByRole("row", { name: new RegExp(last.transaction_id) })).toBeVisible();
  });
  await expect(box.getByRole("row", { name: new RegExp(last.transaction_id) })).toHaveAttribute(
    "aria-rowindex",
    "50001",
  );
  await page.keyboard.press("Home");
  await expect(box.getByRole("row", { name: new RegExp(entries[0]?.transaction_id as string) })).toBeVisible();

  // Wider than the phone: the box scrolls sideways, the page does not.
  expect(await box.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeGreaterThan(100);
  const pageOverflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(pageOverflow, "how far the page scrolls sideways").toBe(0);
});
