import { readFileSync } from "node:fs";
import { expect, type Page } from "@playwright/test";
import { FUNDED_KEY, response } from "./fixtures";
import { test } from "./own-sandbox";

const pelacakan = (page: Page) => page.getByRole("region", { name: "Pelacakan pesanan" });
const riwayat = (page: Page) => page.getByRole("region", { name: "Riwayat" });
const respons = (page: Page) => response(page, "id");

/** Places one order in Indonesian, through its confirmation, as a person would. */
async function buatPesanan(page: Page) {
  await page.getByRole("radio", { name: "Buat pesanan isi ulang", exact: true }).check();
  // Typed into the picker, the id loads the packages list, and the games list for the package's game.
  await page.getByRole("combobox", { name: /product_id/ }).fill("201");
  await page.getByLabel(/user_id/).fill("123456789");
  await page.getByRole("button", { name: "Kirim" }).click();
  const dialog = page.getByRole("dialog", { name: "Buat pesanan ini?" });
  await expect(dialog).toContainText("201 — 100 Credits");
  await expect(dialog).toContainText("Sky Raiders");
  await dialog.getByRole("button", { name: "Buat pesanan" }).click();
  await expect(respons(page).getByRole("status")).toContainText(/\b20\d\b/);
}

test.describe("orders and the history in a browser that asks for Indonesian", () => {
  test.use({ locale: "id-ID" });

  test("an order is tracked to its final status and kept in Riwayat, all in Indonesian", async ({
    page,
    context,
    request,
    ownSandbox,
  }) => {
    // The page's timers run on a clock the test moves: the checks come without their 2 s and 4 s waits.
    await page.clock.install();
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("./");
    await page.getByLabel("Base URL").fill(ownSandbox);
    await page.getByLabel("Kunci API", { exact: true }).fill(FUNDED_KEY);
    await buatPesanan(page);

    // Tracking: Indonesian around the API's status words, which stay as sent.
    const card = pelacakan(page).getByRole("article", { name: /^Pesanan ord_\d+$/ });
    await expect(card.getByRole("status")).toContainText("Status: pending (belum akhir) · 0 pengecekan");
    await page.clock.runFor(2_100);
    await expect(card.getByRole("status")).toContainText("Status: pending (belum akhir) · 1 pengecekan");
    await expect(card.getByRole("button", { name: /^Hentikan pelacakan Pesanan ord_\d+$/ })).toBeVisible();
    // The sandbox's clock moves on instead of a 15 s wait.
    const moved = await request.post(`${ownSandbox}/_sandbox/clock`, { data: { advance_ms: 15_000 } });
    expect(moved.status()).toBe(200);
    await page.clock.runFor(4_100);
    await expect(card).toContainText('Hasil: Status akhir "success" (berhasil) setelah 2 pengecekan.');
    await expect(card.getByRole("list", { name: /^Perubahan status Pesanan/ }).getByRole("listitem")).toHaveText([
      /^\d\d\/\d\d\/\d{4}.* pending \(respons pesanan\)$/,
      /success \(pengecekan ke-2\)$/,
    ]);

    // Riwayat: the order and both checks, by their Indonesian names.
    await page.getByRole("button", { name: "Riwayat", exact: true }).click();
    const history = riwayat(page);
    await expect(history.getByRole("button", { name: /^Buka Cek status pesanan, / })).toHaveCount(2);
    await expect(history.getByRole("button", { name: /^Buka Buat pesanan isi ulang, / })).toHaveCount(1);
    // And the packages and games lists loaded when product_id was typed.
    await expect(history).toContainText("Saat ini: 5 entri");

    await history.getByLabel("Filter menurut aksi").selectOption({ label: "Cek status pesanan" });
    await expect(history.getByRole("button", { name: /^Buka / })).toHaveCount(2);
    await expect(history).toContainText("2 dari 5 ditampilkan, 0 dipilih.");
    await history.getByLabel("Filter menurut aksi").selectOption({ label: "Semua aksi" });

    // Compare the two checks.
    const checks = history.getByRole("checkbox", { name: /^Pilih Cek status pesanan, / });
    await checks.nth(0).check();
    await checks.nth(1).check();
    await history.getByRole("button", { name: "Bandingkan yang dipilih" }).click();
    await expect(history.getByRole("region", { name: "Perbandingan" })).toBeVisible();
    await checks.nth(0).uncheck();
    await checks.nth(1).uncheck();

    // Open the order's entry, and replay it into the form.
    await history.getByRole("button", { name: /^Buka Buat pesanan isi ulang, / }).click();
    const entry = history.getByRole("region", { name: /^Entri: Buat pesanan isi ulang, \d\d\/\d\d\/\d{4}/ });
    await expect(entry.getByRole("heading", { name: "Permintaan" })).toBeVisible();
    await expect(entry.getByRole("table", { name: "Header permintaan" })).toContainText("Bearer [redacted]");
    await expect(entry).toContainText("reseller_ref mendapat nilai baru");
    await entry.getByRole("button", { name: "Kirim ulang" }).click();
    await expect(page.getByLabel(/user_id/)).toHaveValue("123456789");

    // Export, the export imported back (nothing new), then a broken file refused in Indonesian.
    const download = page.waitForEvent("download");
    await history.getByRole("button", { name: "Ekspor JSON" }).click();
    const exported = await (await download).path();
    expect(readFileSync(exported, "utf8")).not.toContain(FUNDED_KEY);
    await expect(history.getByRole("status").filter({ hasText: "diekspor" })).toHaveText(
      "5 entri diekspor sebagai JSON, kunci API disamarkan.",
    );
    await history.getByLabel("Impor JSON").setInputFiles(exported);
    await expect(history.getByRole("status").filter({ hasText: "diimpor" })).toContainText("0 entri diimpor dari");
    await expect(history.getByRole("status").filter({ hasText: "diimpor" })).toContainText(
      "5 entri sudah ada di riwayat.",
    );

    await history
      .getByLabel("Impor JSON")
      .setInputFiles({ name: "rusak.json", mimeType: "application/json", buffer: Buffer.from("{rusak") });
    await expect(history.getByRole("alert")).toContainText("rusak.json tidak diimpor: Berkas ini bukan JSON");

    // The share link of the form on screen.
    await page.getByRole("button", { name: "Salin tautan berbagi" }).click();
    const link = await page.getByRole("textbox", { name: "Tautan berbagi" }).inputValue();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await expect(page.getByText(/^Tautan berbagi tersalin\./)).toContainText("reseller_ref tidak disertakan");

    // English at once: tracking and the history change where they stand.
    await page.getByRole("button", { name: "Setelan", exact: true }).click();
    await page.getByRole("combobox", { name: "Bahasa · Language" }).selectOption("English");
    await page.getByRole("dialog", { name: "Settings" }).getByRole("button", { name: "Done" }).click();
    const tracked = page.getByRole("region", { name: "Order tracking" }).getByRole("article", { name: /^Order ord_/ });
    await expect(tracked).toContainText('Outcome: Final status "success" (success) after 2 checks.');
    const english = page.getByRole("region", { name: "History" });
    await expect(english).toContainText("Now: 5 entries");
    await expect(english.getByRole("region", { name: /^Entry: Place top-up order at / })).toBeVisible();
    await expect(english.getByRole("alert")).toContainText("rusak.json was not imported: The file is not JSON");
  });
});
