import { expect, type Page, test } from "@playwright/test";
import { FUNDED_KEY, pickAction, response, SANDBOX_URL } from "./fixtures";

/**
 * Words no Indonesian sentence needs: one of them on a page in Bahasa Indonesia means an English
 * string was left out of the catalogs. Short function words, so the API's own terms that stay as
 * spelled (Base URL, LIVE, header, body, game, refund, status codes) never match.
 */
const ENGLISH =
  /\b(the|and|of|to|is|are|was|were|with|this|that|these|your|you|from|for|not|an|be|by|or|will|can|has|have|it|its|which|when|what|here|there)\b/i;

/**
 * What a person reads or hears on the page as it stands, outside what is the API's or the user's
 * own words: code, raw bodies, typed values, the spec's English labels (marked lang="en"), and the
 * API's records (table cells and list options show the body's values as sent).
 */
async function englishLeft(page: Page): Promise<string[]> {
  return page.evaluate((pattern) => {
    const english = new RegExp(pattern, "i");
    const verbatim =
      "code, pre, kbd, samp, textarea, script, style, td, [role='option'], [lang^='en'], [translate='no']";
    const shown = (element: Element) =>
      !element.closest(verbatim) &&
      !element.closest("[hidden], [aria-hidden='true'], dialog:not([open])") &&
      element.checkVisibility({ visibilityProperty: true });
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? "";
      const parent = node.parentElement;
      if (text && parent && shown(parent) && english.test(text)) found.add(text);
    }
    for (const element of document.body.querySelectorAll("[aria-label], [title], [placeholder], [alt]")) {
      if (!shown(element)) continue;
      for (const name of ["aria-label", "title", "placeholder", "alt"]) {
        const value = element.getAttribute(name);
        if (value && english.test(value)) found.add(`${name}: ${value}`);
      }
    }
    return [...found];
  }, ENGLISH.source);
}

async function expectIndonesian(page: Page, where: string) {
  expect.soft(await englishLeft(page), `English left on ${where}`).toEqual([]);
}

const respons = (page: Page) => response(page, "id");

/** Sends the form as it stands and reads every view of the answer. */
async function sendAndRead(page: Page, where: string) {
  await page.getByRole("button", { name: "Kirim", exact: true }).click();
  await expect(respons(page).getByRole("status")).toContainText(/\b\d{3}\b/);
  await expectIndonesian(page, `${where}: the answer`);
  const tabs = respons(page).getByRole("tab");
  const count = await tabs.count();
  for (let index = 0; index < count; index += 1) {
    const tab = tabs.nth(index);
    const name = (await tab.textContent()) ?? String(index);
    await tab.click();
    await expect(tab).toHaveAttribute("aria-selected", "true");
    await expectIndonesian(page, `${where}: the ${name} view`);
  }
}

const pick = (page: Page, label: string) => pickAction(page, label, "id");

test.describe("every screen in Bahasa Indonesia", () => {
  test.use({ locale: "id-ID" });

  test("shows no English of the console's own on any action, answer, dialog or panel", async ({ page }) => {
    // Every action sent, every view, dialog and panel opened in one page: 12–16 s in a quiet run
    // beside two other workers, a quarter of this.
    test.setTimeout(60_000);
    await page.goto("./");
    await expect(page.locator("html")).toHaveAttribute("lang", "id-ID");
    await page.getByLabel("Base URL").fill(SANDBOX_URL);
    await page.getByLabel("Kunci API", { exact: true }).fill(FUNDED_KEY);
    await expectIndonesian(page, "the first screen");

    for (const label of [
      "Cek saldo",
      "Daftar game",
      "Daftar paket",
      "Riwayat transaksi saldo",
      "Statistik penjualan",
    ]) {
      await pick(page, label);
      await expectIndonesian(page, `the ${label} form`);
      await sendAndRead(page, label);
    }

    await pick(page, "Validasi ID pemain");
    await page.getByLabel(/game_id/).fill("2");
    await page.getByLabel(/user_id/).fill("123456789");
    await expectIndonesian(page, "the Validasi ID pemain form");
    await sendAndRead(page, "Validasi ID pemain");

    await pick(page, "Buat pesanan isi ulang");
    await page.getByLabel(/product_id/).fill("201");
    await page.getByLabel(/user_id/).fill("123456789");
    await expectIndonesian(page, "the Buat pesanan isi ulang form");
    await page.getByRole("button", { name: "Kirim", exact: true }).click();
    const confirm = page.getByRole("dialog", { name: "Buat pesanan ini?" });
    await expect(confirm).toBeVisible();
    await expectIndonesian(page, "the order confirmation");
    await confirm.getByRole("button", { name: "Buat pesanan" }).click();
    await expect(respons(page).getByRole("status")).toContainText(/\b20\d\b/);
    const orderId = (await respons(page).getByRole("document").first().textContent())?.match(/ord_\d+/)?.[0];
    expect(orderId).toBeDefined();
    await expectIndonesian(page, "the order's answer and its tracking");

    await pick(page, "Cek status pesanan");
    await page.getByLabel(/order_id/).fill(orderId ?? "");
    await sendAndRead(page, "Cek status pesanan");

    await page.getByRole("button", { name: "Setelan", exact: true }).click();
    const setelan = page.getByRole("dialog", { name: "Setelan" });
    await expect(setelan).toBeVisible();
    await expectIndonesian(page, "Setelan");
    await setelan.getByRole("button", { name: "Selesai" }).click();

    await page.getByRole("button", { name: "Riwayat", exact: true }).click();
    await expect(page.getByRole("region", { name: "Riwayat" })).toBeVisible();
    await expectIndonesian(page, "Riwayat");

    await page.getByRole("button", { name: "Impor cURL", exact: true }).click();
    const importDialog = page.getByRole("dialog", { name: /cURL/ });
    await expect(importDialog).toBeVisible();
    await expectIndonesian(page, "the cURL import");
    await importDialog.getByRole("textbox").fill("curl 'https://example.test/v1/balance");
    await importDialog.getByRole("button", { name: "Impor", exact: true }).click();
    await expect(importDialog.getByRole("alert")).toBeVisible();
    await expectIndonesian(page, "a cURL command that cannot be read");
  });
});
