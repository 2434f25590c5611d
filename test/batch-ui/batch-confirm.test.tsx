import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createSandboxApp } from "../../src/sandbox/create-sandbox-app";
import { DEMO_KEYS } from "../../src/sandbox/demo-keys";
import type { Transport } from "../../src/transport/transport";
import { renderConsole } from "../render";
import { inBatch, openBatch, pasteRows } from "./batch-helpers";

const CSV = ["product_id,user_id", "201,123456789", "202,123456790"].join("\n");
const rateLimited = () =>
  Response.json({ error: { code: "RATE_LIMITED" } }, { status: 429, headers: { "Retry-After": "1" } });

/** The console over the sandbox with `change` deciding some answers, dry-run and at the confirmation. */
async function confirmWith(change: (path: string, answer: () => Promise<Response>) => Promise<Response> | undefined) {
  const sandbox = createSandboxApp();
  const transport: Transport = (request) => {
    const answer = async () => sandbox.fetch(request);
    return change(new URL(request.url).pathname, answer) ?? answer();
  };
  const { user } = renderConsole(transport);
  await user.click(screen.getByLabelText("API key"));
  await user.paste(DEMO_KEYS.funded);
  await openBatch(user);
  await pasteRows(user, CSV);
  await user.click(inBatch().getByRole("button", { name: "Dry run" }));
  await user.click(await inBatch().findByRole("button", { name: "Place 2 orders" }, { timeout: 8000 }));
  const dialog = screen.getByRole("dialog", { name: "Place this batch?" });
  const spend = within(dialog).getByRole("button", { name: "Place 2 orders" });
  await user.type(within(dialog).getByRole("textbox", { name: /^Type 2\b/ }), "2");
  return { user, dialog, spend, term: (name: string) => termOf(dialog, name) };
}

/** The definition beside a term of the dialog's list. */
function termOf(dialog: HTMLElement, name: string) {
  const term = within(dialog)
    .getAllByRole("term")
    .find((each) => each.textContent === name);
  return term?.nextElementSibling?.textContent;
}

describe("Batch orders: the confirmation never guesses money", () => {
  it("says a total that could not be read, and places only once that is accepted too", async () => {
    const { user, dialog, spend, term } = await confirmWith((path) =>
      path.endsWith("/products") ? Promise.resolve(rateLimited()) : undefined,
    );
    expect(term("Total as listed")).toBe("Not known: List packages could not be read, so no row has a listed price.");
    expect(term("Balance after")).toBe("not known");
    expect(dialog).not.toHaveTextContent(/Total as listed\$?0/);
    // The count is typed, but the unknown total is not yet accepted.
    expect(spend).toBeDisabled();
    await user.click(within(dialog).getByRole("checkbox", { name: "I accept that the total is not known" }));
    expect(spend).toBeEnabled();
    await user.click(within(dialog).getByRole("checkbox", { name: "I accept that the total is not known" }));
    expect(spend).toBeDisabled();
  }, 20_000);

  it("says plainly that the balance could not be read, and asks nothing more when the total is known", async () => {
    const { dialog, spend, term } = await confirmWith((path) =>
      path.endsWith("/balance") ? Promise.resolve(rateLimited()) : undefined,
    );
    expect(term("Total as listed")).toBe("$5.48");
    expect(term("Balance before")).toBe("Not known: Check wallet balance could not be read.");
    expect(term("Balance after")).toBe("not known");
    expect(within(dialog).queryByRole("checkbox")).not.toBeInTheDocument();
    expect(spend).toBeEnabled();
  }, 20_000);

  it("says how many rows a partial total covers, and asks that the total be accepted as not known", async () => {
    const { user, dialog, spend, term } = await confirmWith((path, answer) => {
      if (!path.endsWith("/products")) return undefined;
      // The list gives no price for package 202.
      return answer().then(async (response) => {
        const text = (await response.text()).replace(/("product_id":202[^}]*?)"price":[\d.]+,?/, "$1");
        return new Response(text, { status: response.status, headers: response.headers });
      });
    });
    expect(term("Total as listed")).toBe("$0.99, which covers 1 of 2 rows: the others have no listed price.");
    expect(term("Balance after")).toBe("not known");
    expect(spend).toBeDisabled();
    await user.click(within(dialog).getByRole("checkbox", { name: "I accept that the total is not known" }));
    expect(spend).toBeEnabled();
  }, 20_000);
});
