import { expect, type Locator, type Page, test } from "@playwright/test";
import { inSettings, pickAction, response } from "./fixtures";

// The first screen, the form and Setelan as an Indonesian reader meets them: every action sent
// with the demo key in the embedded sandbox, a field error, the raw body, the demo keys, Setelan.

const respons = (page: Page) => response(page, "id");
const status = (page: Page) => respons(page).getByRole("status");

const pick = (page: Page, label: string) => pickAction(page, label, "id");
const inSetelan = <T>(page: Page, work: (dialog: Locator) => Promise<T>) => inSettings(page, work, "id");

async function send(page: Page) {
  await page.getByRole("button", { name: "Kirim" }).click();
}

async function openInIndonesian(page: Page) {
  await page.goto("./");
  await expect(page.locator("html")).toHaveAttribute("lang", "id-ID");
  await page.getByRole("button", { name: "Pakai kunci demo" }).click();
  await expect(page.getByLabel("Kunci API", { exact: true })).toHaveValue("sk_demo_funded");
}

test.describe("in a browser that asks for Indonesian first", () => {
  test.use({ locale: "id-ID" });

  test("sends each of the eight actions with the demo key, the status said in Indonesian", async ({ page }) => {
    await openInIndonesian(page);

    await pick(page, "Cek saldo");
    await send(page);
    await expect(status(page)).toContainText(/200 OK.*\d md/);

    await pick(page, "Daftar game");
    await send(page);
    await expect(status(page)).toContainText(/200 OK/);
    await expect(respons(page).getByRole("tabpanel")).toContainText("Arena of Legends");

    await pick(page, "Daftar paket");
    await expect(page.getByLabel(/game_id/)).toHaveAccessibleDescription("Hanya paket untuk game ini.");
    await page.getByLabel(/game_id/).fill("2");
    await send(page);
    await expect(respons(page)).toContainText("/products?game_id=2");
    await expect(status(page)).toContainText(/200 OK/);

    await pick(page, "Validasi ID pemain");
    await page.getByLabel(/game_id/).fill("2");
    await page.getByLabel(/user_id/).fill("123456789");
    await send(page);
    await expect(respons(page)).toContainText("/validate_player");
    await expect(status(page)).toContainText(/200 OK/);

    await pick(page, "Buat pesanan isi ulang");
    const product = page.getByRole("combobox", { name: /product_id/ });
    await product.fill("201");
    await page.getByLabel(/user_id/).fill("123456789");
    const reference = await page.getByLabel(/reseller_ref/).inputValue();
    await send(page);
    const confirm = page.getByRole("dialog", { name: "Buat pesanan ini?" });
    await confirm.getByRole("button", { name: "Buat pesanan" }).click();
    await expect(status(page)).toContainText(/201 Created/);

    await pick(page, "Cek status pesanan");
    await expect(page.getByLabel(/reseller_ref/)).toHaveAccessibleDescription(
      "Referensi yang Anda kirim bersama pesanan.",
    );
    await page.getByLabel(/reseller_ref/).fill(reference);
    await send(page);
    await expect(status(page)).toContainText(/200 OK/);
    await expect(respons(page).getByRole("tabpanel")).toContainText(reference);

    await pick(page, "Riwayat transaksi saldo");
    await page.getByLabel(/limit/).fill("5");
    await send(page);
    await expect(respons(page)).toContainText("/wallet_history?limit=5");
    await expect(status(page)).toContainText(/200 OK/);

    await pick(page, "Statistik penjualan");
    await page.getByLabel(/^from/).fill("2026-01-01");
    await send(page);
    await expect(status(page)).toContainText(/200 OK/);
  });

  test("a field error, the raw body and the demo keys in Indonesian", async ({ page }) => {
    await openInIndonesian(page);

    await page.getByRole("button", { name: "Kunci demo lainnya" }).click();
    const low = page.getByRole("button", { name: "Pakai sk_demo_low" });
    await expect(low.locator("xpath=..")).toContainText("Dompet hampir kosong: Sisa 1,20 USD");
    await low.click();
    await expect(page.getByLabel("Kunci API", { exact: true })).toHaveValue("sk_demo_low");

    await pick(page, "Buat pesanan isi ulang");
    await page.getByLabel(/user_id/).fill("12 34");
    await page.getByLabel(/user_id/).press("Tab");
    await expect(
      page.getByRole("alert").filter({ hasText: "Hanya angka (0-9), tanpa spasi atau tanda" }),
    ).toBeVisible();

    await page.getByRole("checkbox", { name: "Ubah body JSON mentah" }).check();
    const body = page.getByRole("textbox", { name: "Body JSON mentah" });
    await expect(body).toHaveAccessibleDescription(/Body mentah dikirim persis sesuai ketikan/);
    await body.fill('{"product_id": 201, "user_id": "123456789"');
    await expect(page.getByText(/Isinya bukan JSON yang valid\./)).toBeVisible();
    await page.getByRole("checkbox", { name: "Ubah body JSON mentah" }).uncheck();
    await expect(page.getByText(/^Body mentah Anda tetap disimpan/)).toBeVisible();
  });

  test("Setelan, all of it, in Indonesian: path style, scenario, timeout, the key's keeping, OpenAPI", async ({
    page,
  }) => {
    await openInIndonesian(page);
    await inSetelan(page, async (dialog) => {
      await dialog
        .getByRole("combobox", { name: "Gaya path" })
        .selectOption({ label: "Path REST (/orders, /players/validate)" });
      await dialog.getByRole("combobox", { name: "Skenario sandbox" }).selectOption({ label: "Kesalahan server" });
      await expect(dialog.getByRole("spinbutton", { name: "Batas waktu (detik)" })).toBeVisible();
      await expect(dialog.getByRole("checkbox", { name: "Ingat kunci di perangkat ini" })).toHaveAccessibleDescription(
        /^Kunci dikirim sebagai Authorization: Bearer …\./,
      );
      const download = page.waitForEvent("download");
      await dialog.getByRole("button", { name: "Unduh OpenAPI" }).click();
      expect((await download).suggestedFilename()).toBe("reseller-api.openapi.json");
    });
    await pick(page, "Validasi ID pemain");
    await page.getByLabel(/game_id/).fill("2");
    await page.getByLabel(/user_id/).fill("123456789");
    await send(page);
    await expect(respons(page)).toContainText("/players/validate");
    await expect(status(page)).toContainText(/500/);
  });
});
