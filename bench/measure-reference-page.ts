import type { Browser } from "@playwright/test";
import { inFreshPage, loadConsole } from "./measure-run";
import type { ReferencePageTiming } from "./run-result";

/**
 * A page without the console's code (the floor page, or the first screen without its scripts:
 * reference-pages.ts) loaded in a fresh context, timed as the console's load is.
 */
export function measureReferencePage(browser: Browser, url: string): Promise<ReferencePageTiming> {
  return inFreshPage(browser, async (page) => {
    // A file it could not load would make it cheaper than it is: measured only whole.
    const missing: string[] = [];
    page.on("response", (response) => {
      if (response.status() >= 400) missing.push(`${response.status()} ${response.url()}`);
    });
    const ready = await loadConsole(page, url);
    if (missing.length > 0) throw new Error(`${url} could not load ${missing.join(", ")}`);
    // Paint entries are queued after the frame: bounded by the page's step timeout.
    const firstContentfulPaint = await page
      .waitForFunction(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime)
      .then((handle) => handle.jsonValue() as Promise<number>);
    return { ready: ready.painted, firstContentfulPaint };
  });
}
