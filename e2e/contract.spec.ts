import { readFileSync } from "node:fs";
import { expect, type Page, type Request, test } from "@playwright/test";
import { FUNDED_KEY, inSettings, openConsole, pickAction, response, SANDBOX_URL } from "./fixtures";

const contract = (page: Page) => page.getByRole("region", { name: "Contract check" });

/** The cells of a table's body rows, as text, for whole-table assertions. */
async function cells(table: ReturnType<Page["getByRole"]>) {
  await expect(table).toBeVisible();
  return table
    .locator("tbody tr")
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent ?? "")),
    );
}

// What a customer pasted into a ticket: the key with two spaces after Bearer, the package id as a
// string, the player id as a number, a field the API does not have, sent to the REST path.
const BODY = '{"product_id":"201","user_id":123456789,"reseller_ref":"cust-ticket-1","coupon":"SPRING"}';
const CUSTOMER = `curl '${SANDBOX_URL}/orders' \\
  -H 'Authorization: Bearer  ${FUNDED_KEY}' \\
  -H 'Content-Type: application/json' \\
  --data-raw '${BODY}'`;

test("a customer's order: the contract check finds each defect, the fix is sent beside it, compared, and reported without the key", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await openConsole(page);
  const orders: Request[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith(SANDBOX_URL) && request.method() === "POST") orders.push(request);
  });

  // A fresh, untouched form is not judged: the check is offered, not given.
  await pickAction(page, "Place top-up order");
  await expect(page.getByRole("button", { name: "Check against the contract" })).toBeVisible();
  await expect(contract(page)).toHaveCount(0);

  await page.getByRole("button", { name: "Import cURL" }).click();
  await page.getByLabel("cURL command", { exact: true }).fill(CUSTOMER);
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(page.getByRole("radio", { name: "Place top-up order" })).toBeChecked();
  // Replayed as imported: the body stays as pasted, the fields show what it says.
  await expect(page.getByLabel("Raw JSON body", { exact: true })).toHaveValue(BODY);
  await expect(page.getByLabel(/product_id/)).toHaveValue("201");
  await expect(page.getByLabel(/product_id/)).toBeDisabled();

  const findings = contract(page).getByRole("table", { name: "Differences from the contract" });
  expect(await cells(findings)).toEqual([
    [
      "URL scheme",
      "https:// (the API is HTTPS only)",
      "http:// (allowed by the console only because it is this machine)",
    ],
    ["path", "/create_order (console paths, as Embedded sandbox uses)", "/orders (REST paths)"],
    ["Authorization header", "Bearer, one space, the key", "two spaces after Bearer"],
    ["product_id", "an integer (JSON number)", 'string "201"'],
    ["user_id", "a string of digits", "number 123456789"],
    ["coupon", "only the fields of Place top-up order (product_id, user_id, zone_id, reseller_ref)", 'string "SPRING"'],
  ]);
  expect(orders).toEqual([]);

  await contract(page).getByRole("button", { name: "Fix to match the contract" }).click();
  await expect(page.getByText(/^Fixed to match the contract\./)).toBeVisible();
  await inSettings(page, (dialog) => expect(dialog.getByLabel("Path style")).toHaveValue("console"));
  await expect(page.getByLabel(/product_id/)).toBeEnabled();
  await expect(page.getByLabel(/user_id/)).toHaveValue("123456789");
  // Only plain http on this machine is left, and the console says why it stays.
  expect(await cells(findings)).toEqual([
    [
      "URL scheme",
      "https:// (the API is HTTPS only)",
      "http:// (allowed by the console only because it is this machine)",
    ],
  ]);
  const changes = contract(page).getByRole("region", { name: "Changes made by the fix" });
  const diff = changes.getByRole("table", { name: "Changes from as imported to the fixed request" });
  const reference = await page.getByLabel(/reseller_ref/).inputValue();
  expect(await cells(diff)).toEqual([
    ["URL", "changed", `${SANDBOX_URL}/orders`, `${SANDBOX_URL}/create_order`],
    ["Authorization", "changed", "Bearer  ••••••••nded", "Bearer ••••••••nded"],
    ["body.product_id", "changed", '"201"', "201"],
    ["body.user_id", "changed", "123456789", '"123456789"'],
    ["body.reseller_ref", "changed", '"cust-ticket-1"', `"${reference}"`],
    ["body.coupon", "removed", '"SPRING"', ""],
  ]);
  expect(orders).toEqual([]);

  await changes.getByRole("button", { name: "Send both and compare" }).click();
  const dialog = page.getByRole("dialog", { name: "Send both requests?" });
  await expect(dialog.getByRole("button", { name: "Go back" })).toBeFocused();
  await dialog.getByRole("button", { name: "Send both", exact: true }).click();
  const comparison = changes.getByRole("region", { name: "Comparison" });
  // The status text is the server's own: Node says "Unprocessable Entity".
  await expect(comparison).toContainText(/Status changed: 422 Unprocessable \w+ → 201 Created/, { timeout: 10_000 });
  await expect(response(page).getByRole("status")).toContainText("201");
  // What went on the wire: the imported request exactly, then the fixed one.
  expect(orders.map((request) => [request.url(), request.headers().authorization, request.postData()])).toEqual([
    [`${SANDBOX_URL}/orders`, `Bearer  ${FUNDED_KEY}`, BODY],
    [
      `${SANDBOX_URL}/create_order`,
      `Bearer ${FUNDED_KEY}`,
      `{"product_id":201,"user_id":"123456789","reseller_ref":"${reference}"}`,
    ],
  ]);

  await contract(page).getByRole("button", { name: "Copy ticket report" }).click();
  await expect(contract(page).getByText(/^Ticket report copied: 2 requests/)).toBeVisible();
  const report = await page.evaluate(() => navigator.clipboard.readText());
  expect(report).toContain("# Ticket report: Place top-up order");
  expect(report).toContain("## As imported");
  expect(report).toContain("## Fixed to match the contract");
  expect(report).toContain(`- **Target:** sandbox or test: Embedded sandbox, \`${SANDBOX_URL}\``);
  expect(report).toMatch(/- \*\*Status:\*\* 422 Unprocessable \w+\n/);
  expect(report).toContain("- **Status:** 201 Created");
  expect(report).toContain(`curl -X POST '${SANDBOX_URL}/orders'`);
  expect(report).toContain('-H "Authorization: Bearer  $API_KEY"');
  expect(report).toMatch(/- `X-Request-Id`: `req_[0-9a-f]{16}`/i);
  expect(report).toContain("### Response body (");
  expect(report).toContain('- `product_id`: expected an integer (JSON number); got string "201".');
  expect(report).not.toContain(FUNDED_KEY);

  const download = page.waitForEvent("download");
  await contract(page).getByRole("button", { name: "Download HAR" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^ticket-create_order-\d{8}-\d{6}\.har$/);
  const text = readFileSync((await file.path()) ?? "", "utf8");
  expect(text).not.toContain(FUNDED_KEY);
  const har = JSON.parse(text) as {
    log: {
      entries: {
        comment: string;
        request: { url: string; headers: { name: string; value: string }[] };
        response: { status: number };
      }[];
    };
  };
  expect(har.log.entries.map((entry) => [entry.comment, entry.request.url, entry.response.status])).toEqual([
    ["As imported · Place top-up order · Embedded sandbox", `${SANDBOX_URL}/orders`, 422],
    ["Fixed to match the contract · Place top-up order · Embedded sandbox", `${SANDBOX_URL}/create_order`, 201],
  ]);
  expect(har.log.entries[0]?.request.headers).toContainEqual({ name: "Authorization", value: "Bearer  [redacted]" });
});

test("switching the raw body off and on keeps the pasted text; the share link says what it holds", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await openConsole(page);
  await page.getByRole("button", { name: "Import cURL" }).click();
  await page.getByLabel("cURL command", { exact: true }).fill(CUSTOMER);
  await page.getByRole("button", { name: "Import", exact: true }).click();
  const raw = page.getByRole("checkbox", { name: "Edit raw JSON body" });
  // The switch's code may still be on its way at the first click: it answers as soon as it is there.
  await raw.click();
  await expect(raw).not.toBeChecked();
  await expect(page.getByLabel(/product_id/)).toBeEnabled();
  await expect(page.getByLabel(/product_id/)).toHaveValue("201");
  await expect(page.getByLabel(/product_id/)).toHaveAttribute("placeholder", "101");
  await raw.click();
  await expect(raw).toBeChecked();
  await expect(page.getByLabel("Raw JSON body", { exact: true })).toHaveValue(BODY);
  // Switched off, the fields show no example values.
  await expect(page.getByLabel(/zone_id/)).toHaveValue("");
  await expect(page.getByLabel(/zone_id/)).not.toHaveAttribute("placeholder", /./);

  await page.getByRole("button", { name: "Copy share link" }).click();
  const link = await page.getByRole("textbox", { name: "Share link" }).inputValue();
  await expect(page.getByText(/^Share link copied\./)).toContainText(
    "reseller_ref is left out: whoever opens it gets a fresh one.",
  );
  expect(link).not.toContain("cust-ticket-1");
  expect(link).not.toContain(FUNDED_KEY);
});
