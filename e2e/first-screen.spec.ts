import { expect, type Page, test } from "@playwright/test";
import { actions } from "../src/catalog/catalog";
import { openConsole, pickAction, response, SANDBOX_URL } from "./fixtures";

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const send = (page: Page) => page.getByRole("button", { name: "Send", exact: true });

/** The page scrolls sideways when its content is wider than the screen. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `sideways scroll ${where}`).toBeLessThanOrEqual(0);
}

/**
 * The environment's name and the whole base URL can be read in the bar: the select is as wide as
 * its longest name, and the field's text does not run past its edge.
 */
async function expectWholeTarget(page: Page, baseUrl: string) {
  const bar = page.getByRole("banner");
  const field = bar.getByLabel("Base URL", { exact: true });
  await expect(field).toHaveValue(baseUrl);
  expect(await field.evaluate((input) => input.scrollWidth - input.clientWidth), "Base URL cut by").toBeLessThanOrEqual(
    0,
  );
  const environment = bar.getByLabel("Environment", { exact: true });
  const [shown, natural] = await environment.evaluate((select: HTMLSelectElement) => {
    const width = select.getBoundingClientRect().width;
    const copy = select.cloneNode(true) as HTMLSelectElement;
    copy.style.cssText = "position: absolute; visibility: hidden; max-width: none; width: auto";
    document.body.append(copy);
    const wanted = copy.getBoundingClientRect().width;
    copy.remove();
    return [width, wanted];
  });
  expect(shown, "Environment select narrower than its names").toBeGreaterThanOrEqual(natural - 0.5);
}

/** Where an element starts on the page; Infinity while it is not laid out (a field being swapped for its picker). */
async function top(page: Page, locator: ReturnType<Page["locator"]>): Promise<number> {
  const box = await locator.boundingBox();
  return box ? box.y + (await page.evaluate(() => window.scrollY)) : Number.POSITIVE_INFINITY;
}

test.describe("at 1280×800", () => {
  test.use({ viewport: DESKTOP });

  test("one bar of at most 64 px, then every action's first field by 220 px and Send on the first screen", async ({
    page,
  }) => {
    await openConsole(page, { baseUrl: "" });
    const bar = page.getByRole("banner");
    expect((await bar.boundingBox())?.height).toBeLessThanOrEqual(64);
    await expectWholeTarget(page, "https://sandbox.invalid/v1");
    for (const name of ["Environment", "Base URL", "API key"])
      await expect(bar.getByLabel(name, { exact: true })).toBeVisible();
    for (const name of ["Use demo key", "Import cURL", "History", "Settings"]) {
      await expect(bar.getByRole("button", { name, exact: true })).toBeVisible();
    }
    for (const action of actions) {
      await pickAction(page, action.label);
      const form = page.getByRole("form", { name: `${action.label} parameters` });
      const first = form.getByRole("textbox").or(form.getByRole("combobox")).first();
      if ((await form.getByRole("textbox").count()) + (await form.getByRole("combobox").count()) > 0) {
        // The plain field may be swapped for its picker meanwhile: measured again until laid out.
        await expect.poll(() => top(page, first), { message: `${action.label}: first field` }).toBeLessThanOrEqual(220);
      }
      const box = await send(page).boundingBox();
      expect((box?.y ?? Infinity) + (box?.height ?? 0), `${action.label}: Send`).toBeLessThanOrEqual(DESKTOP.height);
    }
    // The standalone sandbox's address, typed in, shows whole too (the bar notes the edit on a line below).
    await bar.getByLabel("Base URL", { exact: true }).fill(SANDBOX_URL);
    await expectWholeTarget(page, SANDBOX_URL);
  });

  test("after Send the status is in view and announced; History opens into view", async ({ page }) => {
    await openConsole(page, { baseUrl: "" });
    await pickAction(page, "List games");
    await send(page).click();
    const status = response(page).getByRole("status");
    await expect(status).toContainText("200 OK");
    await expect(status).toBeInViewport();
    await page.getByRole("button", { name: "History", exact: true }).click();
    await expect(page.getByRole("heading", { name: "History" })).toBeInViewport();
  });

  test("a 4xx that names parameters shows its message under them and focuses the first", async ({ page }) => {
    await openConsole(page, { baseUrl: "" });
    await pickAction(page, "Check order status");
    await send(page).click();
    await expect(response(page).getByRole("status")).toContainText("422");
    const orderId = page.getByLabel(/^order_id/);
    await expect(orderId).toBeFocused();
    await expect(orderId).toHaveAttribute("aria-invalid", "true");
    await expect(orderId).toHaveAccessibleDescription(/The API says:/);
    await expect(page.getByLabel(/^reseller_ref/)).toHaveAccessibleDescription(/The API says:/);
  });

  test("the chosen response view is kept for the next answer of the same action", async ({ page }) => {
    await openConsole(page, { baseUrl: "" });
    await pickAction(page, "List games");
    await send(page).click();
    const views = response(page).getByRole("tablist", { name: "Response views" });
    await views.getByRole("tab", { name: "Table" }).click();
    await send(page).click();
    await expect(response(page).getByRole("status")).toContainText("200 OK");
    await expect(views.getByRole("tab", { name: "Table" })).toHaveAttribute("aria-selected", "true");
  });

  test("keyboard: skip links, Alt+R to the response, and focus back on Send after every dialog", async ({ page }) => {
    await openConsole(page, { key: "", baseUrl: "" });
    await expect(send(page)).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to the form" })).toBeFocused();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(page.locator(":focus")).toBeVisible();
    expect(await page.evaluate(() => document.activeElement?.closest("#action-form") !== null)).toBe(true);

    await page.keyboard.press("Alt+r");
    await expect(response(page)).toBeFocused();

    await page.getByRole("button", { name: "Settings" }).click();
    await expect(page.getByRole("dialog", { name: "Settings" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(send(page)).toBeFocused();

    await page.getByRole("button", { name: "Import cURL" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(send(page)).toBeFocused();

    await pickAction(page, "Place top-up order");
    await page.getByLabel(/product_id/).fill("201");
    await page.getByLabel(/user_id/).fill("123456789");
    await send(page).click();
    const confirm = page.getByRole("dialog", { name: "Place this order?" });
    await confirm.getByRole("button", { name: "Go back" }).click();
    await expect(send(page)).toBeFocused();
  });
});

test.describe("at 390×844", () => {
  test.use({ viewport: PHONE });

  test("no sideways scroll on any action, answer, dialog or History; the status right after Send", async ({ page }) => {
    await openConsole(page, { baseUrl: "" });
    await expectWholeTarget(page, "https://sandbox.invalid/v1");
    await expectNoSidewaysScroll(page, "on the first screen");
    for (const action of actions) {
      await pickAction(page, action.label);
      await expectNoSidewaysScroll(page, `on ${action.label}`);
    }
    await pickAction(page, "List packages");
    await send(page).click();
    const status = response(page).getByRole("status");
    await expect(status).toContainText("200 OK");
    await expect(status).toBeInViewport();
    // The answer comes before the request and its snippets.
    const request = page.getByRole("region", { name: "Request" });
    await expect(request).toBeVisible();
    expect(await top(page, status)).toBeLessThan(await top(page, request));
    for (const view of ["Pretty", "Tree", "Table", "Headers"]) {
      await response(page).getByRole("tab", { name: view }).click();
      await expectNoSidewaysScroll(page, `with the ${view} view`);
    }

    await page.getByRole("button", { name: "Settings" }).click();
    await expect(page.getByRole("dialog", { name: "Settings" })).toBeVisible();
    await expectNoSidewaysScroll(page, "with Settings open");
    await page.getByRole("button", { name: "Done" }).click();

    await page.getByRole("button", { name: "Other demo keys" }).click();
    await expect(page.getByRole("heading", { name: "Demo keys" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Use sk_demo_anomalies" })).toBeVisible();
    await expectNoSidewaysScroll(page, "with the demo keys open");
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Import cURL" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoSidewaysScroll(page, "with Import cURL open");
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "History", exact: true }).click();
    await expect(page.getByRole("heading", { name: "History" })).toBeInViewport();
    await expectNoSidewaysScroll(page, "with History open");
  });

  test("a large answer and the order confirmation fit the screen; touch targets are at least 24 px", async ({
    page,
  }) => {
    await openConsole(page, { baseUrl: "" });
    await page.getByRole("button", { name: "Settings" }).click();
    await page.getByLabel("Sandbox scenario").selectOption({ label: "One long line" });
    await page.getByRole("button", { name: "Done" }).click();
    await pickAction(page, "List games");
    await send(page).click();
    await expect(response(page).getByRole("status")).toContainText("200");
    await expectNoSidewaysScroll(page, "with a one-line 1 MiB answer");

    const small = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>("button, select, input:not([type=checkbox]):not([type=radio])")]
        .filter((element) => element.offsetParent !== null)
        .filter((element) => element.getBoundingClientRect().height < 24 || element.getBoundingClientRect().width < 24)
        .map((element) => element.getAttribute("aria-label") ?? element.textContent ?? element.id),
    );
    expect(small).toEqual([]);

    await page.getByRole("button", { name: "Settings" }).click();
    await page.getByLabel("Sandbox scenario").selectOption({ label: "Normal behaviour" });
    await page.getByRole("button", { name: "Done" }).click();
    await pickAction(page, "Place top-up order");
    await page.getByLabel(/product_id/).fill("201");
    await page.getByLabel(/user_id/).fill("123456789");
    await send(page).click();
    await expect(page.getByRole("dialog", { name: "Place this order?" })).toBeVisible();
    await expectNoSidewaysScroll(page, "with the order confirmation open");
  });
});
