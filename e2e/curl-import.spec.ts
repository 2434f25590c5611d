import { expect, test } from "@playwright/test";
import { countSandboxCalls, openConsole, response, SANDBOX_URL } from "./fixtures";

// Chrome's "Copy as cURL (cmd)" of a Validate player ID call: ^" quoting, ^ before every special
// character, ^ at the end of each line.
const chromeCmd = [
  `curl ^"${SANDBOX_URL}/validate_player^" ^`,
  '  -H ^"content-type: application/json^" ^',
  '  -H ^"sec-fetch-mode: cors^" ^',
  '  -b ^"session=abc^" ^',
  '  --data-raw ^"^{^\\^"game_id^\\^":1,^\\^"user_id^\\^":^\\^"12345^\\^"^}^"',
].join("\n");

test("a Chrome (cmd) copy is read as curl.exe would send it, names what a browser cannot send, and sends nothing until Send", async ({
  page,
}) => {
  const calls = countSandboxCalls(page);
  await openConsole(page);
  await page.getByRole("button", { name: "Import cURL" }).click();
  await page.getByLabel("cURL command", { exact: true }).fill(chromeCmd);
  await page.getByRole("button", { name: "Import", exact: true }).click();

  await expect(page.getByRole("radio", { name: "Validate player ID" })).toBeChecked();
  await expect(page.getByRole("combobox", { name: /game_id/ })).toHaveValue("1");
  await expect(page.getByLabel(/user_id/)).toHaveValue("12345");
  const outcome = page.getByRole("status").filter({ hasText: "Imported Validate player ID from cURL." });
  await expect(outcome).toContainText("Read as Windows cmd");
  await expect(outcome).toContainText(
    "sec-fetch-mode, Cookie: a browser does not let a page send these headers, so a replay goes without them.",
  );
  expect(calls.count()).toBe(0);

  // The command carried no key: it is replayed as imported, without Authorization, and the form says so.
  await expect(page.getByText("Sent without an Authorization header, as imported")).toBeVisible();
  await page.getByRole("button", { name: "Send" }).click();
  await expect(response(page).getByRole("status")).toContainText("401");
  expect(calls.count()).toBe(1);
});

test("bad input is named, the paste is kept, and nothing is sent", async ({ page }) => {
  const calls = countSandboxCalls(page);
  await openConsole(page);
  await page.getByRole("button", { name: "Import cURL" }).click();
  const box = page.getByLabel("cURL command", { exact: true });
  const dialog = page.getByRole("dialog", { name: "Import a cURL command" });
  for (const [text, message] of [
    [
      "\u0089PNG\n\u001a\n\u0001\u0002IHDR",
      /^The text holds the control character \\x89 at character 1: it looks like binary data/,
    ],
    [`curl ${SANDBOX_URL}/balance --frobnicate`, /^--frobnicate is not an option of curl\.$/],
    [`curl '${SANDBOX_URL}/balance`, /^A single quote opened at character 6 is never closed\.$/],
    [
      "curl https://api.stripe.test/v1/charges -d amount=2000",
      /^The command was read, but it is not a request of this API: No action has the path \/v1\/charges\./,
    ],
  ] as const) {
    await box.fill(text);
    await dialog.getByRole("button", { name: "Import", exact: true }).click();
    await expect(dialog.getByRole("alert")).toHaveText(message);
    await expect(box).toHaveValue(text);
  }
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Import cURL" }).click();
  await expect(box).toHaveValue("curl https://api.stripe.test/v1/charges -d amount=2000");
  expect(calls.count()).toBe(0);
});
