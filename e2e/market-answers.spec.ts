import { expect, type Locator, type Page } from "@playwright/test";
import { expectNoViolations, inSettings, openConsole, pickAction, response } from "./fixtures";
import { FAILING_PLAYER, REFUSED_PLAYER, startMarketApi } from "./market-api";
import { test } from "./own-sandbox";

// The money features on APIs that answer like the Indonesian top-up market: the verdict inside an
// HTTP 200, "Pending" / "Sukses" / "Gagal", whole Rupiah. Once on an API that is not the sandbox
// (e2e/market-api.ts, Digiflazz's answers), once on the sandbox's `sk_demo_rupiah`, in Indonesian.

const tracking = (page: Page) => page.getByRole("region", { name: "Order tracking" });
const MARKET_KEY = "sk_live_market";

/** Places one order through the confirmation, as a person would. */
async function placeOrder(page: Page, { product = "101", player = "123456789" } = {}) {
  await pickAction(page, "Place top-up order");
  await page.getByLabel(/product_id/).fill(product);
  await page.getByLabel(/user_id/).fill(player);
  await page.getByRole("button", { name: "Send" }).click();
  await page.getByRole("dialog", { name: "Place this order?" }).getByRole("button", { name: "Place order" }).click();
  await expect(response(page).getByRole("status")).toContainText(/\b200\b/);
}

test.describe("the market's answers, on an API that is not the sandbox", () => {
  test.beforeEach(async ({ page }) => {
    // The page's timers run on a clock each test moves: checks come without their real 2 s, 4 s waits.
    await page.clock.install();
  });

  test("an order answered Pending is followed to Sukses, and stops there", async ({ page }) => {
    const api = await startMarketApi({ pendingChecks: 2 });
    try {
      await openConsole(page, { baseUrl: api.baseUrl, key: MARKET_KEY });
      await placeOrder(page);
      const card = tracking(page).getByRole("article", { name: "Order TRX-0001" });
      await expect(card.getByRole("status")).toContainText("Status: Pending (not final) · 0 checks");
      await page.clock.runFor(2_100);
      await expect(card.getByRole("status")).toContainText("Status: Pending (not final) · 1 check");
      await page.clock.runFor(4_100);
      await expect(card).toContainText('Outcome: Final status "Sukses" (success) after 2 checks.');
      await expect(card.getByRole("button", { name: /^Stop/ })).toHaveCount(0);
      // Nothing more is asked once the word is final.
      await page.clock.runFor(60_000);
      const checks = api.received.filter((request) => request.path.startsWith("/v1/order_status"));
      expect(checks.map((request) => request.path)).toEqual([
        "/v1/order_status?order_id=TRX-0001",
        "/v1/order_status?order_id=TRX-0001",
      ]);
    } finally {
      await api.close();
    }
  });

  test("an order that ends Gagal is final as a failure, and the API refunds it", async ({ page }) => {
    const api = await startMarketApi({ pendingChecks: 1 });
    try {
      await openConsole(page, { baseUrl: api.baseUrl, key: MARKET_KEY });
      await placeOrder(page, { player: FAILING_PLAYER });
      const card = tracking(page).getByRole("article", { name: "Order TRX-0001" });
      await page.clock.runFor(2_100);
      await expect(card).toContainText('Outcome: Final status "Gagal" (failed) after 1 check.');
      // The API's own wallet: debited, then refunded.
      expect(api.ledger().map((entry) => [entry.type, entry.amount])).toEqual([
        ["Pembelian", 22_000],
        ["Refund", 22_000],
      ]);
    } finally {
      await api.close();
    }
  });

  test("a refusal inside an HTTP 200 is shown as one, and nothing is tracked or spent", async ({ page }) => {
    const api = await startMarketApi({ balance: 10_000 });
    try {
      await openConsole(page, { baseUrl: api.baseUrl, key: MARKET_KEY });
      await placeOrder(page);
      await expect(response(page).getByRole("status")).toContainText(
        "200 OK · the body says it failed: Saldo tidak cukup",
      );
      await expect(response(page).getByRole("status")).not.toContainText("the request worked");
      await page.clock.runFor(10_000);
      await expect(tracking(page).getByRole("article")).toHaveCount(0);
      // The API's own records: one order request, no debit, and the balance as it was.
      expect(api.orderRequests()).toHaveLength(1);
      expect(api.ledger()).toEqual([]);
      expect(api.balance()).toBe(10_000);
      // A refusal is definite: the next Send carries a new reference.
      const sent = api.orderRequests()[0]?.body as { reseller_ref?: string } | undefined;
      await expect(page.getByLabel(/reseller_ref/)).not.toHaveValue(sent?.reseller_ref ?? "");
    } finally {
      await api.close();
    }
  });
});

test("a batch of four is followed to its final words, and a row refused inside a 200 is never spent", async ({
  page,
}) => {
  const api = await startMarketApi({ pendingChecks: 1 });
  try {
    await openConsole(page, { baseUrl: api.baseUrl, key: MARKET_KEY });
    await page.getByRole("button", { name: "Batch orders" }).click();
    const batch = page.getByRole("region", { name: "Batch orders" });
    const rows = ["101,123456789,", "102,123456788,", `201,${FAILING_PLAYER},`, `101,${REFUSED_PLAYER},`];
    await batch.getByRole("textbox", { name: "CSV" }).fill(["product_id,user_id,zone_id", ...rows].join("\r\n"));
    await batch.getByRole("button", { name: "Read rows" }).click();
    await expect(batch.getByText("4 rows read.")).toBeVisible();
    await batch.getByRole("button", { name: "Dry run" }).click();
    await expect(batch.getByText(/^4 rows: 4 ready, 0 with problems/)).toBeVisible();
    await batch.getByRole("button", { name: "Place 4 orders" }).click();
    const dialog = page.getByRole("dialog", { name: "Place this batch?" });
    await dialog.getByRole("textbox", { name: "Type 4, the number of orders, to place them" }).fill("4");
    await dialog.getByRole("button", { name: "Place 4 orders" }).click();

    await expect(batch.getByText(/^Placed \d+, refused \d+, /)).toHaveText(
      "Placed 3, refused 1, paused for balance 0, unknown 0, sending 0, waiting 0.",
    );
    await expect(batch.getByText(/^Final status: /)).toHaveText(
      "Final status: succeeded 2, partly delivered 0, failed 1, refunded 0, still followed 0.",
    );
    await expect(batch.getByText(/^Spent as listed: /)).toHaveText("Spent as listed: IDR 85,000.");
    await expect(batch.getByText(/^Refunded as listed /)).toHaveText(
      "Refunded as listed (failed or refunded orders): IDR 19,000.",
    );
    await expect(batch.getByText("HTTP 200 · the body says it failed: Nomor tujuan salah")).toBeVisible();

    // The API's own records: each row asked for once, three debits, one refund, nothing for the refused row.
    const references = api.orderRequests().map((sent) => (sent.body as { reseller_ref?: string }).reseller_ref);
    expect(new Set(references).size).toBe(4);
    expect(references).toHaveLength(4);
    expect(api.ledger().map((entry) => [entry.type, entry.amount])).toEqual([
      ["Pembelian", 22_000],
      ["Pembelian", 44_000],
      ["Pembelian", 19_000],
      ["Refund", 19_000],
    ]);
  } finally {
    await api.close();
  }
});

/** The findings as a person reads them off the table: kind and order of each row, by order. */
async function findingRows(region: Locator, caption: string): Promise<string[][]> {
  const table = region.getByRole("table", { name: caption, exact: true });
  const rows = table.getByRole("row").filter({ has: table.page().getByRole("rowheader") });
  const read: string[][] = [];
  for (const row of await rows.all()) {
    read.push([
      (await row.getByRole("rowheader").textContent()) ?? "",
      (await row.getByRole("cell").first().textContent()) ?? "",
    ]);
  }
  return read.sort((a, b) => (a[1] ?? "").localeCompare(b[1] ?? ""));
}

test("a Rupiah wallet of the market reconciles to its two real troubles, none of its settled Sukses orders stuck", async ({
  page,
}) => {
  const api = await startMarketApi({ seed: "troubled" });
  try {
    await openConsole(page, { baseUrl: api.baseUrl, key: MARKET_KEY });
    // The API writes Jakarta's time without a zone: the person says so once, for this Base URL.
    await inSettings(page, (dialog) => dialog.getByLabel("Time zone of the API").selectOption("Asia/Jakarta"));
    await page.getByRole("button", { name: "Reconcile the wallet" }).click();
    const region = page.getByRole("region", { name: "Reconciliation", exact: true });
    await region.getByRole("button", { name: "Reconcile", exact: true }).click();
    await expect(region.getByRole("status").filter({ hasText: / checked: / })).toHaveText(
      "9 entries checked: 2 findings, IDR 63,000 at stake.",
    );
    expect(await findingRows(region, "Reconciliation findings")).toEqual([
      ["Refund missing", "TRX-S3"],
      ["Debited twice", "TRX-S5"],
    ]);
    // The API's own wallet holds exactly those troubles: TRX-S3 debited with no refund, TRX-S5 debited twice.
    const debits = (trx: string) => api.ledger().filter((entry) => entry.trx_id === trx && entry.type === "Pembelian");
    const refunds = (trx: string) => api.ledger().filter((entry) => entry.trx_id === trx && entry.type === "Refund");
    expect([debits("TRX-S3").length, refunds("TRX-S3").length, debits("TRX-S5").length]).toEqual([1, 0, 2]);
  } finally {
    await api.close();
  }
});

test.describe("sk_demo_rupiah in Bahasa Indonesia", () => {
  test.use({ locale: "id-ID" });

  const pelacakan = (page: Page) => page.getByRole("region", { name: "Pelacakan pesanan" });
  const respons = (page: Page) => response(page, "id");

  async function buatPesanan(page: Page, product: string) {
    await page.getByRole("radio", { name: "Buat pesanan isi ulang", exact: true }).check();
    await page.getByRole("combobox", { name: /product_id/ }).fill(product);
    await page.getByLabel(/user_id/).fill("123456789");
    await page.getByRole("button", { name: "Kirim" }).click();
    await page.getByRole("dialog", { name: "Buat pesanan ini?" }).getByRole("button", { name: "Buat pesanan" }).click();
    await expect(respons(page).getByRole("status")).toContainText(/\b200\b/);
  }

  test("an order is followed from Pending to Sukses, and a refusal in a 200 is said as one", async ({
    page,
    request,
    ownSandbox,
  }) => {
    await page.clock.install();
    await page.goto("./");
    await page.getByLabel("Base URL").fill(ownSandbox);
    await page.getByLabel("Kunci API", { exact: true }).fill("sk_demo_rupiah");

    await buatPesanan(page, "201");
    const card = pelacakan(page).getByRole("article", { name: /^Pesanan ord_\d+$/ });
    await expect(card.getByRole("status")).toContainText("Status: Pending (belum akhir) · 0 pengecekan");
    await page.clock.runFor(2_100);
    await expect(card.getByRole("status")).toContainText("Status: Pending (belum akhir) · 1 pengecekan");
    // The sandbox's clock moves on instead of a 15 s wait.
    const moved = await request.post(`${ownSandbox}/_sandbox/clock`, { data: { advance_ms: 15_000 } });
    expect(moved.status()).toBe(200);
    await page.clock.runFor(4_100);
    await expect(card).toContainText('Hasil: Status akhir "Sukses" (berhasil) setelah 2 pengecekan.');

    // An unknown package: the sandbox refuses it inside an HTTP 200, as the market does.
    await buatPesanan(page, "999");
    await expect(respons(page).getByRole("status")).toContainText("200 OK · isi jawaban menyatakan gagal:");
    await page.clock.runFor(10_000);
    await expect(pelacakan(page).getByRole("article")).toHaveCount(1);
  });
  test("a batch of four on sk_demo_rupiah is followed to Sukses and Gagal, in Rupiah", async ({
    page,
    request,
    ownSandbox,
  }) => {
    await page.clock.install();
    await page.goto("./");
    await page.getByLabel("Base URL").fill(ownSandbox);
    await page.getByLabel("Kunci API", { exact: true }).fill("sk_demo_rupiah");
    await page.getByRole("button", { name: "Pesanan massal" }).click();
    const batch = page.getByRole("region", { name: "Pesanan massal" });
    const rows = ["201,123456781,", "202,123456782,", "201,123456783,", "201,100000500,"];
    await batch.getByRole("textbox", { name: "CSV" }).fill(["product_id,user_id,zone_id", ...rows].join("\r\n"));
    await batch.getByRole("button", { name: "Baca baris" }).click();
    await batch.getByRole("button", { name: "Uji coba" }).click();
    await batch.getByRole("button", { name: "Buat 4 pesanan" }).click();
    const dialog = page.getByRole("dialog", { name: "Buat batch ini?" });
    await dialog.getByRole("textbox", { name: "Ketik 4, jumlah pesanan, untuk membuatnya" }).fill("4");
    await dialog.getByRole("button", { name: "Buat 4 pesanan" }).click();
    await expect(batch.getByText(/^Status akhir: /)).toContainText("masih diikuti 4");

    // The sandbox's clock moves past its 15 s, and the page's past the follower's next checks.
    const moved = await request.post(`${ownSandbox}/_sandbox/clock`, { data: { advance_ms: 16_000 } });
    expect(moved.status()).toBe(200);
    await page.clock.runFor(40_000);
    await expect(batch.getByText(/^Status akhir: /)).toHaveText(
      "Status akhir: berhasil 3, sukses sebagian 0, gagal 1, dikembalikan 0, masih diikuti 0.",
    );
    await expect(batch.getByText(/^Terpakai sesuai daftar: /)).toHaveText(/^Terpakai sesuai daftar: Rp\s?111\.000\.$/);
    await expect(batch.getByText(/^Dikembalikan sesuai daftar /)).toHaveText(/Rp\s?15\.000\.$/);

    // The sandbox's own wallet: four debits of this batch, and the failed order refunded.
    const auth = { Authorization: "Bearer sk_demo_rupiah" };
    const wallet = await request.get(`${ownSandbox}/wallet_history?limit=100`, { headers: auth });
    const entries = ((await wallet.json()).data as { type: string; amount: number; description?: string }[]).slice(
      0,
      5,
    );
    expect(entries.filter((entry) => entry.type === "Debit")).toHaveLength(4);
    expect(entries.filter((entry) => entry.type === "Refund").map((entry) => entry.amount)).toEqual([15_000]);
  });
  test("sk_demo_rupiah's wallet reconciles to its two troubles, in Rupiah", async ({ page, ownSandbox }) => {
    await page.goto("./");
    await page.getByLabel("Base URL").fill(ownSandbox);
    await page.getByLabel("Kunci API", { exact: true }).fill("sk_demo_rupiah");
    await page.getByRole("button", { name: "Cocokkan saldo dompet" }).click();
    const region = page.getByRole("region", { name: "Rekonsiliasi", exact: true });
    await region.getByRole("button", { name: "Cocokkan", exact: true }).click();
    await expect(region.getByRole("status").filter({ hasText: / diperiksa: / })).toHaveText(
      /^9 entri diperiksa: 2 temuan, Rp\s?221\.000 dipertaruhkan\.$/,
    );
    expect(await findingRows(region, "Temuan rekonsiliasi")).toEqual([
      ["Didebit dua kali", "ord_000003"],
      ["Refund tidak ada", "ord_000004"],
    ]);
  });
});

test.describe("the answer map, as axe reads it", () => {
  for (const [size, scheme, locale] of [
    [{ width: 1280, height: 800 }, "light", "en-US"],
    [{ width: 390, height: 844 }, "dark", "id-ID"],
  ] as const) {
    test.describe(`${size.width}×${size.height}, ${scheme}, ${locale}`, () => {
      test.use({ viewport: size, colorScheme: scheme, locale });

      test("a refusal inside a 200, a placed order, a word corrected, and Settings' corrections", async ({ page }) => {
        const en = locale === "en-US";
        await page.goto("./");
        await page.getByLabel(en ? "API key" : "Kunci API", { exact: true }).fill("sk_demo_rupiah");
        await pickAction(page, en ? "Place top-up order" : "Buat pesanan isi ulang", en ? "en" : "id");
        const map = page.getByRole("region", {
          name: en ? "How the console read this answer" : "Cara konsol membaca jawaban ini",
        });
        const place = async (product: string) => {
          await page.getByLabel(/product_id/).fill(product);
          await page.getByLabel(/user_id/).fill("123456789");
          await page.getByRole("button", { name: en ? "Send" : "Kirim" }).click();
          await page
            .getByRole("dialog")
            .getByRole("button", { name: en ? "Place order" : "Buat pesanan" })
            .click();
        };
        await place("999");
        await expect(map).toContainText(en ? "Refused inside a 200" : "200");
        await expectNoViolations(page, "the map of a refusal inside a 200");

        await place("201");
        await expect(map).toContainText("data.trx_id");
        await map.getByRole("combobox", { name: en ? "This word means" : "Arti kata ini" }).selectOption("success");
        await map.getByRole("button", { name: en ? "Save what “Pending” means" : "Simpan arti “Pending”" }).click();
        await expect(
          map.getByText(en ? "Saved: “Pending” now means final success." : /^Tersimpan: “Pending” sekarang berarti /),
        ).toBeVisible();
        await expectNoViolations(page, "the map with a correction saved");

        await page.getByRole("button", { name: en ? "Settings" : "Setelan", exact: true }).click();
        const dialog = page.getByRole("dialog", { name: en ? "Settings" : "Setelan" });
        await expect(dialog).toContainText(en ? "Corrections of how answers are read" : "Koreksi cara membaca jawaban");
        await expect(dialog).toContainText("pending");
        await expectNoViolations(page, "Settings with a correction kept");
      });
    });
  }
});
