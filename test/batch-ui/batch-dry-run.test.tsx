import { within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { sends, startConsole } from "../render";
import { inBatch, openBatch, pasteRows, rowOfLine } from "./batch-helpers";

const CSV = [
  "product_id,user_id,zone_id",
  "201,123456789,",
  "202,123456790,",
  "999,123456789,",
  "101,123456789,",
  "201,100000404,",
  "201,123456789,",
  "abc,1,",
  "203,123456789,",
].join("\n");

const verdictOf = (line: number) => within(rowOfLine(line)).getAllByRole("cell").at(-2)?.textContent;
const reasonOf = (line: number) => within(rowOfLine(line)).getAllByRole("cell").at(-1)?.textContent;

describe("Batch orders: the dry run", () => {
  it("checks every row, each player once and the balance, and spends nothing", async () => {
    const { user, sent } = await startConsole();
    await openBatch(user);
    await pasteRows(user, CSV);
    await user.click(within(rowOfLine(9)).getByRole("checkbox", { name: "Include line 9" }));
    await user.click(inBatch().getByRole("button", { name: "Dry run" }));

    expect(await inBatch().findByText("7 rows: 2 ready, 5 with problems, 0 with warnings.")).toBeInTheDocument();
    expect(
      inBatch().getByText("Total as listed: $5.48. Balance now $9,932.61, after the batch $9,927.13."),
    ).toBeInTheDocument();

    expect(verdictOf(2)).toBe("Ready");
    expect(verdictOf(3)).toBe("Ready");
    expect(verdictOf(4)).toBe("Problem");
    expect(reasonOf(4)).toBe("Package 999 is not in List packages.");
    expect(reasonOf(5)).toBe("Arena of Legends needs a zone (Server ID): zone_id is empty.");
    expect(reasonOf(6)).toMatch(/^Validate player ID refused this player \(HTTP 422\): /);
    expect(reasonOf(7)).toBe("Repeats line 2: same package, player and zone.");
    expect(reasonOf(8)).toBe("product_id is not the right kind of value.");
    expect(verdictOf(9)).toBe("Excluded");

    const calls = sends(sent).map((request) => `${request.method} ${new URL(request.url).pathname}`);
    // Three distinct players (the repeat of line 2 is not asked about again); the balance; no order.
    expect(calls.filter((call) => call.endsWith("/validate_player"))).toHaveLength(3);
    expect(calls.filter((call) => call.endsWith("/balance"))).toHaveLength(1);
    expect(calls.some((call) => call.includes("order"))).toBe(false);
  });

  it("says the dry run is out of date once a cell is corrected", async () => {
    const { user } = await startConsole();
    await openBatch(user);
    await pasteRows(user, "product_id,user_id\n999,123456789");
    await user.click(inBatch().getByRole("button", { name: "Dry run" }));
    await inBatch().findByText(/1 row: 0 ready, 1 with a problem/);
    const cell = within(rowOfLine(2)).getByRole("textbox", { name: "product_id, line 2" });
    await user.clear(cell);
    await user.type(cell, "201");
    expect(
      inBatch().getByText("The rows changed after the dry run: run it again before placing them."),
    ).toBeInTheDocument();
    await user.click(inBatch().getByRole("button", { name: "Dry run" }));
    await inBatch().findByText(/1 row: 1 ready, 0 with problems/);
    expect(verdictOf(2)).toBe("Ready");
  });
});
