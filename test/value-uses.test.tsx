import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DEMO_KEYS } from "../src/sandbox/demo-keys";
import { findStatus, recordingSandbox, renderConsole, responseRegion, startConsole } from "./render";

const formOf = (label: string) => screen.getByRole("form", { name: `${label} parameters` });
const NOTE = /^From the (.+) response of \d{4}-\d\d-\d\d \d\d:\d\d:\d\d\. /;

async function send(user: ReturnType<typeof renderConsole>["user"], action: string) {
  await user.click(screen.getByRole("radio", { name: action }));
  await user.click(screen.getByRole("button", { name: "Send" }));
}

describe("using a value from a response", () => {
  it("orders a package from its row of the Table, saying which response it came from", async () => {
    const { user } = await startConsole();
    await send(user, "List packages");
    await findStatus("200 OK");
    await user.click(await within(responseRegion()).findByRole("tab", { name: "Table" }));
    const row = within(responseRegion()).getByRole("row", { name: /500 Credits/ });
    await user.click(within(row).getByRole("button", { name: "Order this package (202)" }));

    const form = formOf("Place top-up order");
    expect(within(form).getByLabelText(/Product ID/)).toHaveValue("202");
    expect(within(form).getByLabelText(/Player user ID/)).toHaveValue("");
    // The note's words load with it, after the first screen.
    const note = await screen.findByText(NOTE);
    expect(note.textContent).toMatch(/^From the List packages response of/);
    expect(screen.getByRole("radio", { name: "Place top-up order" })).toBeChecked();
    await waitFor(() => expect(screen.getByRole("heading", { name: "Place top-up order" })).toHaveFocus());
  });

  it("works on a shape it has never seen: a bare id, a name that is markup, numbers as strings", async () => {
    const hostile = '<img src=x onerror="alert(1)">';
    const body = { result: { products: [{ id: "7", product_name: hostile, sell_price: "15000" }] } };
    const { transport } = recordingSandbox(async () => Response.json(body));
    const { user, container } = renderConsole(transport);
    await send(user, "List packages");
    await findStatus("200 OK");
    await user.click(await within(responseRegion()).findByRole("tab", { name: "Table" }));
    const table = within(responseRegion()).getByRole("table", { name: "Records in result.products" });
    expect(within(table).getByText(hostile)).toBeInTheDocument();
    expect(container.querySelector("img")).toBeNull();
    await user.click(within(table).getByRole("button", { name: "Order this package (7)" }));
    expect(within(formOf("Place top-up order")).getByLabelText(/Product ID/)).toHaveValue("7");
  });

  it("offers an order record's values from the Tree, every parameter the other action takes", async () => {
    const { user } = await startConsole();
    await user.click(screen.getByRole("radio", { name: "Check order status" }));
    await user.type(screen.getByLabelText(/Order ID/), "ord_000001");
    await user.click(screen.getByRole("button", { name: "Send" }));
    await findStatus("200 OK");
    const region = responseRegion();
    await user.click(await within(region).findByRole("tab", { name: "Tree" }));
    await user.click(await within(region).findByText("data"));
    // Its own action is not offered: the order is already being checked.
    const order = await within(region).findByRole("button", { name: /^Order this package \(\d+, \d+/ });
    expect(within(region).queryByRole("button", { name: /^Check order status/ })).toBeNull();
    const carried = order.getAttribute("aria-label") ?? "";
    await user.click(order);

    const form = formOf("Place top-up order");
    const product = within(form).getByLabelText(/Product ID/);
    const player = within(form).getByLabelText(/Player user ID/);
    expect(carried).toMatch(
      new RegExp(
        `^Order this package \\(${(product as HTMLInputElement).value}, ${(player as HTMLInputElement).value}(, \\d+)?\\)$`,
      ),
    );
    expect((player as HTMLInputElement).value).toMatch(/^\d+$/);
    expect((await screen.findByText(NOTE)).textContent).toMatch(/^From the Check order status response of/);
  });
});

describe("validate, then order", () => {
  it("opens an order for the player the API accepted, zone included when the check sent one", async () => {
    const { user } = await startConsole();
    await user.click(screen.getByRole("radio", { name: "Validate player ID" }));
    await user.type(screen.getByLabelText(/Game ID/), "1");
    await user.type(screen.getByLabelText(/Player user ID/), "123456789");
    await user.click(screen.getByRole("button", { name: "Add query parameter" }));
    await user.type(screen.getByLabelText("Extra parameter 1 name"), "zone_id");
    await user.type(screen.getByLabelText("Extra parameter 1 value"), "2001");
    await user.click(screen.getByRole("button", { name: "Send" }));
    await findStatus("200 OK");
    await user.click(await within(responseRegion()).findByRole("button", { name: "Place an order for this player" }));

    const form = formOf("Place top-up order");
    expect(within(form).getByLabelText(/Player user ID/)).toHaveValue("123456789");
    expect(within(form).getByLabelText(/Zone ID/)).toHaveValue("2001");
    expect(within(form).getByLabelText(/Product ID/)).toHaveValue("");
    expect((await screen.findByText(NOTE)).textContent).toMatch(/^From the Validate player ID response of/);
  });

  it("offers no order for a player the API refused", async () => {
    const { user } = await startConsole(DEMO_KEYS.funded);
    await user.click(screen.getByRole("radio", { name: "Validate player ID" }));
    await user.type(screen.getByLabelText(/Game ID/), "1");
    await user.type(screen.getByLabelText(/Player user ID/), "100000404");
    await user.click(screen.getByRole("button", { name: "Send" }));
    await findStatus("422");
    await within(responseRegion()).findByRole("tab", { name: "Raw" });
    expect(within(responseRegion()).queryByRole("button", { name: "Place an order for this player" })).toBeNull();
  });
});
