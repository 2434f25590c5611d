import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { RecordsTableView } from "../../src/features/response-views/records-table-view";
import { type BodyRequest, createBodyReader, type TablePage } from "../../src/response/body-summary";
import { catalogFillableActions } from "../../src/response/fillable-actions";
import type { RecordsTable } from "../../src/response/records-table";

const TOTAL = 10_000;

/** A product list as an API might send it: ids, a kind, a price, a name that says which one it is. */
const products = Array.from({ length: TOTAL }, (_, n) => ({
  product_id: 1000 + n,
  name: `Pack ${n}`,
  type: n % 10 === 0 ? "bundle" : "single",
  price: (n % 7) + 1,
  currency: "USD",
}));

function renderTable(records: unknown[] = products) {
  const read = createBodyReader(JSON.stringify({ data: records }), {
    fillable: catalogFillableActions(),
    actionId: "products",
  });
  const summary = read({ id: 0, type: "summary" });
  const table = (summary as { table: RecordsTable }).table;
  const asked: Omit<Extract<BodyRequest, { type: "table" }>, "id" | "type">[] = [];
  // As the worker answers: a turn later, never in the same tick.
  const loadRows = vi.fn(async (query, offset, limit) => {
    asked.push({ query, offset, limit });
    await new Promise((resolve) => setTimeout(resolve, 0));
    return read({ id: 1, type: "table", query, offset, limit }) as TablePage;
  });
  const onUse = vi.fn();
  const onDownloadCsv = vi.fn();
  const user = userEvent.setup();
  render(<RecordsTableView table={table} load={loadRows} onUse={onUse} onDownloadCsv={onDownloadCsv} />);
  return { user, onUse, onDownloadCsv, asked };
}

const grid = () => screen.getByRole("table", { name: "Records in data" });
const bodyRows = () => within(grid()).getAllByRole("row").slice(1);
const firstCells = () => bodyRows().map((row) => within(row).getAllByRole("cell")[1]?.textContent);

describe("the records table", () => {
  it("covers every record, drawing only a screenful of rows", async () => {
    renderTable();
    expect(await screen.findByText("10,000 of 10,000 rows in data")).toHaveAttribute("aria-live", "polite");
    expect(grid()).toHaveAttribute("aria-rowcount", String(TOTAL + 1));
    const rows = bodyRows();
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.length).toBeLessThan(200);
    expect(rows[0]).toHaveAttribute("aria-rowindex", "2");
    expect(
      within(grid())
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Use", "product_id", "name", "type", "price", "currency"]);
  });

  it("draws the rows scrolled to, down to the last one", async () => {
    renderTable();
    await screen.findByText("Pack 0");
    const box = screen.getByRole("region", { name: "Records in data" });
    // jsdom lays nothing out: the row height is the one assumed until rows are measured (30 px).
    fireEvent.scroll(box, { target: { scrollTop: 30 * (TOTAL - 5) } });
    expect(await screen.findByText(`Pack ${TOTAL - 1}`)).toBeInTheDocument();
    expect(screen.queryByText("Pack 0")).toBeNull();
    const last = screen.getByRole("row", { name: new RegExp(`Pack ${TOTAL - 1}\\b`) });
    expect(last).toHaveAttribute("aria-rowindex", String(TOTAL + 1));
  });

  it("filters to the last record as typed, and counts and sums what is left", async () => {
    const { user } = renderTable();
    await screen.findByText("Pack 0");
    // In quotes, a phrase: "Pack 9999" and not Pack 8999, whose product_id is 9999.
    await user.type(screen.getByRole("searchbox", { name: "Filter rows" }), `"pack ${TOTAL - 1}"`);
    expect(await screen.findByText("1 of 10,000 rows in data")).toBeVisible();
    expect(firstCells()).toEqual([String(1000 + TOTAL - 1)]);
    expect(screen.getByText("type: single 1 · currency: USD 1 · Sum of price (USD): 4")).toBeVisible();

    await user.clear(screen.getByRole("searchbox", { name: "Filter rows" }));
    await user.type(screen.getByRole("searchbox", { name: "Filter rows" }), "bundle");
    expect(await screen.findByText("1,000 of 10,000 rows in data")).toBeVisible();
    const bundles = products.filter((product) => product.type === "bundle");
    const sum = bundles.reduce((total, product) => total + product.price, 0);
    expect(
      screen.getByText(`type: bundle 1,000 · currency: USD 1,000 · Sum of price (USD): ${sum.toLocaleString("en-US")}`),
    ).toBeVisible();

    await user.selectOptions(screen.getByRole("combobox", { name: "in column" }), "name");
    expect(await screen.findByText("0 of 10,000 rows in data: none has every word of “bundle”")).toBeVisible();
  });

  it("sorts by a column from its header, by mouse or keyboard, and says so with aria-sort", async () => {
    const { user } = renderTable(products.slice(0, 30));
    await screen.findByText("Pack 0");
    const price = () => screen.getByRole("columnheader", { name: "price" });
    expect(price()).not.toHaveAttribute("aria-sort");
    await user.click(within(price()).getByRole("button", { name: "price" }));
    await waitFor(() => expect(price()).toHaveAttribute("aria-sort", "ascending"));
    await waitFor(() => expect(firstCells().slice(0, 5)).toEqual(["1000", "1007", "1014", "1021", "1028"]));

    within(price()).getByRole("button").focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(price()).toHaveAttribute("aria-sort", "descending"));
    await waitFor(() => expect(firstCells().slice(0, 4)).toEqual(["1006", "1013", "1020", "1027"]));

    await user.keyboard(" ");
    await waitFor(() => expect(price()).not.toHaveAttribute("aria-sort"));
    await waitFor(() => expect(firstCells().slice(0, 3)).toEqual(["1000", "1001", "1002"]));
  });

  it("keeps each row's offer to other actions, with the row's own values", async () => {
    const { user, onUse } = renderTable();
    await user.type(screen.getByRole("searchbox", { name: "Filter rows" }), '"pack 4321"');
    const row = await screen.findByRole("row", { name: /Pack 4321\b/ });
    await user.click(within(row).getByRole("button", { name: "Order this package (5321)" }));
    expect(onUse).toHaveBeenCalledWith(
      expect.objectContaining({ actionId: "create_order", values: { product_id: "5321" } }),
    );
  });

  it("downloads as CSV what it shows: the filter and the order", async () => {
    const { user, onDownloadCsv } = renderTable();
    await user.type(screen.getByRole("searchbox", { name: "Filter rows" }), "bundle");
    await user.click(within(screen.getByRole("columnheader", { name: "name" })).getByRole("button"));
    await user.click(await screen.findByRole("button", { name: "Download CSV (1,000 rows)" }));
    expect(onDownloadCsv).toHaveBeenCalledWith({ filter: "bundle", sort: { column: "name", direction: "ascending" } });
  });
});
