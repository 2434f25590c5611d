import { expect, test } from "@playwright/test";
import {
  expectNoViolations,
  FUNDED_KEY,
  inSettings,
  openConsole,
  pickAction,
  placeOrder,
  response,
  SANDBOX_URL,
} from "./fixtures";

// Each axe pass reads the whole page; several in one test need more than the default time.
test.describe.configure({ timeout: 120_000 });

for (const scheme of ["light", "dark"] as const) {
  test.describe(`axe, ${scheme} colour scheme`, () => {
    test.use({ colorScheme: scheme });

    test("the main screen, with a response, with the snippets open", async ({ page }) => {
      await openConsole(page);
      await expectNoViolations(page, "on the main screen");
      await pickAction(page, "List games");
      await page.getByRole("button", { name: "Send" }).click();
      await expect(response(page).getByRole("status")).toContainText("200 OK");
      await expectNoViolations(page, "with a response shown");
      for (const tab of ["Pretty", "Tree", "Table", "Headers"]) {
        await response(page).getByRole("tab", { name: tab }).click();
        await expectNoViolations(page, `with the ${tab} view`);
      }
      await page.getByText("Show snippet").click();
      await expectNoViolations(page, "with the snippets open");
    });

    test("the records table: filtered, sorted, an offer's More open, wide and on a phone", async ({ page }) => {
      await openConsole(page);
      await pickAction(page, "List packages");
      await page.getByRole("button", { name: "Send" }).click();
      await response(page).getByRole("tab", { name: "Table" }).click();
      await response(page).getByRole("searchbox", { name: "Filter rows" }).fill("credits");
      const price = response(page).getByRole("columnheader", { name: "price" });
      await price.getByRole("button").click();
      await expect(price).toHaveAttribute("aria-sort", "ascending");
      await expect(response(page).getByText(/^\d+ of 14 rows in data$/)).toBeVisible();
      await response(page).getByRole("table").getByText("More").first().click();
      await expectNoViolations(page, "with the records table filtered and sorted");
      await page.setViewportSize({ width: 390, height: 844 });
      await expectNoViolations(page, "with the records table on a phone");
    });

    test("the dialogs: import, another host's base URL and order confirmation", async ({ page }) => {
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

    test("the History panel, with an entry open and a comparison", async ({ page }) => {
      await openConsole(page);
      await page.getByRole("button", { name: "Send" }).click();
      await expect(response(page).getByRole("status")).toContainText("200 OK");
      await page.getByRole("button", { name: "History", exact: true }).click();
      const history = page.getByRole("region", { name: "History" });
      await history.getByRole("button", { name: /^Open / }).click();
      const entry = history.getByRole("region", { name: /^Entry: / });
      await expect(entry.getByRole("document", { name: "Raw body" })).toBeVisible();
      await expectNoViolations(page, "with the History panel and an entry open");
      await entry.getByRole("button", { name: "Compare with the current response" }).click();
      await expect(history.getByRole("region", { name: "Comparison" })).toContainText("Same status: 200 OK");
      await expectNoViolations(page, "with a comparison");
    });

    test("the Contract check: findings, the fix as a diff, both sent and compared, the send-both dialog", async ({
      page,
    }) => {
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

    test("the wallet's Ledger and the sales Chart", async ({ page }) => {
      await openConsole(page);
      await pickAction(page, "Wallet transactions log");
      await page.getByRole("button", { name: "Send" }).click();
      await response(page).getByRole("tab", { name: "Ledger" }).click();
      await expect(response(page).getByRole("table", { name: /^Wallet ledger/ })).toBeVisible();
      await expectNoViolations(page, "with the Ledger view");
      await pickAction(page, "Sales stats");
      await page.getByRole("button", { name: "Send" }).click();
      await response(page).getByRole("tab", { name: "Chart" }).click();
      await expect(response(page).getByRole("img", { name: /^Sales chart/ })).toBeVisible();
      await expectNoViolations(page, "with the sales Chart");
    });

    test("values used from a response: the offers in the Tree, the validate offer, the form they open", async ({
      page,
    }) => {
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

    test("the Order tracking region, tracking and stopped", async ({ page }) => {
      await openConsole(page);
      await placeOrder(page);
      const card = page.getByRole("region", { name: "Order tracking" }).getByRole("article");
      await expect(card.getByRole("status")).toContainText("1 check");
      await expectNoViolations(page, "with an order being tracked");
      await card.getByRole("button", { name: /^Stop tracking/ }).click();
      await expect(card).toContainText("Outcome: Stopped by you.");
      await expectNoViolations(page, "with a stopped order");
    });

    test("a config.json with mistakes: the box that lists every one", async ({ page }) => {
      const broken = {
        environments: [{ name: "Prod", baseUrl: "http://api.example.com/v1", baseURl: "/v1", live: true }],
        defaultEnvironment: "Production",
      };
      await page.route("**/config.json", (route) =>
        route.fulfill({ contentType: "application/json", body: JSON.stringify(broken) }),
      );
      await page.goto("./");
      const alert = page.getByRole("alert", { name: "config.json has 3 mistakes, so only demo mode is available." });
      await expect(alert.getByRole("listitem")).toHaveCount(3);
      await expectNoViolations(page, "with the config.json mistakes listed");
    });

    test("a form with errors, and a failure", async ({ page }) => {
      await openConsole(page, { baseUrl: "http://127.0.0.1:9/v1" });
      await pickAction(page, "Validate player ID");
      await page.getByRole("button", { name: "Send" }).click();
      await expect(page.getByRole("alert").first()).toBeVisible();
      await expectNoViolations(page, "with field errors");
      await page.getByLabel(/game_id/).fill("1");
      await page.getByLabel(/user_id/).fill("1");
      await page.getByRole("button", { name: "Send" }).click();
      await expect(response(page).getByRole("alert")).toBeVisible();
      await expectNoViolations(page, "with a network failure explained");
    });
  });
}

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

test.describe("axe in Bahasa Indonesia", () => {
  // A browser whose first language is Indonesian: the console starts in it.
  test.use({ locale: "id-ID" });

  test("the main screen, a response, Setelan and the order confirmation", async ({ page }) => {
    await page.goto("./");
    await page.getByLabel("Base URL").fill(SANDBOX_URL);
    await page.getByLabel("Kunci API", { exact: true }).fill(FUNDED_KEY);
    await expect(page.locator("html")).toHaveAttribute("lang", "id-ID");
    await expectNoViolations(page, "on the main screen in Indonesian");
    await page.getByRole("button", { name: "Kirim" }).click();
    await expect(page.getByRole("region", { name: "Respons" }).getByRole("status")).toContainText("200 OK");
    await expectNoViolations(page, "with a response in Indonesian");
    await page.getByRole("button", { name: "Setelan", exact: true }).click();
    await expect(page.getByRole("dialog", { name: "Setelan" })).toBeVisible();
    await expectNoViolations(page, "with Setelan open");
    await page.getByRole("button", { name: "Selesai" }).click();
    await page.getByRole("radio", { name: "Buat pesanan isi ulang", exact: true }).check();
    await page.getByLabel(/product_id/).fill("201");
    await page.getByLabel(/user_id/).fill("12345");
    await page.getByRole("button", { name: "Kirim" }).click();
    await expect(page.getByRole("dialog", { name: "Buat pesanan ini?" })).toBeVisible();
    await expectNoViolations(page, "with the order confirmation in Indonesian");
  });
});
