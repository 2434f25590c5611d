import { gzipSync } from "node:zlib";
import type { Browser, Page, Response } from "@playwright/test";
import { type ExpectedBody, LONG_LINE_SCENARIO } from "./expected-body";
import { longestOverlapping } from "./long-tasks";
import { type PaintedAt, type ProbeWindow, probeScript } from "./page-probe";
import type { LoadedFile, ResponseTiming, RunResult } from "./run-result";
import { withTimeout } from "./with-timeout";

export interface RunSetup {
  consoleUrl: string;
  sandboxUrl: string;
  apiKey: string;
  small: ExpectedBody;
  large: ExpectedBody;
  longLine: ExpectedBody;
}

// Quiet time before reading long tasks or arming a send: entries are delivered after their task
// ends, and the previous phase's work must not leak into the next one's window.
export const SETTLE_MS = 300;
const STEP_TIMEOUT_MS = 15_000;
const RESPONSE_TIMEOUT_MS = 30_000;

function kindOf(response: Response): LoadedFile["kind"] | null {
  const type = response.headers()["content-type"] ?? "";
  if (/javascript|ecmascript/.test(type)) return "js";
  if (type.includes("text/css")) return "css";
  return null;
}

/** JS and CSS whose fetch began before the given time (the console's start), gzipped here (level 6, as Vite reports). */
export async function initialFiles(page: Page, responses: Map<string, Response>, until: number): Promise<LoadedFile[]> {
  const urls = await page.evaluate(
    (limit) =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => entry.startTime <= limit)
        .map((entry) => entry.name),
    until,
  );
  const files: LoadedFile[] = [];
  for (const url of urls) {
    const response = responses.get(url);
    if (!response) {
      // Beacons and the like may leave no response event; a script or stylesheet always does.
      if (/\.(m?js|css)([?#]|$)/.test(url)) throw new Error(`the page loaded ${url} but no response for it was seen`);
      continue;
    }
    const kind = kindOf(response);
    if (!kind) continue;
    const body = await response.body();
    files.push({ url, kind, bytes: body.byteLength, gzipBytes: gzipSync(body).byteLength });
  }
  if (!files.some((file) => file.kind === "js")) throw new Error("no JavaScript was seen loading: wrong page?");
  return files;
}

/** When the page's "Send" button was enabled, and painted, as the probe saw it. */
/**
 * `work` in a fresh browser context at the bench's size, its page instrumented (page-probe.ts)
 * before the console's own code runs; the context is closed after, whatever happens.
 */
export async function inFreshPage<T>(browser: Browser, work: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    await page.addInitScript({ content: probeScript("Send") });
    return await work(page);
  } finally {
    await context.close();
  }
}

/**
 * Loads the console and waits until Send is usable, then until the page has started, so that what
 * is measured next is the page acting at once, not a press kept for later.
 */
export async function loadConsole(page: Page, url: string): Promise<PaintedAt & { started: number }> {
  await page.goto(url, { waitUntil: "load", timeout: STEP_TIMEOUT_MS });
  const interactive = await waitInteractive(page);
  return { ...interactive, started: await waitStarted(page, interactive) };
}

/**
 * When the page started (src/app/page-started.ts: hydrated, config.json read, so a press is acted
 * on at once rather than kept for then); a page without the console's first script (a build from
 * before it, the floor page) started when Send was usable.
 */
async function waitStarted(page: Page, interactive: PaintedAt): Promise<number> {
  const started = await page
    .waitForFunction(() => {
      const mark = performance.getEntriesByName("console-started")[0];
      if (mark) return mark.startTime;
      return "__resellerConsoleBoot" in window ? false : -1;
    })
    .then((handle) => handle.jsonValue() as Promise<number>)
    .catch((error: unknown) => {
      throw new Error(`the page did not start within ${STEP_TIMEOUT_MS} ms of loading`, { cause: error });
    });
  return started < 0 ? interactive.painted : started;
}

export async function waitInteractive(page: Page): Promise<PaintedAt> {
  const interactive = await page
    .waitForFunction(() => (window as unknown as ProbeWindow).__bench?.interactive, null, {
      timeout: STEP_TIMEOUT_MS,
    })
    .then((handle) => handle.jsonValue())
    .catch((error: unknown) => {
      throw new Error(`no enabled "Send" button within ${STEP_TIMEOUT_MS} ms of loading`, { cause: error });
    });
  if (!interactive) throw new Error("the page never became interactive");
  return interactive;
}

/** Heap in use after a full collection, so the figure is what the page keeps, not garbage. */
export function settledHeap(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const gc = (window as Window & { gc?: () => void }).gc;
    const memory = (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory;
    if (!gc || !memory) throw new Error("gc() or performance.memory missing: Chromium flags not applied");
    gc();
    await new Promise((done) => setTimeout(done, 50));
    gc();
    return memory.usedJSHeapSize;
  });
}

/** Sends wallet_history with the form as it stands and times the answer, recognised by its marker. */
async function sendAndWait(page: Page, expected: ExpectedBody): Promise<ResponseTiming> {
  await page.getByLabel(/^limit\b/).fill(String(expected.limit));
  await page.waitForTimeout(SETTLE_MS);
  await page.evaluate(
    ([marker, timeoutMs]) => (window as unknown as ProbeWindow).__bench.expectResponse("200 OK", marker, timeoutMs),
    [expected.marker, RESPONSE_TIMEOUT_MS] as const,
  );
  await page.getByRole("button", { name: "Send", exact: true }).click();
  const shown = await withTimeout(
    page.evaluate(() => (window as unknown as ProbeWindow).__bench.response),
    RESPONSE_TIMEOUT_MS + 5_000,
    `the wallet_history?limit=${expected.limit} response`,
  );
  if (!shown) throw new Error("the response wait was not armed");
  await page.waitForTimeout(SETTLE_MS);
  const after = await page.evaluate((click) => {
    const probe = (window as unknown as ProbeWindow).__bench;
    probe.flushLongTasks();
    const fetched = (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
      .filter((entry) => entry.name.includes("/wallet_history?") && entry.startTime >= click)
      .at(-1);
    return { longTasks: probe.longTasks, fetched: fetched && { start: fetched.startTime, end: fetched.responseEnd } };
  }, shown.click);
  if (!after.fetched) throw new Error("no Resource Timing entry for the wallet_history request");
  return {
    ...shown,
    fetchStart: after.fetched.start,
    responseEnd: after.fetched.end,
    longestTask: longestOverlapping(after.longTasks, shown.click, shown.painted),
  };
}

/**
 * One run in a fresh context, as a person drives it: load, then the ~300 kB and the >= 5 MB
 * responses, then a 1 MiB body with no place to break a line.
 */
export async function measureRun(
  browser: Browser,
  setup: RunSetup,
): Promise<Omit<RunResult, "floor" | "unscripted" | "batch" | "reconcile">> {
  return inFreshPage(browser, async (page) => {
    const responses = new Map<string, Response>();
    page.on("response", (response) => responses.set(response.url(), response));

    const interactive = await loadConsole(page, setup.consoleUrl);
    // Until the page started: its code counts even when a press was already kept before it ran.
    const files = await initialFiles(page, responses, interactive.started);

    await page.waitForTimeout(SETTLE_MS);
    const load = await page.evaluate(() => {
      const probe = (window as unknown as ProbeWindow).__bench;
      probe.flushLongTasks();
      return {
        supported: probe.longTasksSupported,
        longTasks: probe.longTasks,
        firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
        now: performance.now(),
      };
    });
    if (!load.supported) throw new Error("this Chromium has no Long Tasks API");
    // Read before gc(): a forced collection is itself a long task, and not the console's.
    const loadLongestTask = longestOverlapping(load.longTasks, 0, load.now);
    const heapAfterLoad = await settledHeap(page);

    await page.getByLabel("Base URL", { exact: true }).fill(setup.sandboxUrl);
    await page.getByLabel("API key", { exact: true }).fill(setup.apiKey);
    await page.getByRole("radio", { name: "Wallet transactions log", exact: true }).check();
    const small = await sendAndWait(page, setup.small);
    const large = await sendAndWait(page, setup.large);
    const heapAfterLarge = await settledHeap(page);
    // The sandbox scenario answers the same request with one long line of JSON instead.
    await page.getByRole("button", { name: "Settings", exact: true }).click();
    await page.getByLabel("Sandbox scenario").selectOption(LONG_LINE_SCENARIO);
    await page.getByRole("button", { name: "Done" }).click();
    const longLine = await sendAndWait(page, setup.longLine);

    return {
      files,
      interactiveDom: interactive.dom,
      interactivePainted: interactive.painted,
      started: interactive.started,
      firstContentfulPaint: load.firstContentfulPaint,
      loadLongestTask,
      heapAfterLoad,
      small,
      large,
      heapAfterLarge,
      longLine,
    };
  });
}
