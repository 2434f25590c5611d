import type { Browser, Page } from "@playwright/test";
import type { BatchFile } from "./batch-csv";
import { longestOverlapping } from "./long-tasks";
import { inFreshPage, loadConsole, SETTLE_MS } from "./measure-run";
import type { ProbeWindow } from "./page-probe";
import type { BatchTiming, ShownTiming } from "./run-result";
import { withTimeout } from "./with-timeout";

export interface BatchSetup {
  consoleUrl: string;
  sandboxUrl: string;
  /** A funded demo key: the dry run reads the wallet balance and validates players with it. */
  apiKey: string;
  file: BatchFile;
}

const SHOWN_TIMEOUT_MS = 60_000;

/**
 * Clicks a button of the Batch orders region and times it until an element matching the selector
 * is in the DOM and painted; with the longest task in between and the requests to the API made.
 */
async function clickUntilShown(page: Page, button: string, selector: string, apiUrl: string): Promise<ShownTiming> {
  await page.waitForTimeout(SETTLE_MS);
  await page.evaluate(
    ([wanted, timeoutMs]) => (window as unknown as ProbeWindow).__bench.expectShown(wanted, timeoutMs),
    [selector, SHOWN_TIMEOUT_MS] as const,
  );
  await page.getByRole("region", { name: "Batch orders" }).getByRole("button", { name: button, exact: true }).click();
  const shown = await withTimeout(
    page.evaluate(() => (window as unknown as ProbeWindow).__bench.shown),
    SHOWN_TIMEOUT_MS + 5_000,
    `what "${button}" shows`,
  );
  if (!shown) throw new Error(`the wait for what "${button}" shows was not armed`);
  await page.waitForTimeout(SETTLE_MS);
  const after = await page.evaluate(
    ([from, to, api]) => {
      const probe = (window as unknown as ProbeWindow).__bench;
      probe.flushLongTasks();
      const calls = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter(
        (entry) => entry.name.startsWith(api) && entry.startTime >= from && entry.startTime <= to,
      );
      return {
        longTasks: probe.longTasks,
        apiCalls: calls.length,
        playerChecks: calls.filter((entry) => /\/(players\/validate|validate_player)\b/.test(entry.name)).length,
      };
    },
    [shown.click, shown.painted, apiUrl] as const,
  );
  return {
    ...shown,
    longestTask: longestOverlapping(after.longTasks, shown.click, shown.painted),
    apiCalls: after.apiCalls,
    playerChecks: after.playerChecks,
  };
}

/**
 * One run in a fresh context: the batch file pasted into CSV, then "Read rows" until the table of
 * its rows is drawn, then "Dry run" until its summary is. The text is in the box before the clock
 * starts: the figure is reading and showing the rows, not pasting them.
 */
export async function measureBatch(browser: Browser, setup: BatchSetup): Promise<BatchTiming> {
  return inFreshPage(browser, async (page) => {
    await loadConsole(page, setup.consoleUrl);
    // Room for every request of the dry run in Resource Timing (the default keeps 250).
    await page.evaluate(() => performance.setResourceTimingBufferSize(100_000));

    await page.getByLabel("Base URL", { exact: true }).fill(setup.sandboxUrl);
    await page.getByLabel("API key", { exact: true }).fill(setup.apiKey);
    await page.getByRole("button", { name: "Batch orders" }).click();
    const region = page.getByRole("region", { name: "Batch orders" });
    // As a paste does: the value set and one input event. (locator.fill stalls on 10,000 lines.)
    await region.getByRole("textbox", { name: "CSV" }).evaluate((box, text) => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set;
      if (!setValue) throw new Error("no value setter on textarea");
      setValue.call(box, text);
      box.dispatchEvent(new Event("input", { bubbles: true }));
    }, setup.file.csv);

    const rows = setup.file.rows;
    const read = await clickUntilShown(
      page,
      "Read rows",
      `[aria-label="Batch rows"] table[aria-rowcount="${rows + 1}"] tbody tr:not(.spacer)`,
      setup.sandboxUrl,
    );
    const dryRun = await clickUntilShown(page, "Dry run", ".batch-summary", setup.sandboxUrl);
    const summary = (await region.locator(".batch-summary p").first().textContent()) ?? "";
    return { read, dryRun, summary: summary.trim() };
  });
}
