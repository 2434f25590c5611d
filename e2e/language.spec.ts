import { expect, type Page, test } from "@playwright/test";
import { FUNDED_KEY, inSettings, openConsole, response, SANDBOX_URL } from "./fixtures";

const respons = (page: Page) => response(page, "id");

test.describe("in a browser that asks for Indonesian first", () => {
  test.use({ locale: "id-ID" });

  test("sends an action and places a confirmed order in Bahasa Indonesia; the API's words stay as they are", async ({
    page,
  }) => {
    await page.goto("./");
    await expect(page.locator("html")).toHaveAttribute("lang", "id-ID");
    // The longer words still leave the bar one row at 1280 px, with the key shown or hidden
    // (before the Base URL is edited, which adds a note under it).
    const bar = page.getByRole("banner");
    expect((await bar.boundingBox())?.height).toBeLessThanOrEqual(64);
    await bar.getByRole("button", { name: "Lihat kunci" }).click();
    expect((await bar.boundingBox())?.height).toBeLessThanOrEqual(64);
    await bar.getByRole("button", { name: "Sembunyikan" }).click();

    await page.getByLabel("Base URL").fill(SANDBOX_URL);
    await page.getByLabel("Kunci API", { exact: true }).fill(FUNDED_KEY);

    // The picker: Indonesian names, the spec's English beneath, the path as the API spells it.
    const balance = page.getByRole("radio", { name: "Cek saldo", exact: true });
    await expect(balance).toHaveAccessibleDescription(/Check wallet balance.*GET \/balance/);
    await page.getByRole("button", { name: "Kirim" }).click();
    await expect(respons(page).getByRole("status")).toContainText(/200 OK.*\d md/);

    await page.getByRole("radio", { name: "Buat pesanan isi ulang", exact: true }).check();
    await expect(
      page.getByRole("heading", { level: 2, name: "Buat pesanan isi ulang Place top-up order" }),
    ).toBeVisible();
    await expect(page.locator("label", { hasText: "product_id" })).toContainText("ID paket (wajib)");
    await page.getByLabel(/product_id/).fill("201");
    await page.getByLabel(/user_id/).fill("123456789");
    await page.getByRole("button", { name: "Kirim" }).click();
    const confirm = page.getByRole("dialog", { name: "Buat pesanan ini?" });
    await expect(confirm).toContainText("reseller_ref");
    await confirm.getByRole("button", { name: "Buat pesanan" }).click();
    await expect(respons(page).getByRole("status")).toContainText(/\b20\d\b/);
    // The raw body is the API's, word for word.
    await expect(respons(page).getByRole("document")).toContainText('"product_id"');
  });
});

test("Language · Bahasa switches at once, without a reload, and is kept for the next visit", async ({ page }) => {
  await openConsole(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  const url = page.url();
  await page.getByRole("button", { name: "Settings", exact: true }).click();
  await page.getByRole("combobox", { name: "Language · Bahasa" }).selectOption("Bahasa Indonesia");
  const setelan = page.getByRole("dialog", { name: "Setelan" });
  await expect(setelan).toBeVisible();
  // The typed key survives: nothing was reloaded.
  await setelan.getByRole("button", { name: "Selesai" }).click();
  await expect(page.getByLabel("Kunci API", { exact: true })).toHaveValue(FUNDED_KEY);
  await expect(page.locator("html")).toHaveAttribute("lang", "id-ID");
  expect(page.url()).toBe(url);

  await page.reload();
  await expect(page.getByRole("button", { name: "Kirim" })).toBeVisible();
  await page.getByRole("button", { name: "Setelan", exact: true }).click();
  await page.getByRole("combobox", { name: "Bahasa · Language" }).selectOption("English");
  await page.getByRole("dialog", { name: "Settings" }).getByRole("button", { name: "Done" }).click();
  await inSettings(page, (dialog) => expect(dialog.getByRole("combobox", { name: /Language/ })).toHaveValue("en"));
  await expect(page.getByRole("button", { name: "Send" })).toBeVisible();
});
