import { expect, test } from "@playwright/test";
import { FUNDED_KEY, openConsole, response, SANDBOX_URL } from "./fixtures";
import { startForeignApi } from "./foreign-api";

test("an imported command's host gets no request, and no key, until the user accepts it in the dialog", async ({
  page,
}) => {
  const foreign = await startForeignApi();
  try {
    await openConsole(page);
    await page.getByRole("button", { name: "Import cURL" }).click();
    await page
      .getByLabel("cURL command", { exact: true })
      .fill(`curl ${foreign.origin}/v1/balance -H 'Authorization: Bearer x'`);
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await page.getByRole("button", { name: "Keep my key" }).click();
    await expect(page.getByRole("radio", { name: "Check wallet balance" })).toBeChecked();

    const sent = page.waitForRequest((request) => request.url().endsWith("/v1/balance"));
    await page.getByRole("button", { name: "Send" }).click();
    await expect(response(page).getByRole("status")).toContainText("200 OK");
    expect(foreign.received).toEqual([]);
    expect((await sent).url()).toBe(`${SANDBOX_URL}/balance`);
    expect((await sent).headers().authorization).toBe(`Bearer ${FUNDED_KEY}`);
    await expect(page.getByText(/^This command was sent to/)).toHaveText(
      `This command was sent to ${foreign.origin}/v1. Requests still go to ${SANDBOX_URL}. Use this base URL…`,
    );

    // The dialog opens on the safe choice: Enter keeps the base URL, and focus comes back.
    const offer = page.getByRole("button", { name: "Use this base URL…" });
    await offer.click();
    const dialog = page.getByRole("dialog", { name: `Send requests to ${foreign.host}?` });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`The API key you entered will be sent to ${foreign.host} with every request.`);
    await expect(dialog.getByRole("button", { name: "Keep current base URL" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    // Focus goes back to Send, as after every dialog.
    await expect(page.getByRole("button", { name: "Send", exact: true })).toBeFocused();
    await expect(page.getByLabel("Base URL")).toHaveValue(SANDBOX_URL);
    // Escape leaves it as it was too.
    await offer.click();
    await expect(dialog.getByRole("button", { name: "Keep current base URL" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel("Base URL")).toHaveValue(SANDBOX_URL);
    expect(foreign.received).toEqual([]);

    // Accepted: the next Send does reach it, which shows the counter above could count.
    await offer.click();
    await dialog.getByRole("button", { name: `Use ${foreign.host}`, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel("Base URL")).toHaveValue(`${foreign.origin}/v1`);
    await page.getByRole("button", { name: "Send" }).click();
    await expect.poll(() => foreign.withKey().length).toBe(1);
    expect(foreign.withKey()).toEqual([{ method: "GET", path: "/v1/balance", authorization: `Bearer ${FUNDED_KEY}` }]);
  } finally {
    await foreign.close();
  }
});
