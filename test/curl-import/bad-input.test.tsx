import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { startConsole } from "../render";

type Console = Awaited<ReturnType<typeof startConsole>>;

async function paste({ user }: Console, text: string) {
  await user.click(screen.getByRole("button", { name: "Import cURL" }));
  const box = await screen.findByLabelText("cURL command");
  // One change event, as a paste of a large text makes: typing 200 kB key by key would take minutes.
  fireEvent.change(box, { target: { value: text } });
  await user.click(screen.getByRole("button", { name: "Import" }));
  return box;
}

/** Bytes as binary garbage looks once pasted: fixed, so the test is the same every run. */
function garbage(length: number): string {
  let seed = 7;
  return Array.from({ length }, () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return String.fromCharCode(seed % 256);
  }).join("");
}

describe("bad input in the cURL import", () => {
  it.each([
    [
      "binary garbage",
      garbage(600),
      /^The text holds the control character .* at character \d+: it looks like binary data, not a command\.$/,
    ],
    [
      "an unclosed quote",
      `curl 'https://sandbox.invalid/v1/balance -H "X: 1"`,
      /^A single quote opened at character 6 is never closed\.$/,
    ],
    [
      "an unknown flag",
      "curl --frobnicate https://sandbox.invalid/v1/balance",
      /^--frobnicate is not an option of curl\.$/,
    ],
    [
      "a URL for another API",
      "curl https://api.stripe.test/v1/charges -u sk_test_x: -d amount=2000",
      /^The command was read, but it is not a request of this API: No action has the path \/v1\/charges\./,
    ],
    [
      "200 kB that are not a command",
      `Traceback (most recent call last):\n${"  at handler (app.js:1:1)\n".repeat(8000)}`,
      /^No curl command found: the text starts with "Traceback \(most recent call la…", not with curl\.$/,
    ],
  ])("names what it could not read in %s, keeps the text and sends nothing", async (_, text, message) => {
    const console = await startConsole();
    const box = await paste(console, text);
    const dialog = screen.getByRole("dialog", { name: "Import a cURL command" });
    expect(within(dialog).getByRole("alert").textContent).toMatch(message);
    expect(box).toHaveValue(text);
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("radio", { name: "Check wallet balance" })).toBeChecked();
    expect(console.sent).toEqual([]);
  });

  it("keeps what was pasted when the dialog is closed and opened again", async () => {
    const console = await startConsole();
    await paste(console, "curl 'https://sandbox.invalid/v1/balance");
    await console.user.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await console.user.click(screen.getByRole("button", { name: "Import cURL" }));
    expect(await screen.findByLabelText("cURL command")).toHaveValue("curl 'https://sandbox.invalid/v1/balance");
  });

  it("imports a 200 kB command, its body exactly, and sends nothing until Send", async () => {
    const console = await startConsole();
    const note = "x".repeat(200_000);
    const body = `{"product_id":201,"user_id":"42","reseller_ref":"r-1","note":"${note}"}`;
    await paste(
      console,
      `curl https://sandbox.invalid/v1/orders -H 'Content-Type: application/json' --data-raw '${body}'`,
    );
    expect(screen.getByRole("radio", { name: "Place top-up order" })).toBeChecked();
    expect(await screen.findByLabelText("Raw JSON body")).toHaveValue(body);
    expect(console.sent).toEqual([]);
  });
});
