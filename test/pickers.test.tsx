import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createSandboxApp } from "../src/sandbox/create-sandbox-app";
import { DEMO_KEYS } from "../src/sandbox/demo-keys";
import type { Transport } from "../src/transport/transport";
import { recordingSandbox, renderConsole, requestRegion, startConsole } from "./render";

type User = Awaited<ReturnType<typeof startConsole>>["user"];

const productField = () => screen.getByRole("combobox", { name: /product_id/ });
const previewBody = () => within(requestRegion()).getByRole("figure", { name: "Request body" }).textContent ?? "";
const listRequests = (sent: { url: string }[], path: string) => sent.filter((request) => request.url.endsWith(path));

/** Opens Place top-up order's package picker as a person does: the field, then the arrow down. */
async function pressOrderPicker(user: User) {
  await user.click(screen.getByRole("radio", { name: "Place top-up order" }));
  // The picker's code loads after the first screen; until then the field is a plain input.
  await user.click(await screen.findByRole("combobox", { name: /product_id/ }));
  await user.keyboard("{ArrowDown}");
}

async function openOrderPicker(user: User) {
  await pressOrderPicker(user);
  return screen.findByRole("listbox", { name: "Packages" });
}

/** The sandbox, except for the paths given, which answer with these bodies. */
function sandboxAnswering(bodies: Record<string, string>): Transport {
  const sandbox = createSandboxApp();
  return async (request) => {
    const path = new URL(request.url).pathname.replace(/^\/v1/, "");
    const body = bodies[path];
    if (body === undefined) return sandbox.fetch(request);
    return new Response(body, { status: 200, headers: { "Content-Type": "application/json" } });
  };
}

describe("the package picker", () => {
  it("loads nothing until it is opened, then offers the API's packages with name, price and game", async () => {
    const { user, sent } = await startConsole();
    await user.click(screen.getByRole("radio", { name: "Place top-up order" }));
    await user.click(await screen.findByRole("combobox", { name: /product_id/ }));
    expect(sent).toHaveLength(0);
    const listbox = await openOrderPicker(user);
    expect(listRequests(sent, "/products")).toHaveLength(1);
    expect(sent[0]?.headers.authorization).toBe(`Bearer ${DEMO_KEYS.funded}`);
    const options = await within(listbox).findAllByRole("option");
    expect(options).toHaveLength(14);
    expect(options[0]).toHaveTextContent("86 Diamonds");
    expect(options[0]).toHaveTextContent("id 101 · 1.49 USD · game 1");
    expect(productField()).toHaveAttribute("aria-expanded", "true");
    // Opened again, the list comes from the cache.
    await user.keyboard("{Escape}");
    await user.keyboard("{ArrowDown}");
    expect(listRequests(sent, "/products")).toHaveLength(1);
  });

  it("is driven by the keyboard: ArrowDown, ArrowUp, Enter chooses into the request, Escape closes", async () => {
    const { user } = await startConsole();
    await user.click(screen.getByRole("radio", { name: "Place top-up order" }));
    await user.type(screen.getByLabelText(/user_id/), "123456789");
    const listbox = await openOrderPicker(user);
    await within(listbox).findAllByRole("option");
    await user.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}");
    const active = within(listbox).getByRole("option", { selected: true });
    expect(active).toHaveTextContent("172 Diamonds");
    expect(productField()).toHaveAttribute("aria-activedescendant", active.id);
    await user.keyboard("{Enter}");
    expect(productField()).toHaveValue("102");
    expect(productField()).toHaveAttribute("aria-expanded", "false");
    expect(JSON.parse(previewBody())).toMatchObject({ product_id: 102 });
    // Enter chose: it did not also submit the order.
    expect(screen.queryByRole("dialog")).toBeNull();
    await user.keyboard("{ArrowDown}");
    expect(productField()).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{Escape}");
    expect(productField()).toHaveAttribute("aria-expanded", "false");
    expect(productField()).toHaveValue("102");
  });

  it("filters by name or id as one types, and keeps free text nobody listed", async () => {
    const { user } = await startConsole();
    const listbox = await openOrderPicker(user);
    await within(listbox).findAllByRole("option");
    await user.type(screen.getByLabelText(/user_id/), "123456789");
    await user.click(productField());
    await user.type(productField(), "credits");
    expect(
      within(listbox)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([
      expect.stringContaining("100 Credits"),
      expect.stringContaining("500 Credits"),
      expect.stringContaining("1200 Credits"),
    ]);
    await user.clear(productField());
    await user.type(productField(), "30");
    expect(within(listbox).getAllByRole("option")).toHaveLength(3);
    await user.clear(productField());
    await user.type(productField(), "999999");
    expect(within(listbox).queryAllByRole("option")).toHaveLength(0);
    expect(screen.getByText(/Nothing in the list matches/)).toBeInTheDocument();
    await user.keyboard("{Enter}");
    // A wrong id on purpose: it is what the request carries, and Enter goes on to the confirmation.
    expect(JSON.parse(previewBody())).toMatchObject({ product_id: 999999 });
    expect(await screen.findByRole("dialog", { name: "Place this order?" })).toBeInTheDocument();
  });

  it("shows the chosen package's name, price and game in the order confirmation", async () => {
    const { user } = await startConsole();
    const listbox = await openOrderPicker(user);
    await user.click(await within(listbox).findByRole("option", { name: /Battle Pass/ }));
    expect(productField()).toHaveValue("204");
    await user.type(screen.getByLabelText(/user_id/), "123456789");
    await user.click(screen.getByRole("button", { name: "Send" }));
    const dialog = await screen.findByRole("dialog", { name: "Place this order?" });
    // The games list, fetched because the package names its game, gives the game's name.
    await waitFor(() =>
      expect(dialog).toHaveTextContent("204 — Battle Pass · price 8.99 USD · game Sky Raiders (as listed)"),
    );
  });

  it("says a zone is required when the chosen package's game needs one", async () => {
    const { user, sent } = await startConsole();
    const zone = () => screen.getByLabelText(/zone_id/);
    await user.click(screen.getByRole("radio", { name: "Place top-up order" }));
    expect(screen.getByText("zone_id").closest("label")).toHaveTextContent("(optional)");
    const listbox = await openOrderPicker(user);
    await user.click(await within(listbox).findByRole("option", { name: /86 Diamonds/ }));
    await waitFor(() =>
      expect(screen.getByText("zone_id").closest("label")).toHaveTextContent("(required for Arena of Legends)"),
    );
    expect(zone()).toHaveAccessibleDescription(/Arena of Legends needs a zone \(Server ID\), as the games list says/);
    expect(listRequests(sent, "/games")).toHaveLength(1);
    // Sky Raiders needs none: the note goes.
    await user.click(screen.getByRole("button", { name: "Show packages" }));
    await user.click(await within(listbox).findByRole("option", { name: /Battle Pass/ }));
    expect(screen.getByText("zone_id").closest("label")).toHaveTextContent("(optional)");
  });

  it("narrows the packages to the game chosen last, with a way back to all games", async () => {
    const { user } = await startConsole();
    await user.click(screen.getByRole("radio", { name: "Validate player ID" }));
    await user.click(await screen.findByRole("combobox", { name: /game_id/ }));
    await user.keyboard("{ArrowDown}");
    const games = await screen.findByRole("listbox", { name: "Games" });
    await user.click(await within(games).findByRole("option", { name: /Pocket Kingdoms/ }));
    expect(screen.getByRole("combobox", { name: /game_id/ })).toHaveValue("3");
    const listbox = await openOrderPicker(user);
    await waitFor(() => expect(within(listbox).getAllByRole("option")).toHaveLength(3));
    expect(within(listbox).getAllByRole("option")[0]).toHaveTextContent("60 Gems");
    expect(screen.getByText(/14 packages listed; 3 for Pocket Kingdoms \(game 3\)/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "All games" }));
    await user.click(productField());
    await user.keyboard("{ArrowDown}");
    expect(within(listbox).getAllByRole("option")).toHaveLength(14);
  });

  it("shows a value put in the form from elsewhere (an imported command)", async () => {
    const { user } = await startConsole();
    await user.click(screen.getByRole("button", { name: "Import cURL" }));
    await user.type(
      await screen.findByLabelText("cURL command", { exact: true }),
      `curl https://sandbox.invalid/v1/create_order -H 'Content-Type: application/json' -d '{{"product_id":303,"user_id":"1","reseller_ref":"r"}'`,
    );
    await user.click(screen.getByRole("button", { name: "Import" }));
    await waitFor(() => expect(productField()).toHaveValue("303"));
    expect(productField()).toHaveAttribute("aria-expanded", "false");
  });

  it("reads another API's shape: {result:{items:[…]}} with id, title and a nested game", async () => {
    const body = JSON.stringify({
      result: {
        items: [
          { id: "9001", title: "Gold <b>Pack</b>", cost: "4.99", currency_code: "EUR", game: { id: 7, name: "Orbit" } },
          { id: "9002", title: "Silver Pack", cost: "1.99", currency_code: "EUR", game: { id: 7, name: "Orbit" } },
        ],
      },
    });
    const sandbox = recordingSandbox(sandboxAnswering({ "/products": body }));
    const { user } = renderConsole(sandbox.transport);
    await user.click(screen.getByLabelText("API key"));
    await user.paste("any-key");
    const listbox = await openOrderPicker(user);
    const first = await within(listbox).findByRole("option", { name: /Gold/ });
    // Markup in a name is shown as the text it is.
    expect(first).toHaveTextContent("Gold <b>Pack</b>id 9001 · 4.99 EUR · Orbit");
    expect(first.querySelector("b")).toBeNull();
    await user.keyboard("{ArrowDown}{Enter}");
    expect(productField()).toHaveValue("9001");
  });
});

describe("when there is no list", () => {
  async function failureLine(user: User) {
    await pressOrderPicker(user);
    const line = await screen.findByText(/^No list: /);
    expect(screen.queryByRole("listbox", { name: "Packages" })).not.toBeInTheDocument();
    expect(productField()).toHaveAttribute("aria-expanded", "false");
    expect(productField()).toHaveAccessibleDescription(expect.stringContaining(line.textContent ?? "?"));
    return line;
  }

  it("says the key was refused (401), and the field stays a plain input", async () => {
    const { user } = await startConsole("not-a-real-key");
    const line = await failureLine(user);
    expect(line).toHaveTextContent(
      "No list: the API answered 401 Unauthorized: the key was not accepted. Type the id.",
    );
    await user.type(productField(), "201");
    expect(JSON.parse(previewBody())).toMatchObject({ product_id: 201 });
  });

  it("says when the answer has a shape it does not recognise, and refreshes on request", async () => {
    const sandbox = recordingSandbox(sandboxAnswering({ "/products": '{"data":{"balance":5}}' }));
    const { user } = renderConsole(sandbox.transport);
    await user.click(screen.getByLabelText("API key"));
    await user.paste("any-key");
    const line = await failureLine(user);
    expect(line).toHaveTextContent("No list: the answer holds no list of records. Type the id.");
    await user.click(screen.getByRole("button", { name: "Refresh list" }));
    await waitFor(() => expect(listRequests(sandbox.sent, "/products")).toHaveLength(2));
  });

  it("says an HTML answer is not JSON", async () => {
    const sandbox = recordingSandbox(sandboxAnswering({ "/products": "<html><body>Sign in</body></html>" }));
    const { user } = renderConsole(sandbox.transport);
    await user.click(screen.getByLabelText("API key"));
    await user.paste("any-key");
    expect(await failureLine(user)).toHaveTextContent("No list: the answer is HTML, not JSON. Type the id.");
  });

  it("asks for a key instead of sending without one", async () => {
    const { user, sent } = await startConsole("");
    await user.click(screen.getByRole("radio", { name: "Place top-up order" }));
    await user.click(await screen.findByRole("combobox", { name: /product_id/ }));
    await user.keyboard("{ArrowDown}");
    expect(screen.getByText(/^No list: enter an API key to load the packages/)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it("records each list request in the history like a send", async () => {
    const { user, history } = await startConsole();
    const listbox = await openOrderPicker(user);
    await within(listbox).findAllByRole("option");
    await waitFor(async () => expect((await history.list()).summaries).toHaveLength(1));
    const [summary] = (await history.list()).summaries;
    expect(summary).toMatchObject({ actionId: "products", status: 200 });
  });
});

describe("a long list", () => {
  it("keeps 10,000 packages responsive: a capped list with a count, narrowed by typing", async () => {
    const items = Array.from({ length: 10_000 }, (_, index) => ({ product_id: index + 1, name: `Pack ${index + 1}` }));
    const sandbox = recordingSandbox(sandboxAnswering({ "/products": JSON.stringify({ products: items }) }));
    const { user } = renderConsole(sandbox.transport);
    await user.click(screen.getByLabelText("API key"));
    await user.paste("any-key");
    const listbox = await openOrderPicker(user);
    await waitFor(() => expect(within(listbox).getAllByRole("option")).toHaveLength(100));
    expect(screen.getByText("Showing 100 of 10,000 matches: type to narrow.")).toBeInTheDocument();
    await user.type(productField(), "Pack 9999");
    expect(within(listbox).getAllByRole("option")).toHaveLength(1);
    await user.keyboard("{ArrowDown}{Enter}");
    expect(productField()).toHaveValue("9999");
  });
});
