import { expect, type Page } from "@playwright/test";
import { openConsole, pickAction, response } from "./fixtures";
import { FAILING_PLAYER, startMarketApi } from "./market-api";
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
});
