import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DEMO_KEYS } from "../src/sandbox/demo-keys";
import { recordingSandbox, renderConsole } from "./render";

/** The sandbox, with the packages list held back until `release` is called, so its loading shows. */
function heldPackages() {
  const inner = recordingSandbox();
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const { transport, sent } = recordingSandbox(async (request) => {
    if (new URL(request.url).pathname.endsWith("/products")) await held;
    return inner.transport(request);
  });
  return { transport, sent, release };
}

const packages = (sent: { url: string }[]) => sent.filter((request) => request.url.includes("/products"));
const optionTexts = (listbox: HTMLElement) =>
  within(listbox)
    .queryAllByRole("option")
    .map((option) => option.textContent);

async function startOrder(transport: Parameters<typeof renderConsole>[0]) {
  const ui = renderConsole(transport);
  await ui.user.click(screen.getByLabelText("API key"));
  await ui.user.paste(DEMO_KEYS.funded);
  await ui.user.click(screen.getByRole("radio", { name: "Place top-up order" }));
  // The picker's code loads after the first screen; until then the field is a plain input.
  return { ...ui, field: await screen.findByRole("combobox", { name: /product_id/ }) };
}

describe("typing in a picker", () => {
  it("opens it, loads the list the first time with its loading line, and filters as one types", async () => {
    const { transport, sent, release } = heldPackages();
    const { user, field } = await startOrder(transport);
    expect(field).toHaveAttribute("aria-expanded", "false");

    await user.type(field, "Dia");
    expect(field).toHaveAttribute("aria-expanded", "true");
    expect(await screen.findByText("Loading the packages list…")).toBeInTheDocument();
    const listbox = screen.getByRole("listbox", { name: "Packages" });
    expect(optionTexts(listbox)).toEqual([]);

    release();
    await waitFor(() => expect(optionTexts(listbox).length).toBeGreaterThan(0));
    expect(optionTexts(listbox)).toContainEqual(expect.stringContaining("Weekly Diamond Pass"));
    expect(optionTexts(listbox)).not.toContainEqual(expect.stringContaining("Credits"));
    await user.type(field, "monds");
    expect(optionTexts(listbox)).toEqual(
      ["86", "172", "257", "706"].map((n) => expect.stringContaining(`${n} Diamonds`)),
    );
    expect(packages(sent)).toHaveLength(1);
  });

  it("opens the game_id picker too, over the games list", async () => {
    const { user } = renderConsole(recordingSandbox().transport);
    await user.click(screen.getByLabelText("API key"));
    await user.paste(DEMO_KEYS.funded);
    await user.click(screen.getByRole("radio", { name: "Validate player ID" }));
    const field = await screen.findByRole("combobox", { name: /game_id/ });
    await user.type(field, "arena");
    expect(field).toHaveAttribute("aria-expanded", "true");
    const listbox = screen.getByRole("listbox", { name: "Games" });
    await waitFor(() => expect(optionTexts(listbox)).toEqual([expect.stringContaining("Arena of Legends")]));
  });

  it("leaves the field out of the contract check while its list is open", async () => {
    const { user, field } = await startOrder(recordingSandbox().transport);
    await user.type(screen.getByLabelText(/user_id/), "123456789");
    // Asked for first: the check is on screen while the picker is typed into.
    await user.click(screen.getByRole("button", { name: "Check against the contract" }));
    const check = await screen.findByRole("region", { name: "Contract check" });
    await user.type(field, "Diamonds");
    await within(screen.getByRole("listbox", { name: "Packages" })).findAllByRole("option");
    expect(await within(check).findByText("This request matches the contract of Place top-up order.")).toBeVisible();

    // Closed, the field holds what would be sent: now it is judged.
    await user.keyboard("{Escape}");
    expect(field).toHaveAttribute("aria-expanded", "false");
    const table = await within(check).findByRole("table", { name: "Differences from the contract" });
    expect(within(table).getByRole("row", { name: /product_id/ })).toHaveTextContent('string "Diamonds"');
  });
});
