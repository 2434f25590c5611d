import { expect, type Page, test } from "@playwright/test";
import {
  axeViolations,
  type ConsoleLanguage,
  expectNoViolations,
  FUNDED_KEY,
  inSettings,
  openConsole,
  pickAction,
  response,
  SANDBOX_URL,
} from "./fixtures";
import { test as withOwnSandbox } from "./own-sandbox";

// axe (WCAG 2.1 A and AA) reads each distinct state of the screen once. The states are spread over
// the eight pairings of colour scheme × screen size × language, so every pairing is read somewhere
// (docs/testing.md has the table) instead of every state in all eight.

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

interface Pairing {
  scheme: "light" | "dark";
  size: typeof DESKTOP;
  language: ConsoleLanguage;
}

/** A describe block whose tests run in one pairing: the browser asks for that scheme, size and language. */
function inPairing({ scheme, size, language }: Pairing, tests: () => void) {
  test.describe(`${scheme}, ${size.width}×${size.height}, ${language === "en" ? "English" : "Indonesian"}`, () => {
    test.use({ colorScheme: scheme, viewport: size, locale: language === "en" ? "en-US" : "id-ID" });
    tests();
  });
}

/** The console in Indonesian, pointed at the standalone sandbox with the funded key. */
async function openInIndonesian(page: Page) {
  await page.goto("./");
  await expect(page.locator("html")).toHaveAttribute("lang", "id-ID");
  await page.getByLabel("Base URL").fill(SANDBOX_URL);
  await page.getByLabel("Kunci API", { exact: true }).fill(FUNDED_KEY);
}

const respons = (page: Page) => response(page, "id");

async function sendAndSee(page: Page, button = "Send", region = response(page)) {
  await page.getByRole("button", { name: button }).click();
  await expect(region.getByRole("status")).toContainText(/\b20\d\b/);
}

test("the check itself finds what is wrong: a field without a label, text without contrast", async ({ page }) => {
  await page.setContent(
    '<html lang="en"><title>Planted</title><main><input><p style="color:#eee;background:#fff">faint</p></main></html>',
  );
  const rules = (await axeViolations(page, "on a planted page")).map((violation) => violation.rule);
  expect(rules).toEqual(expect.arrayContaining(["label", "color-contrast"]));
  // The check runs again on the same document, with axe already in it, and still reads the page.
  await page.getByRole("textbox").evaluate((input) => input.setAttribute("aria-label", "Planted"));
  expect((await axeViolations(page, "with the label added")).map((violation) => violation.rule)).toEqual([
    "color-contrast",
  ]);
});

inPairing({ scheme: "light", size: DESKTOP, language: "en" }, () => {
  test("the first screen, an answer, its snippets, and a 4xx under the fields", async ({ page }) => {
    await openConsole(page, { baseUrl: "" });
    await expectNoViolations(page, "on the first screen");
    await pickAction(page, "List games");
    await sendAndSee(page);
    await expectNoViolations(page, "with an answer");
    await page.getByText("Show snippet").click();
    await expect(page.getByRole("button", { name: /^Copy/ }).first()).toBeVisible();
    await expectNoViolations(page, "with the snippets open");
    await pickAction(page, "Check order status");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByLabel(/^order_id/)).toHaveAttribute("aria-invalid", "true");
    await expectNoViolations(page, "with a 4xx under the fields");
  });

  test("the pickers: a list open, a zone a game needs, and a list that could not be had", async ({ page }) => {
    await openConsole(page);
    await pickAction(page, "Place top-up order");
    await page.getByRole("combobox", { name: /product_id/ }).focus();
    await page.keyboard.press("ArrowDown");
    const listbox = page.getByRole("listbox", { name: "Packages" });
    await expect(listbox.getByRole("option")).toHaveCount(14);
    await page.keyboard.press("ArrowDown");
    await expect(listbox.getByRole("option", { selected: true })).toBeVisible();
    await expectNoViolations(page, "with the package list open");
    await page.keyboard.press("Enter");
    await expect(page.locator("label", { hasText: "zone_id" })).toContainText("(required for Arena of Legends)");
    await expectNoViolations(page, "with a zone the chosen game needs");
    await page.getByLabel("API key", { exact: true }).fill("not-a-real-key");
    await pickAction(page, "List packages");
    await page.getByRole("combobox", { name: /game_id/ }).focus();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByText(/^No list: the API answered 401/)).toBeVisible();
    await expectNoViolations(page, "with a list that could not be had");
  });
});

inPairing({ scheme: "dark", size: DESKTOP, language: "en" }, () => {
  test("the response views: Pretty, Tree, the Table filtered and sorted with an offer open, Headers", async ({
    page,
  }) => {
    await openConsole(page);
    await pickAction(page, "List packages");
    await sendAndSee(page);
    await response(page).getByRole("tab", { name: "Pretty" }).click();
    await expectNoViolations(page, "with the Pretty view");
    await response(page).getByRole("tab", { name: "Tree" }).click();
    await response(page).getByText("data", { exact: true }).click();
    await expectNoViolations(page, "with the Tree view");
    await response(page).getByRole("tab", { name: "Table" }).click();
    await response(page).getByRole("searchbox", { name: "Filter rows" }).fill("credits");
    const price = response(page).getByRole("columnheader", { name: "price" });
    await price.getByRole("button").click();
    await expect(price).toHaveAttribute("aria-sort", "ascending");
    await expect(response(page).getByText(/^\d+ of 14 rows in data$/)).toBeVisible();
    await response(page).getByRole("table").getByText("More").first().click();
    await expectNoViolations(page, "with the records table filtered and sorted");
    await response(page).getByRole("tab", { name: "Headers" }).click();
    await expectNoViolations(page, "with the Headers view");
  });

  test("values used from a response: the offers of a validated player, and the form they open", async ({ page }) => {
    await openConsole(page);
    await pickAction(page, "Validate player ID");
    await page.getByLabel(/game_id/).fill("1");
    await page.getByLabel(/user_id/).fill("123456789");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(response(page).getByRole("button", { name: "Place an order for this player" })).toBeVisible();
    await response(page).getByRole("tab", { name: "Tree" }).click();
    await response(page).getByText("data", { exact: true }).click();
    await expect(response(page).getByRole("button", { name: /^Order for this player \(/ })).toBeVisible();
    await expectNoViolations(page, "with the offers of a validated player");
    await response(page).getByRole("button", { name: "Place an order for this player" }).click();
    await expect(page.getByText(/^From the Validate player ID response of /)).toBeVisible();
    await expectNoViolations(page, "with a form opened from a response");
  });
});

inPairing({ scheme: "light", size: PHONE, language: "en" }, () => {
  test("the dialogs: import, a command it could not read, its notes, another host, the order confirmation", async ({
    page,
  }) => {
    await openConsole(page);
    await page.getByRole("button", { name: "Import cURL" }).click();
    await expect(page.getByRole("dialog", { name: "Import a cURL command" })).toBeVisible();
    await expectNoViolations(page, "with the import dialog");
    await page.getByLabel("cURL command", { exact: true }).fill("curl --frobnicate https://api.example.com/v1/games");
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText("--frobnicate is not an option of curl.");
    await expectNoViolations(page, "with a command the import could not read");
    // Nothing is sent: the command's host is only looked at, then declined.
    await page.getByLabel("cURL command", { exact: true }).fill("curl -sL https://api.example.com/v1/games -A agent");
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await expect(page.getByText("-L: the browser follows redirects itself.")).toBeVisible();
    await expectNoViolations(page, "with the notes of an import");
    await page.getByRole("button", { name: "Use this base URL…" }).click();
    await expect(page.getByRole("dialog", { name: "Send requests to api.example.com?" })).toBeVisible();
    await expectNoViolations(page, "with the base URL dialog");
    await page.keyboard.press("Escape");
    await pickAction(page, "Place top-up order");
    await page.getByLabel(/product_id/).fill("201");
    await page.getByLabel(/user_id/).fill("12345");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("dialog", { name: "Place this order?" })).toBeVisible();
    await expectNoViolations(page, "with the order confirmation");
  });
  withOwnSandbox(
    "Reconciliation: the findings of sk_demo_anomalies, one marked on the line, on a phone and on a desktop",
    async ({ page, ownSandbox }) => {
      await openConsole(page, { key: "sk_demo_anomalies", baseUrl: ownSandbox });
      await page.getByRole("button", { name: "Reconcile the wallet" }).click();
      const region = page.getByRole("region", { name: "Reconciliation", exact: true });
      await region.getByRole("button", { name: "Reconcile", exact: true }).click();
      const findings = region.getByRole("table", { name: "Reconciliation findings" });
      await expect(findings.getByRole("rowheader")).toHaveCount(5);
      await findings.getByRole("button", { name: "Wrong amount" }).click();
      await expect(findings.getByRole("button", { name: "Wrong amount" })).toHaveAttribute("aria-pressed", "true");
      await expect(region.getByRole("img", { name: "Running balance" })).toBeVisible();
      await expectNoViolations(page, "with the reconciliation's findings on a phone");
      // The same results laid out for a wide screen, the chart redrawn at its width.
      await page.setViewportSize(DESKTOP);
      await expect(region.getByRole("img", { name: "Running balance" })).toBeVisible();
      await expectNoViolations(page, "with the reconciliation's findings on a desktop");
    },
  );
});

inPairing({ scheme: "dark", size: PHONE, language: "en" }, () => {
  test("the Contract check: findings, the fix as a diff, the send-both dialog, both compared", async ({ page }) => {
    await openConsole(page);
    await page.getByRole("button", { name: "Import cURL" }).click();
    await page
      .getByLabel("cURL command", { exact: true })
      .fill(
        `curl ${SANDBOX_URL}/orders -H 'Authorization: Bearer  sk_demo_funded' -H 'Content-Type: text/plain' -d '{"product_id":"201","user_id":1}'`,
      );
    await page.getByRole("button", { name: "Import", exact: true }).click();
    const contract = page.getByRole("region", { name: "Contract check" });
    await expect(contract.getByRole("table", { name: "Differences from the contract" })).toBeVisible();
    await expectNoViolations(page, "with contract findings and a raw body with its Content-Type");
    await contract.getByRole("button", { name: "Fix to match the contract" }).click();
    const changes = contract.getByRole("region", { name: "Changes made by the fix" });
    await expect(changes.getByRole("table")).toBeVisible();
    await expectNoViolations(page, "with the fix shown as a diff");
    await changes.getByRole("button", { name: "Send both and compare" }).click();
    await expect(page.getByRole("dialog", { name: "Send both requests?" })).toBeVisible();
    await expectNoViolations(page, "with the send-both dialog");
    await page.getByRole("button", { name: "Send both", exact: true }).click();
    await expect(changes.getByRole("region", { name: "Comparison" })).toContainText("Status changed");
    await contract.getByRole("button", { name: "Copy ticket report" }).click();
    await expectNoViolations(page, "with both compared and the ticket tools");
  });
  withOwnSandbox(
    "Batch orders: rows checked by a dry run, the confirmation, and a batch with unknown rows",
    async ({ page, request, ownSandbox }) => {
      await openConsole(page, { baseUrl: ownSandbox });
      await page.getByRole("button", { name: "Batch orders" }).click();
      const batch = page.getByRole("region", { name: "Batch orders" });
      await batch
        .getByRole("textbox", { name: "CSV" })
        .fill("product_id,user_id\n201,123456789\n202,123456790\n999,1\n203,123456791\n204,123456792");
      await batch.getByRole("button", { name: "Read rows" }).click();
      await batch.getByRole("button", { name: "Dry run" }).click();
      await expect(batch.getByText(/^5 rows: 4 ready/)).toBeVisible();
      await expectNoViolations(page, "with a dry run's verdicts");
      await batch.getByRole("button", { name: "Place 4 orders" }).click();
      const dialog = page.getByRole("dialog", { name: "Place this batch?" });
      await expect(dialog).toBeVisible();
      await expectNoViolations(page, "with the batch confirmation");
      // Every other request fails with a 500: those orders' fate is unknown.
      await request.post(`${ownSandbox}/_sandbox/faults`, { data: { rate: 0.5, kinds: ["server_error"], seed: 3 } });
      await dialog.getByRole("textbox").fill("4");
      await dialog.getByRole("button", { name: "Place 4 orders" }).click();
      await expect(batch.getByText("The batch has finished.")).toBeVisible();
      await expect(batch.getByRole("button", { name: /^Send again with the same reference/ }).first()).toBeVisible();
      await expectNoViolations(page, "with a batch placed, some rows unknown");
    },
  );
});

inPairing({ scheme: "light", size: DESKTOP, language: "id" }, () => {
  test("Pelacakan pesanan: an order tracked, then stopped", async ({ page }) => {
    // The page's own timers run on a clock the test moves: the first check comes without a 2 s wait.
    await page.clock.install();
    await openInIndonesian(page);
    await page.getByRole("radio", { name: "Buat pesanan isi ulang", exact: true }).check();
    await page.getByLabel(/product_id/).fill("201");
    await page.getByLabel(/user_id/).fill("123456789");
    await page.getByRole("button", { name: "Kirim" }).click();
    await page.getByRole("dialog", { name: "Buat pesanan ini?" }).getByRole("button", { name: "Buat pesanan" }).click();
    await expect(respons(page).getByRole("status")).toContainText(/\b20\d\b/);
    const card = page.getByRole("region", { name: "Pelacakan pesanan" }).getByRole("article");
    await expect(card.getByRole("status")).toContainText("0 pengecekan");
    await page.clock.runFor(2_100);
    await expect(card.getByRole("status")).toContainText("1 pengecekan");
    await expectNoViolations(page, "with an order being tracked");
    await card.getByRole("button", { name: /^Hentikan pelacakan/ }).click();
    await expect(card).toContainText("Dihentikan oleh Anda.");
    await expectNoViolations(page, "with a stopped order");
  });

  test("Riwayat: an entry open, and two answers compared", async ({ page }) => {
    await openInIndonesian(page);
    await sendAndSee(page, "Kirim", respons(page));
    await sendAndSee(page, "Kirim", respons(page));
    await page.getByRole("button", { name: "Riwayat", exact: true }).click();
    const history = page.getByRole("region", { name: "Riwayat" });
    await history
      .getByRole("button", { name: /^Buka / })
      .first()
      .click();
    const entry = history.getByRole("region", { name: /^Entri: / });
    await expect(entry.getByRole("heading", { name: "Permintaan" })).toBeVisible();
    await expectNoViolations(page, "with Riwayat and an entry open");
    const picked = history.getByRole("checkbox", { name: /^Pilih / });
    await picked.nth(0).check();
    await picked.nth(1).check();
    await history.getByRole("button", { name: "Bandingkan yang dipilih" }).click();
    await expect(history.getByRole("region", { name: "Perbandingan" })).toBeVisible();
    await expectNoViolations(page, "with a comparison");
  });
});

inPairing({ scheme: "dark", size: DESKTOP, language: "id" }, () => {
  test("the ledger (Mutasi), the sales chart (Grafik), and a request that failed", async ({ page }) => {
    await openInIndonesian(page);
    await pickAction(page, "Riwayat transaksi saldo", "id");
    await sendAndSee(page, "Kirim", respons(page));
    await respons(page).getByRole("tab", { name: "Mutasi" }).click();
    await expect(respons(page).getByRole("table", { name: /^Mutasi dompet/ })).toBeVisible();
    await expectNoViolations(page, "with the ledger");
    await pickAction(page, "Statistik penjualan", "id");
    await sendAndSee(page, "Kirim", respons(page));
    await respons(page).getByRole("tab", { name: "Grafik" }).click();
    await expect(respons(page).getByRole("img", { name: /^Grafik penjualan/ })).toBeVisible();
    await expectNoViolations(page, "with the sales chart");
    // Nothing listens there: the request fails before any answer, and the console says why.
    await page.getByLabel("Base URL").fill("http://127.0.0.1:9/v1");
    await page.getByRole("button", { name: "Kirim" }).click();
    await expect(respons(page).getByRole("alert").getByRole("heading", { level: 3 })).toBeVisible();
    await expectNoViolations(page, "with a failed request explained");
  });
});

inPairing({ scheme: "dark", size: PHONE, language: "id" }, () => {
  test("Setelan, the demo keys, and a config.json with mistakes", async ({ page }) => {
    // The embedded sandbox, where the demo keys are offered.
    await page.goto("./");
    await page.getByRole("button", { name: "Pakai kunci demo" }).click();
    await inSettings(page, () => expectNoViolations(page, "with Setelan open"), "id");
    await page.getByRole("button", { name: "Kunci demo lainnya" }).click();
    await expect(page.getByRole("heading", { name: "Kunci demo" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Pakai sk_demo_history" })).toBeVisible();
    await expectNoViolations(page, "with the demo keys open");

    const broken = {
      environments: [{ name: "Prod", baseUrl: "http://api.example.com/v1", baseURl: "/v1", live: true }],
      defaultEnvironment: "Production",
    };
    await page.route("**/config.json", (route) =>
      route.fulfill({ contentType: "application/json", body: JSON.stringify(broken) }),
    );
    await page.reload();
    const alert = page.getByRole("alert", {
      name: "config.json berisi 3 kesalahan, jadi hanya mode demo yang tersedia.",
    });
    await expect(alert.getByRole("listitem")).toHaveCount(3);
    await expectNoViolations(page, "with the config.json mistakes listed");
  });
});

inPairing({ scheme: "light", size: PHONE, language: "id" }, () => {
  test("a field error, the raw body being edited, and the records table (Tabel) on a phone", async ({ page }) => {
    await openInIndonesian(page);
    await pickAction(page, "Buat pesanan isi ulang", "id");
    await page.getByLabel(/user_id/).fill("12 34");
    await page.getByLabel(/user_id/).press("Tab");
    await expect(
      page.getByRole("alert").filter({ hasText: "Hanya angka (0-9), tanpa spasi atau tanda" }),
    ).toBeVisible();
    await expectNoViolations(page, "with a field error");
    await page.getByRole("checkbox", { name: "Ubah body JSON mentah" }).check();
    await page.getByRole("textbox", { name: "Body JSON mentah" }).fill('{"product_id": 201, "user_id": "123456789"');
    await expect(page.getByText(/Isinya bukan JSON yang valid\./)).toBeVisible();
    await expectNoViolations(page, "with the raw body being edited");

    await pickAction(page, "Daftar paket", "id");
    await sendAndSee(page, "Kirim", respons(page));
    await respons(page).getByRole("tab", { name: "Tabel" }).click();
    await respons(page).getByLabel("Filter baris").fill("Credits");
    await expect(respons(page).getByText(/^\d+ dari \d+ baris di data$/)).toBeVisible();
    await expectNoViolations(page, "with the records table on a phone");
  });
});

test("a whole flow by keyboard alone: key, action, fields, send, status", async ({ page }) => {
  await page.goto("./");
  await page.getByLabel("Base URL").focus();
  await page.keyboard.press("Control+A");
  await page.keyboard.type(SANDBOX_URL);
  await page.getByLabel("API key", { exact: true }).focus();
  await page.keyboard.type("sk_demo_funded");
  // Into the action list, then down to List packages with the arrow keys.
  await page.getByRole("radio", { name: "Check wallet balance" }).focus();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("radio", { name: "List packages" })).toBeChecked();
  await page.keyboard.press("Tab");
  await expect(page.getByLabel(/game_id/)).toBeFocused();
  await page.keyboard.type("3");
  await page.keyboard.press("Control+Enter");
  await expect(response(page).getByRole("status")).toContainText("200 OK");
  await expect(response(page)).toContainText("/v1/products?game_id=3");
});

test("the Theme switch pins dark or light over the system's choice, and both stay axe-clean", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await openConsole(page);
  const background = () =>
    page.evaluate(() => getComputedStyle(document.body.parentElement as HTMLElement).backgroundColor);
  expect(await background()).toBe("rgb(255, 255, 255)");
  await inSettings(page, (dialog) => dialog.getByLabel("Theme").selectOption("dark"));
  expect(await background()).toBe("rgb(13, 17, 23)");
  await expectNoViolations(page, "with the dark theme chosen");
  await page.reload();
  await inSettings(page, (dialog) => expect(dialog.getByLabel("Theme")).toHaveValue("dark"));
  expect(await background()).toBe("rgb(13, 17, 23)");
  await page.emulateMedia({ colorScheme: "dark" });
  await inSettings(page, (dialog) => dialog.getByLabel("Theme").selectOption("light"));
  expect(await background()).toBe("rgb(255, 255, 255)");
  await expectNoViolations(page, "with the light theme chosen on a dark system");
});
