import { expect, type Page, test } from "@playwright/test";
import { FUNDED_KEY, pickAction, response, SANDBOX_URL } from "./fixtures";

const respons = (page: Page) => response(page, "id");

/** True when the page itself scrolls sideways (a view scrolling inside its own box is fine). */
const pageScrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

async function send(page: Page, action: string) {
  await pickAction(page, action, "id");
  await page.getByRole("button", { name: "Kirim" }).click();
  await expect(respons(page).getByRole("status")).toContainText(/200 OK\s*permintaan berhasil/);
}

/** Each view in Indonesian, looked at where it stands (axe reads them in e2e/accessibility.spec.ts). */
async function seeTheViews(page: Page) {
  await page.goto("./");
  await expect(page.locator("html")).toHaveAttribute("lang", "id-ID");
  await page.getByLabel("Base URL").fill(SANDBOX_URL);
  await page.getByLabel("Kunci API", { exact: true }).fill(FUNDED_KEY);

  await send(page, "Daftar paket");
  const views = respons(page).getByRole("tablist", { name: "Tampilan respons" });
  await expect(views.getByRole("tab", { name: "Mentah", selected: true })).toBeVisible();
  await expect(respons(page).getByRole("document", { name: "Body mentah" })).toContainText('"product_id"');

  await views.getByRole("tab", { name: "Tabel" }).click();
  const count = respons(page).getByText(/^\d+ dari \d+ baris di data$/);
  await expect(count).toBeVisible();
  const table = respons(page).getByRole("table", { name: "Data di data" });
  await expect(table.getByRole("button", { name: /^Pesan paket ini \(\d+\)$/ }).first()).toBeVisible();
  await respons(page).getByLabel("Filter baris").fill("Credits");
  await expect(respons(page).getByText(/^\d+ dari \d+ baris di data$/)).toBeVisible();
  await respons(page).getByLabel("Filter baris").fill("zzz-none");
  await expect(
    respons(page).getByText(/^0 dari \d+ baris di data: tidak ada yang memuat semua kata “zzz-none”$/),
  ).toBeVisible();
  await respons(page).getByLabel("Filter baris").fill("");
  // Sorted by price: the header button sorts, its state in aria-sort; prices stay as the API sent them.
  await table.getByRole("button", { name: "price", exact: true }).click();
  await expect(table.getByRole("columnheader", { name: "price" })).toHaveAttribute("aria-sort", "ascending");
  await expect(respons(page).getByRole("button", { name: /^Unduh CSV \(\d+ baris\)$/ })).toBeVisible();
  expect(await pageScrollsSideways(page)).toBe(false);

  await views.getByRole("tab", { name: "Pohon" }).click();
  await respons(page).getByText("data", { exact: true }).click();
  await respons(page).getByText("[0]", { exact: true }).click();
  await expect(
    respons(page)
      .getByRole("button", { name: /^Pesan paket ini \(/ })
      .first(),
  ).toBeVisible();

  await send(page, "Riwayat transaksi saldo");
  await views.getByRole("tab", { name: "Mutasi" }).click();
  const ledger = respons(page).getByRole("table", { name: /^Mutasi dompet/ });
  await expect(ledger.getByRole("columnheader", { name: "Saldo berjalan" })).toBeVisible();
  await expect(ledger.getByRole("cell", { name: "top_up (masuk)" }).first()).toBeVisible();
  // The funded key's first balance, in the id-ID locale.
  await expect(ledger.getByRole("cell", { name: /^US\$\s?9\.932,61$/ }).first()).toBeVisible();
  await expect(respons(page).getByText(/Saldo berjalan: kolom balance_after tiap entri\./)).toBeVisible();
  expect(await pageScrollsSideways(page)).toBe(false);

  await send(page, "Statistik penjualan");
  await views.getByRole("tab", { name: "Grafik" }).click();
  const chart = respons(page).getByRole("img", { name: /^Grafik penjualan/ });
  await expect(chart).toHaveAccessibleName("Grafik penjualan: revenue per hari");
  await expect(chart).toHaveAccessibleDescription(/^revenue per hari, \d+ hari dari \d{4}-\d\d-\d\d sampai /);
  await expect(respons(page).getByRole("table", { name: "Angka per hari" })).toBeVisible();
  expect((await chart.boundingBox())?.width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  expect(await pageScrollsSideways(page)).toBe(false);

  // Nothing listens there: the request fails before any answer, and the console says why.
  await page.getByLabel("Base URL").fill("http://127.0.0.1:9/v1");
  await page.getByRole("button", { name: "Kirim" }).click();
  const failure = respons(page).getByRole("alert");
  await expect(failure.getByRole("heading", { level: 3 })).toHaveText(
    "Tidak ada respons: permintaan gagal sebelum jawaban dapat dibaca",
  );
  await expect(failure).toContainText("Browser tidak mendapat jawaban yang dapat dipakai dari http://127.0.0.1:9.");
  await expect(failure.getByText("Permintaan yang sama sebagai cURL")).toBeVisible();
  expect(await pageScrollsSideways(page)).toBe(false);
}

test.describe("in a browser that asks for Indonesian first", () => {
  test.use({ locale: "id-ID" });

  // Indonesian words run longer than English ones: on a phone, nothing may push the page sideways.
  test("the response views speak Indonesian and fit a phone, 390×844", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await seeTheViews(page);
  });

  test("switching to English rewords the shown view at once", async ({ page }) => {
    await page.goto("./");
    await page.getByLabel("Base URL").fill(SANDBOX_URL);
    await page.getByLabel("Kunci API", { exact: true }).fill(FUNDED_KEY);
    await send(page, "Daftar paket");
    await respons(page).getByRole("tab", { name: "Tabel" }).click();
    await expect(respons(page).getByText(/^\d+ dari \d+ baris di data$/)).toBeVisible();

    await page.getByRole("button", { name: "Setelan", exact: true }).click();
    await page.getByRole("combobox", { name: "Bahasa · Language" }).selectOption("English");
    await page.getByRole("dialog", { name: "Settings" }).getByRole("button", { name: "Done" }).click();
    const region = page.getByRole("region", { name: "Response" });
    await expect(region.getByRole("tab", { name: "Table", selected: true })).toBeVisible();
    await expect(region.getByText(/^\d+ of \d+ rows in data$/)).toBeVisible();
    await expect(region.getByRole("status")).toContainText(/200 OK\s*the request worked/);
    await expect(region.getByRole("button", { name: /^Order this package \(\d+\)$/ }).first()).toBeVisible();
  });
});
