import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DEMO_KEYS } from "../src/sandbox/demo-keys";
import { findStatus, renderConsole, responseRegion, startConsole } from "./render";

const HOSTILE = '<img src=x onerror="alert(1)">';

/** An API that answers every request with the given JSON. */
function answering(body: unknown) {
  return async () => new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json" } });
}

async function send(user: ReturnType<typeof renderConsole>["user"], action: string) {
  await user.click(screen.getByRole("radio", { name: action }));
  await user.click(screen.getByRole("button", { name: "Send" }));
  await findStatus("200 OK");
  // The Pretty tab appears at once; the action's own view once the body has been read.
  await within(responseRegion()).findByRole("tab", { name: "Pretty" });
}

const tabNames = () =>
  within(responseRegion())
    .getAllByRole("tab")
    .map((tab) => tab.textContent);

const columnOf = (table: HTMLElement, header: string) => {
  const headers = within(table)
    .getAllByRole("columnheader")
    .map((cell) => cell.textContent);
  const at = headers.indexOf(header);
  return within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => row.children[at]?.textContent);
};

describe("the wallet's ledger", () => {
  it("shows the sandbox's entries with signed amounts, which way they went in words, and balance_after", async () => {
    const { user } = await startConsole();
    await send(user, "Wallet transactions log");
    await user.click(await within(responseRegion()).findByRole("tab", { name: "Ledger" }));
    const table = within(responseRegion()).getByRole("table", { name: /^Wallet ledger/ });
    const types = columnOf(table, "Type");
    expect(types).toContain("debit (out)");
    expect(types).toContain("refund (in)");
    expect(types).toContain("top_up (in)");
    const amounts = columnOf(table, "Amount");
    const debitAt = types.indexOf("debit (out)");
    expect(amounts[debitAt]).toMatch(/^-\$\d+\.\d\d$/);
    expect(amounts[types.indexOf("top_up (in)")]).toBe("+$10,000.00");
    expect(columnOf(table, "Balance")[0]).toBe("$9,932.61");
    expect(within(responseRegion()).getByText(/Balance: the balance_after field of each entry/)).toBeInTheDocument();
    expect(within(responseRegion()).getByText(/No field name says so/)).toBeInTheDocument();

    // An API that counts cents without a field name saying so: the person says so.
    await user.click(within(responseRegion()).getByLabelText("Amounts are in cents (minor units)"));
    expect(columnOf(table, "Amount")[types.indexOf("top_up (in)")]).toBe("+$100.00");
    expect(columnOf(table, "Balance")[0]).toBe("$99.33");
    expect(within(responseRegion()).getByText(/numbers are divided by the currency's minor unit/)).toBeInTheDocument();
  });

  it("reads another shape: separate debit and credit columns and an opening balance; names stay text", async () => {
    const { user } = renderConsole(
      answering({
        currency: "EUR",
        opening_balance: "100.00",
        transactions: [
          { date: "2026-01-01", description: HOSTILE, debit: "25.50", credit: "" },
          { date: "2026-01-02", description: "Refund", debit: "", credit: "5" },
        ],
      }),
    );
    await user.click(screen.getByLabelText("API key"));
    await user.paste("any-key");
    await send(user, "Wallet transactions log");
    await user.click(await within(responseRegion()).findByRole("tab", { name: "Ledger" }));
    const table = within(responseRegion()).getByRole("table", { name: /^Wallet ledger/ });
    expect(columnOf(table, "Description")).toEqual([HOSTILE, "Refund"]);
    expect(columnOf(table, "Amount")).toEqual(["-€25.50", "+€5.00"]);
    expect(columnOf(table, "Balance")).toEqual(["€74.50", "€79.50"]);
    expect(within(responseRegion()).getByText(/computed from opening_balance €100.00/)).toBeInTheDocument();
    expect(document.querySelector("img")).toBeNull();
  });

  it("says plainly when the body has no entries it recognises, and offers only the usual views", async () => {
    const { user } = renderConsole(answering({ data: [{ id: 1, note: "nothing here" }] }));
    await user.click(screen.getByLabelText("API key"));
    await user.paste("any-key");
    await send(user, "Wallet transactions log");
    expect(
      await within(responseRegion()).findByText(/^No ledger: no field in its records names an amount/),
    ).toBeVisible();
    expect(tabNames()).toEqual(["Raw", "Pretty", "Tree", "Table", "Headers"]);
  });
});

describe("the sales chart", () => {
  it("opens the sandbox's statistics in their chart, with a text alternative and the data table beside it", async () => {
    const { user } = await startConsole();
    await send(user, "Sales stats");
    expect(await within(responseRegion()).findByRole("tab", { name: "Chart" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const chart = within(responseRegion()).getByRole("img", { name: /^Sales chart: revenue per day/ });
    expect(chart).toHaveAccessibleDescription(/^revenue per day, \d+ days from \d{4}-\d\d-\d\d to .*total \$67\.39/);
    const table = within(responseRegion()).getByRole("table", { name: "Figures per day" });
    const orders = columnOf(table, "orders").map(Number);
    expect(orders.reduce((sum, one) => sum + one, 0)).toBe(12);

    await user.selectOptions(within(responseRegion()).getByLabelText("Figures per"), "game (data.by_game)");
    await user.selectOptions(within(responseRegion()).getByLabelText("Series"), "orders");
    expect(within(responseRegion()).getByRole("img", { name: "Sales chart: orders per game" })).toBeInTheDocument();
    const games = within(responseRegion()).getByRole("table", { name: "Figures per game" });
    expect(
      within(games)
        .getAllByRole("rowheader")
        .map((cell) => cell.textContent),
    ).toContain("Arena of Legends");
  });

  it("reads a daily list with numbers as text, and says which days have no figures", async () => {
    const { user } = renderConsole(
      answering({
        currency: "EUR",
        daily: [
          { day: "2026-01-04", orders: "2", revenue: "1,000.50" },
          { day: "2026-01-01", orders: "1", revenue: "20" },
        ],
      }),
    );
    await user.click(screen.getByLabelText("API key"));
    await user.paste("any-key");
    await send(user, "Sales stats");
    await user.click(await within(responseRegion()).findByRole("tab", { name: "Chart" }));
    const chart = within(responseRegion()).getByRole("img", { name: "Sales chart: revenue per day" });
    expect(chart).toHaveAccessibleDescription(
      "revenue per day, 2 days from 2026-01-01 to 2026-01-04: total €1,020.50, highest €1,000.50 (2026-01-04), " +
        "lowest €20.00 (2026-01-01). The body has no figures for 2 of the 4 days in that range; the chart leaves them out.",
    );
    const table = within(responseRegion()).getByRole("table", { name: "Figures per day" });
    expect(columnOf(table, "revenue")).toEqual(["€20.00", "€1,000.50"]);
    expect(columnOf(table, "orders")).toEqual(["1", "2"]);
    expect(within(responseRegion()).queryByLabelText("Figures per")).toBeNull();
  });

  it("reads a map of game names to figures, names as text", async () => {
    const { user } = renderConsole(answering({ by_game: { [HOSTILE]: { sales: 3, revenue: "1,250.5" } } }));
    await user.click(screen.getByLabelText("API key"));
    await user.paste("any-key");
    await send(user, "Sales stats");
    await user.click(await within(responseRegion()).findByRole("tab", { name: "Chart" }));
    const table = within(responseRegion()).getByRole("table", { name: "Figures per game" });
    expect(within(table).getByRole("rowheader")).toHaveTextContent(HOSTILE);
    expect(columnOf(table, "revenue")).toEqual(["1,250.5"]);
    expect(document.querySelector("img")).toBeNull();
  });

  it("opens statistics in the view the user last chose for them, and other actions in Raw", async () => {
    const { user } = await startConsole();
    await send(user, "Sales stats");
    await user.click(await within(responseRegion()).findByRole("tab", { name: "Chart" }));
    await user.click(within(responseRegion()).getByRole("tab", { name: "Pretty" }));
    await user.click(screen.getByRole("button", { name: "Send" }));
    await findStatus("200 OK");
    expect(await within(responseRegion()).findByRole("tab", { name: "Pretty" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(await within(responseRegion()).findByRole("tab", { name: "Chart" })).toHaveAttribute(
      "aria-selected",
      "false",
    );
    await send(user, "Check wallet balance");
    await waitFor(() => expect(tabNames()).toEqual(["Raw", "Pretty", "Tree", "Headers"]));
    expect(within(responseRegion()).getByRole("tab", { name: "Raw" })).toHaveAttribute("aria-selected", "true");
  });

  it("is offered for statistics only, and says when there is nothing to chart", async () => {
    const { user, unmount } = await startConsole(DEMO_KEYS.funded);
    await send(user, "List games");
    expect(tabNames()).toEqual(["Raw", "Pretty", "Tree", "Table", "Headers"]);
    expect(within(responseRegion()).queryByText(/^No (ledger|sales chart)/)).toBeNull();
    unmount();

    const quiet = renderConsole(answering({ data: { by_day: [] } }));
    await quiet.user.click(screen.getByLabelText("API key"));
    await quiet.user.paste("any-key");
    await send(quiet.user, "Sales stats");
    expect(await within(responseRegion()).findByText(/^No sales chart: /)).toBeVisible();
    expect(tabNames()).not.toContain("Chart");
  });
});
