import { expect, type Page, test } from "@playwright/test";
import { actions } from "../src/catalog/catalog";
import { encodeShareHash } from "../src/history/share-link";
import { watchPage } from "./deploy-watch";
import { expectNoViolations, FUNDED_KEY, holdRequests, response } from "./fixtures";
import { CONSOLE_ORIGIN } from "./ports";

// dist/index.html holds the first screen, rendered at build time; the page's first script decides
// whether it may be shown at once, and the console's code then hydrates it. What a person sees is
// checked here in Chromium: the page without JavaScript, every state a first visit can start in
// (what each frame showed, layout shifts, errors), presses made before the code ran, and the
// first-screen and accessibility checks before the code has run as well as after.

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
/** The console's code: the entry chunk (its lazily loaded parts have names of their own). */
const CONSOLE_CODE = /\/assets\/index-[\w-]+\.js$/;
const STARTED_MARK = "console-started";
/** About half a second of frames. */
const SETTLED_FRAMES = 30;

interface Frame {
  at: number;
  started: boolean;
  background: string;
  /** What the first screen shows, while it is shown; null while it is hidden. */
  shown: string | null;
}

declare global {
  interface Window {
    __frames?: Frame[];
    __shifts?: number[];
  }
}

/**
 * Records, from before the page's first script, each frame's background and what the first screen
 * shows (its title, environment, fields, actions with their paths, the open form, Send) until a few
 * frames after the page started, and every layout shift.
 */
async function recordFrames(page: Page) {
  await page.addInitScript(
    ([mark, SETTLED_FRAMES]) => {
      const frames: Frame[] = [];
      const shifts: number[] = [];
      window.__frames = frames;
      window.__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
      }).observe({ type: "layout-shift", buffered: true });
      const shown = () => {
        const root = document.getElementById("root");
        if (!root?.firstElementChild || !root.checkVisibility({ visibilityProperty: true })) return null;
        const text = (selector: string) => root.querySelector(selector)?.textContent ?? "";
        return [
          text("h1"),
          [...root.querySelectorAll("select")].map((select) => select.selectedOptions[0]?.textContent).join(" | "),
          [...root.querySelectorAll("input:not([type=radio])")]
            .map((input) => (input as HTMLInputElement).value)
            .join(" | "),
          text(".environment"),
          text(".api-key"),
          text(".action-picker"),
          text("h2"),
          text("button[type=submit]"),
        ].join(" ‖ ");
      };
      // Until half a second of frames after the started page was first shown (a part it starts with
      // arriving late would change it then), and not more than 15 s in all.
      let after = 0;
      const frame = () => {
        const started = performance.getEntriesByName(mark).length > 0;
        const now = { at: performance.now(), started, background: "", shown: shown() };
        now.background = getComputedStyle(document.documentElement).backgroundColor;
        frames.push(now);
        if (started && now.shown !== null) after += 1;
        if (after < SETTLED_FRAMES && frames.length < 900) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    },
    [STARTED_MARK, SETTLED_FRAMES] as const,
  );
}

/** The frames until the started page has been shown for a while, and the layout shifts until then. */
async function framesUntilStarted(page: Page): Promise<{ frames: Frame[]; shifts: number[] }> {
  await expect
    .poll(() => page.evaluate(() => window.__frames?.filter((frame) => frame.started && frame.shown).length ?? 0))
    .toBeGreaterThanOrEqual(SETTLED_FRAMES);
  return page.evaluate(() => ({ frames: window.__frames ?? [], shifts: window.__shifts ?? [] }));
}

/**
 * Loads the console in a start state and checks the swap: every frame that showed the first screen
 * showed what the started page shows, every frame had its background, nothing moved, and nothing
 * was reported (no hydration error, no CSP violation, no other error).
 */
async function expectCleanStart(page: Page, path = "./") {
  const watch = await watchPage(page, CONSOLE_ORIGIN);
  await recordFrames(page);
  await page.goto(path);
  const { frames, shifts } = await framesUntilStarted(page);
  const final = frames.at(-1);
  expect(final?.shown, "the started page is shown").toBeTruthy();
  for (const frame of frames) {
    expect(frame.background, `background at ${Math.round(frame.at)} ms`).toBe(final?.background);
    if (frame.shown !== null) expect(frame.shown, `shown at ${Math.round(frame.at)} ms`).toBe(final?.shown);
  }
  expect(shifts, "layout shifts").toEqual([]);
  expect(await watch.violations()).toEqual([]);
  expect(watch.consoleErrors()).toEqual([]);
  return { frames, final };
}

const firstShown = (frames: Frame[]) => frames.find((frame) => frame.shown !== null);

/** Holds the console's code until released: the page stays as built, its first script having run. */
const holdConsoleCode = (page: Page) => holdRequests(page, CONSOLE_CODE);

const started = (page: Page) =>
  expect.poll(() => page.evaluate((mark) => performance.getEntriesByName(mark).length, STARTED_MARK)).toBe(1);

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: DESKTOP });

  test("the first screen is there, laid out: the bar, the eight actions, the key field and Send, by their names", async ({
    page,
  }) => {
    await page.goto("./");
    // It says so, in both languages: it shows, but cannot send.
    await expect(page.getByText(/^This console needs JavaScript to send requests/)).toBeVisible();
    await expect(page.getByText(/^Konsol ini memerlukan JavaScript/)).toBeVisible();
    const bar = page.getByRole("banner");
    await expect(bar.getByRole("heading", { level: 1, name: "Reseller API Console" })).toBeVisible();
    for (const name of ["Environment", "Base URL", "API key"]) {
      await expect(bar.getByLabel(name, { exact: true })).toBeVisible();
    }
    const picker = page.getByRole("group", { name: "Action" });
    await expect(picker.getByRole("radio")).toHaveCount(actions.length);
    for (const action of actions) await expect(picker.getByRole("radio", { name: action.label })).toBeVisible();
    await expect(page.getByRole("radio", { name: actions[0]?.label })).toBeChecked();
    const form = page.getByRole("form", { name: `${actions[0]?.label} parameters` });
    const send = form.getByRole("button", { name: "Send", exact: true });
    await expect(send).toBeVisible();
    // Laid out as the console lays it out: one bar on top, the actions beside the form, Send on the first screen.
    const [barBox, pickerBox, formBox, sendBox] = await Promise.all(
      [bar, picker, form, send].map((locator) => locator.boundingBox()),
    );
    expect(barBox?.height).toBeLessThanOrEqual(64);
    expect(pickerBox?.y).toBeGreaterThanOrEqual((barBox?.y ?? 0) + (barBox?.height ?? 0) - 1);
    expect((pickerBox?.x ?? 0) + (pickerBox?.width ?? 0)).toBeLessThanOrEqual((formBox?.x ?? 0) + 1);
    expect((sendBox?.y ?? Infinity) + (sendBox?.height ?? 0)).toBeLessThanOrEqual(DESKTOP.height);
  });
});

test.describe("a first visit's start states, hydrated without a flash or a shift", () => {
  test.use({ viewport: PHONE });

  test("nothing saved: the first screen is shown before the console's code runs, and stays as it is", async ({
    page,
  }) => {
    const { frames } = await expectCleanStart(page);
    expect(firstShown(frames)?.started, "shown before the page started").toBe(false);
    // Its first frame waits for config.json's check, so it is the shown page, not a hidden one first.
    expect(frames[0]?.shown, "the first frame shows the first screen").toBe(frames.at(-1)?.shown);
  });

  test("Indonesian chosen before: the first screen is shown in Indonesian, never in English first", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      localStorage.setItem(
        "reseller-console.settings",
        JSON.stringify({ environment: "Embedded sandbox", language: "id" }),
      );
    });
    const { final } = await expectCleanStart(page);
    expect(final?.shown).toContain("Kirim");
    await expect(page.locator("html")).toHaveAttribute("lang", "id-ID");
  });

  test.describe("in a browser that asks for the light scheme", () => {
    test.use({ colorScheme: "light" });

    test("the dark theme chosen before: never a light frame", async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem("reseller-console.theme", "dark"));
      const { frames } = await expectCleanStart(page);
      expect(frames[0]?.background).toBe("rgb(13, 17, 23)");
      expect(firstShown(frames)?.started, "shown before the page started").toBe(false);
    });
  });

  test.describe("in a browser that asks for the dark scheme", () => {
    test.use({ colorScheme: "dark" });

    test("nothing saved: dark from the first frame", async ({ page }) => {
      const { frames } = await expectCleanStart(page);
      expect(frames[0]?.background).toBe("rgb(13, 17, 23)");
    });
  });

  test("a share link: the shared form is the first one shown", async ({ page }) => {
    const link = encodeShareHash({
      actionId: "products",
      pathStyle: "console",
      values: { game_id: "3" },
      extraQuery: [],
      rawBody: null,
    });
    const { final } = await expectCleanStart(page, `./${link}`);
    expect(final?.shown).toContain("List packages");
    await expect(page.getByLabel(/^game_id/)).toHaveValue("3");
  });

  test("a config.json with other environments: never the sandbox first", async ({ page }) => {
    await page.route("**/config.json", (route) =>
      route.fulfill({
        json: {
          environments: [
            { name: "Staging", baseUrl: "https://staging.example.test/v1", pathStyle: "rest", live: false },
            { name: "Production", baseUrl: "https://api.example.test/v1", live: true },
          ],
          defaultEnvironment: "Staging",
          demoMode: false,
        },
      }),
    );
    const { final } = await expectCleanStart(page);
    expect(final?.shown).toContain("https://staging.example.test/v1");
    expect(final?.shown).not.toContain("sandbox.invalid");
  });

  test("a config.json whose API is on the console's own origin, under a base path", async ({ page }) => {
    await page.route("**/config.json", (route) =>
      route.fulfill({
        json: { environments: [{ name: "Proxied", baseUrl: "/v1", live: false }], defaultEnvironment: "Proxied" },
      }),
    );
    const { final } = await expectCleanStart(page);
    expect(final?.shown).toContain(`${CONSOLE_ORIGIN}/v1`);
  });

  test("a remembered key: the key field is never shown empty", async ({ page }) => {
    await page.addInitScript((key) => {
      localStorage.setItem(
        "reseller-console.settings",
        JSON.stringify({ environment: "Embedded sandbox", keys: { "Embedded sandbox": key } }),
      );
    }, FUNDED_KEY);
    const { final } = await expectCleanStart(page);
    expect(final?.shown).toContain(FUNDED_KEY);
  });
});

test.describe("before the console's code has run", () => {
  for (const viewport of [DESKTOP, PHONE]) {
    test(`at ${viewport.width}×${viewport.height}: what is typed, chosen and pressed is acted on once it has`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const release = await holdConsoleCode(page);
      await page.goto("./");
      await page.getByLabel("API key", { exact: true }).fill(FUNDED_KEY);
      if (viewport === PHONE) await page.getByRole("combobox", { name: "Action", exact: true }).selectOption("games");
      else await page.getByRole("radio", { name: "List games" }).check();
      await page.getByRole("button", { name: "Send", exact: true }).click();
      // Kept, not sent as a plain HTML form: the page is where it was.
      expect(new URL(page.url()).search).toBe("");
      release();
      await expect(response(page).getByRole("status")).toContainText("200 OK");
      await expect(page.getByRole("heading", { level: 2, name: "List games" })).toBeVisible();
      await expect(page.getByLabel("API key", { exact: true })).toHaveValue(FUNDED_KEY);
    });
  }

  test("the first-screen and accessibility checks hold before the code runs and after", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    const release = await holdConsoleCode(page);
    await page.goto("./");
    const check = async (when: string) => {
      const bar = page.getByRole("banner");
      await expect(bar.getByLabel("API key", { exact: true })).toBeVisible();
      expect((await bar.boundingBox())?.height, `bar ${when}`).toBeLessThanOrEqual(64);
      const send = await page.getByRole("button", { name: "Send", exact: true }).boundingBox();
      expect((send?.y ?? Infinity) + (send?.height ?? 0), `Send ${when}`).toBeLessThanOrEqual(DESKTOP.height);
      await expectNoViolations(page, when);
    };
    await check("before the console's code has run");
    expect(await page.evaluate((mark) => performance.getEntriesByName(mark).length, STARTED_MARK)).toBe(0);
    release();
    await started(page);
    await check("once the page has started");
  });
});
