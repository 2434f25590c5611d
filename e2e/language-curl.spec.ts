import { expect, type Locator, type Page, type Request, test } from "@playwright/test";
import { FUNDED_KEY, SANDBOX_URL } from "./fixtures";

/** The cells of a table's body rows, as text, for whole-table assertions. */
async function cells(table: Locator) {
  await expect(table).toBeVisible();
  return table
    .locator("tbody tr")
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent ?? "")),
    );
}

/** Language · Bahasa in Settings, as a person switches it; the dialog is named in the language shown. */
async function switchTo(page: Page, language: "English" | "Bahasa Indonesia") {
  await page.getByRole("button", { name: /^(Settings|Setelan)$/ }).click();
  const dialog = page.getByRole("dialog", { name: /^(Settings|Setelan)$/ });
  await dialog.getByRole("combobox", { name: /Bahasa/ }).selectOption(language);
  await dialog.getByRole("button", { name: language === "English" ? "Done" : "Selesai" }).click();
  await expect(dialog).toBeHidden();
}

// A customer's order as pasted into a ticket: two spaces after Bearer, the package id as a string,
// the player id as a number, a field the API does not have, the REST path, curl's -k and a
// User-Agent a page cannot send.
const BODY = '{"product_id":"201","user_id":123456789,"reseller_ref":"cust-id-1","kupon":"HEMAT"}';
const CUSTOMER = `curl -k '${SANDBOX_URL}/orders' \\
  -H 'User-Agent: toko-saya/2.1' \\
  -H 'Authorization: Bearer  ${FUNDED_KEY}' \\
  -H 'Content-Type: application/json' \\
  --data-raw '${BODY}'`;

test.describe("the cURL import and the contract check from an Indonesian browser", () => {
  test.use({ locale: "id-ID" });

  test("a customer's cURL: notes and findings in Indonesian, fixed, both sent and compared; a switch rewords them at once", async ({
    page,
  }) => {
    const orders: Request[] = [];
    page.on("request", (request) => {
      if (request.url().startsWith(SANDBOX_URL) && request.method() === "POST") orders.push(request);
    });
    await page.goto("./");
    await expect(page.locator("html")).toHaveAttribute("lang", "id-ID");
    await page.getByLabel("Base URL").fill(SANDBOX_URL);
    await page.getByLabel("Kunci API", { exact: true }).fill(FUNDED_KEY);

    // A command cut short: the message is Indonesian and the paste stays to be corrected.
    await page.getByRole("button", { name: "Impor cURL" }).click();
    const dialog = page.getByRole("dialog", { name: "Impor perintah cURL" });
    const box = dialog.getByLabel("Perintah cURL", { exact: true });
    const broken = `curl '${SANDBOX_URL}/orders -H "Authorization: Bearer ${FUNDED_KEY}"`;
    await box.fill(broken);
    await dialog.getByRole("button", { name: "Impor", exact: true }).click();
    await expect(dialog.getByRole("alert")).toHaveText(
      /^Tanda kutip tunggal yang dibuka pada karakter ke-\d+ tidak pernah ditutup\.$/,
    );
    await expect(box).toHaveValue(broken);
    await expect(box).toHaveAttribute("aria-invalid", "true");

    await box.fill(CUSTOMER);
    await dialog.getByRole("button", { name: "Impor", exact: true }).click();
    await expect(dialog).toBeHidden();
    const notice = page.getByRole("status").filter({ hasText: "Buat pesanan isi ulang diimpor dari cURL." });
    await expect(notice).toContainText(
      "User-Agent: browser tidak mengizinkan halaman web mengirim header ini, jadi header ini tidak ikut saat dikirim ulang.",
    );
    await expect(notice).toContainText("-k: TLS ditangani browser");
    await expect(page.getByRole("radio", { name: "Buat pesanan isi ulang", exact: true })).toBeChecked();

    const contract = page.getByRole("region", { name: "Cek kontrak" });
    const findings = contract.getByRole("table", { name: "Perbedaan dengan kontrak" });
    expect(await cells(findings)).toEqual([
      [
        "Skema URL",
        "https:// (API hanya menerima HTTPS)",
        "http:// (diizinkan konsol hanya karena ini komputer Anda sendiri)",
      ],
      ["path", "/create_order (path gaya konsol, yang dipakai Embedded sandbox)", "/orders (path REST)"],
      ["header Authorization", "Bearer, satu spasi, lalu kuncinya", "dua spasi setelah Bearer"],
      ["product_id", "bilangan bulat (number JSON)", 'string "201"'],
      ["user_id", "string berisi digit", "number 123456789"],
      [
        "kupon",
        "hanya kolom milik Buat pesanan isi ulang (product_id, user_id, zone_id, reseller_ref)",
        'string "HEMAT"',
      ],
    ]);
    await expect(contract).toContainText("6 perbedaan dengan kontrak Buat pesanan isi ulang:");

    // The findings and the notes on screen change language where they stand.
    await switchTo(page, "English");
    const english = page.getByRole("region", { name: "Contract check" });
    expect((await cells(english.getByRole("table", { name: "Differences from the contract" })))[2]).toEqual([
      "Authorization header",
      "Bearer, one space, the key",
      "two spaces after Bearer",
    ]);
    await expect(page.getByRole("status").filter({ hasText: "Imported Place top-up order from cURL." })).toContainText(
      "User-Agent: a browser does not let a page send this header, so a replay goes without it.",
    );
    await switchTo(page, "Bahasa Indonesia");

    await contract.getByRole("button", { name: "Perbaiki agar sesuai kontrak" }).click();
    const changes = contract.getByRole("region", { name: "Perubahan oleh perbaikan" });
    await expect(
      changes.getByRole("table", { name: "Perubahan dari hasil impor ke permintaan yang diperbaiki" }),
    ).toBeVisible();
    await expect(changes).toContainText("reseller_ref: diberi nilai baru, jadi mengirimnya akan membuat pesanan baru.");
    expect(orders).toEqual([]);

    await changes.getByRole("button", { name: "Kirim keduanya dan bandingkan" }).click();
    const confirm = page.getByRole("dialog", { name: "Kirim kedua permintaan?" });
    await expect(confirm).toContainText("Buat pesanan isi ulang memotong saldo dompet milik kunci yang Anda masukkan.");
    await expect(confirm.getByRole("button", { name: "Kembali" })).toBeFocused();
    await confirm.getByRole("button", { name: "Kirim keduanya", exact: true }).click();
    const comparison = changes.getByRole("region", { name: "Perbandingan" });
    // The status code and reason are the server's own words, in both languages.
    await expect(comparison).toContainText(/Status berubah: 422 Unprocessable \w+ → 201 Created/, { timeout: 10_000 });
    await expect(comparison).toContainText("Hasil impor");
    await expect(comparison).toContainText("Diperbaiki agar sesuai kontrak");
    expect(orders.map((request) => request.url())).toEqual([`${SANDBOX_URL}/orders`, `${SANDBOX_URL}/create_order`]);

    // What is left (plain http on this machine) and the comparison, reworded at once.
    await switchTo(page, "English");
    expect(
      await cells(
        page
          .getByRole("region", { name: "Contract check" })
          .getByRole("table", { name: "Differences from the contract" }),
      ),
    ).toEqual([
      [
        "URL scheme",
        "https:// (the API is HTTPS only)",
        "http:// (allowed by the console only because it is this machine)",
      ],
    ]);
    await expect(page.getByRole("region", { name: "Comparison" })).toContainText(/Status changed: 422/);
    await expect(page.getByRole("region", { name: "Comparison" })).toContainText("As imported");
  });
});
