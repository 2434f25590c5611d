import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { startConsole } from "../render";
import { batchRegion, batchTable, inBatch, openBatch, pasteRows, rowOfLine } from "./batch-helpers";

const CSV = [
  "product_id;user_id;zone_id;note",
  "201;123456789;;first",
  '"202";"123456790";;"second"',
  "abc;12;;bad",
].join("\r\n");

describe("Batch orders: the file and its rows", () => {
  it("opens from the bar, reads a pasted file and lists its rows with every cell correctable", async () => {
    const { user } = await startConsole();
    const bar = screen.getByRole("button", { name: "Batch orders" });
    expect(bar).toHaveAttribute("aria-expanded", "false");
    await openBatch(user);
    expect(bar).toHaveAttribute("aria-expanded", "true");

    await pasteRows(user, CSV);
    expect(inBatch().getByText("3 rows read.")).toBeInTheDocument();
    expect(inBatch().getByText(/Columns not read, as they name no order field: note\./)).toBeInTheDocument();
    // The header row and three rows, whatever is drawn.
    expect(batchTable()).toHaveAttribute("aria-rowcount", "4");
    const product = within(rowOfLine(3)).getByRole("textbox", { name: "product_id, line 3" });
    expect(product).toHaveValue("202");

    await user.clear(within(rowOfLine(4)).getByRole("textbox", { name: "product_id, line 4" }));
    await user.type(within(rowOfLine(4)).getByRole("textbox", { name: "product_id, line 4" }), "203");
    expect(within(rowOfLine(4)).getByRole("textbox", { name: "product_id, line 4" })).toHaveValue("203");

    const include = within(rowOfLine(2)).getByRole("checkbox", { name: "Include line 2" });
    expect(include).toBeChecked();
    await user.click(include);
    expect(include).not.toBeChecked();
    expect(within(rowOfLine(2)).getByText("Excluded")).toBeInTheDocument();
  });

  it("says what keeps a file from being read, and keeps the text", async () => {
    const { user } = await startConsole();
    await openBatch(user);
    await user.click(inBatch().getByRole("textbox", { name: "CSV" }));
    await user.paste("user_id,zone_id\n123,1");
    await user.click(inBatch().getByRole("button", { name: "Read rows" }));
    expect(await within(batchRegion()).findByRole("alert")).toHaveTextContent(
      "No product_id column: every row needs one.",
    );
    expect(inBatch().getByRole("textbox", { name: "CSV" })).toHaveValue("user_id,zone_id\n123,1");
  });

  it("opens from the Place top-up order form too", async () => {
    const { user } = await startConsole();
    await user.click(screen.getByRole("radio", { name: "Place top-up order" }));
    await user.click(screen.getByRole("button", { name: "Order for many players" }));
    expect(await screen.findByRole("region", { name: "Batch orders" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Batch orders" })).toHaveAttribute("aria-expanded", "true");
  });
});
