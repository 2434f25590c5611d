import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Locator, type Page } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";

import { SANDBOX_ORIGIN } from "./ports";

export const SANDBOX_URL = `${SANDBOX_ORIGIN}/v1`;
export const FUNDED_KEY = "sk_demo_funded";

/** Opens the console as a person would: type the key, point it at the standalone sandbox. */
export async function openConsole(page: Page, typed: { key?: string; baseUrl?: string } = {}) {
  await page.goto("./");
  await enterBaseUrlAndKey(page, typed);
}

/**
 * Types the Base URL and the key into the English page, and sees the console take each in. What is
 * typed before the console's code has run is acted on once it has, and the page then moves (the bar
 * gains the edited Base URL's note, the form loses the missing key's warning): a press aimed before
 * that would land where the page no longer is.
 */
export async function enterBaseUrlAndKey(page: Page, { key = FUNDED_KEY, baseUrl = SANDBOX_URL } = {}) {
  if (baseUrl) {
    await page.getByLabel("Base URL").fill(baseUrl);
    await expect(page.getByRole("button", { name: "Use the environment's Base URL" })).toBeVisible();
  }
  if (key) {
    await page.getByLabel("API key", { exact: true }).fill(key);
    await expect(page.getByText("No API key entered", { exact: false })).toBeHidden();
  }
}

/** The console's words that the fixtures click or look for, in each of its languages. */
const WORDS = {
  en: { action: "Action", response: "Response", settings: "Settings", done: "Done" },
  id: { action: "Aksi", response: "Respons", settings: "Setelan", done: "Selesai" },
} as const;
export type ConsoleLanguage = keyof typeof WORDS;

/**
 * Picks an action as a person would: a radio beside the work, or the Action select on a phone.
 * In Indonesian the form's heading carries the spec's English label after the action's name.
 */
export async function pickAction(page: Page, label: string, language: ConsoleLanguage = "en") {
  const select = page.getByRole("combobox", { name: WORDS[language].action, exact: true });
  if (await select.isVisible()) {
    const value = await select.locator("option", { hasText: label }).first().getAttribute("value");
    await select.selectOption(value ?? label);
  } else {
    await page.getByRole("radio", { name: label, exact: true }).check();
  }
  const heading = language === "en" ? label : new RegExp(`^${label} `);
  await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
}

export const response = (page: Page, language: ConsoleLanguage = "en") =>
  page.getByRole("region", { name: WORDS[language].response });

/** Places one order (package 201) through the confirmation; gives a sandbox order id found in the answer. */
export async function placeOrder(page: Page): Promise<string | undefined> {
  await pickAction(page, "Place top-up order");
  await page.getByLabel(/product_id/).fill("201");
  await page.getByLabel(/user_id/).fill("123456789");
  // The answer shown before (a 200 too, as often) leaves the page when the order's comes: read that one.
  const rawBody = response(page).getByRole("document", { name: "Raw body" });
  const earlier = (await rawBody.count()) > 0 ? await rawBody.elementHandle() : null;
  await page.getByRole("button", { name: "Send" }).click();
  await page.getByRole("dialog", { name: "Place this order?" }).getByRole("button", { name: "Place order" }).click();
  await earlier?.waitForElementState("hidden");
  await expect(response(page).getByRole("status")).toContainText(/\b20\d\b/);
  return (await rawBody.textContent())?.match(/ord_\d+/)?.[0];
}

/**
 * Holds the page's requests to matching URLs on their way out until released; a request the page
 * gave up on meanwhile (a Cancel) is let go quietly.
 */
export async function holdRequests(page: Page, url: RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return release;
}

/** A picker loading its list: typing in a product_id or game_id field asks for it. */
export const isListLookup = (method: string, url: string) =>
  method === "GET" && /\/v1\/(games|products)$/.test(new URL(url).pathname);

/** Counts requests that reach the sandbox, to prove that something was not sent (the pickers' lists aside). */
export function countSandboxCalls(page: Page): { count: () => number } {
  let calls = 0;
  page.on("request", (request) => {
    const method = request.method();
    if (request.url().startsWith(SANDBOX_URL) && method !== "OPTIONS" && !isListLookup(method, request.url())) {
      calls += 1;
    }
  });
  return { count: () => calls };
}

/** Everything this origin keeps (local and session storage, every IndexedDB store, cookies, the URL). */
export async function everythingStored(page: Page) {
  const stores = await page.evaluate(async () => {
    const dumps: Record<string, unknown[]> = {};
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of db.objectStoreNames) {
        dumps[`${name}/${store}`] = await new Promise<unknown[]>((resolve) => {
          const request = db.transaction(store).objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result);
        });
      }
      db.close();
    }
    return { local: { ...localStorage }, session: { ...sessionStorage }, indexedDB: dumps, url: location.href };
  });
  return { ...stores, cookies: await page.context().cookies() };
}

/** Opens Settings from the top bar, works inside the dialog, and closes it with Done. */
export async function inSettings<T>(
  page: Page,
  work: (dialog: Locator) => Promise<T>,
  language: ConsoleLanguage = "en",
): Promise<T> {
  const words = WORDS[language];
  await page.getByRole("button", { name: words.settings, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: words.settings });
  await expect(dialog).toBeVisible();
  const result = await work(dialog);
  await dialog.getByRole("button", { name: words.done }).click();
  await expect(dialog).toBeHidden();
  return result;
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const AXE_OPTIONS: RunOptions = {
  runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
  // Only what fails is wanted: the passes' nodes are not gathered and sent back.
  resultTypes: ["violations"],
};

/**
 * What axe (WCAG 2.1 A and AA) finds on the page as it stands: each rule broken, its impact and
 * up to three of its elements. axe-core runs in the page itself, injected once per document:
 * the console has no frames (should one appear, this says so rather than leave it unread), so the
 * frame-by-frame collection and the fresh injection for every check that `@axe-core/playwright`
 * does would only cost time: a third of each check's, measured over e2e/accessibility.spec.ts.
 */
export async function axeViolations(page: Page, where: string) {
  expect(page.frames(), `frames ${where}: axe reads only the page itself`).toHaveLength(1);
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    (options) =>
      (window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }).axe.run(
        document,
        options,
      ),
    AXE_OPTIONS,
  );
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    targets: violation.nodes.slice(0, 3).map((node) => node.target.join(" ")),
  }));
}

/** axe finds nothing on the page as it stands. */
export async function expectNoViolations(page: Page, where: string) {
  expect(await axeViolations(page, where), `axe violations ${where}`).toEqual([]);
}
