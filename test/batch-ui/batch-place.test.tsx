import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { DEMO_KEYS } from "../../src/sandbox/demo-keys";
import type { Transport } from "../../src/transport/transport";
import { captureDownloads } from "../capture-downloads";
import { recordingSandbox, renderConsole, sends } from "../render";
import { sandboxWithOrders } from "../sandbox-with-orders";
import { inBatch, openBatch, pasteRows, placeRows, rowOfLine } from "./batch-helpers";

const CSV = ["product_id,user_id", "201,123456789", "202,123456790", "203,123456791", "999,1"].join("\n");
const orders = (sent: Parameters<typeof sends>[0]) =>
  sends(sent).filter((request) => new URL(request.url).pathname.endsWith("/create_order"));
const referenceOf = (request: { body: string }) => JSON.parse(request.body).reseller_ref as string;
const placedRefs = (placed: { reseller_ref: string }[]) => placed.map((order) => order.reseller_ref).sort();

/**
 * The console over the sandbox (behind `inner` when given) with the funded key typed in: `sent` is
 * every request the console sent, `placed()` the orders the sandbox itself placed.
 */
async function startFunded(inner?: (sandbox: Transport) => Transport) {
  const sandbox = sandboxWithOrders();
  const recording = recordingSandbox(inner ? inner(sandbox.transport) : sandbox.transport);
  const ui = renderConsole(recording.transport);
  await ui.user.click(screen.getByLabelText("API key"));
  await ui.user.paste(DEMO_KEYS.funded);
  return { ...ui, sent: recording.sent, placed: () => sandbox.ordersPlaced("funded") };
}

describe("Batch orders: placing them", () => {
  it("spends only once the number of orders is typed, then places each ready row once", async () => {
    const { user, sent, placed } = await startFunded();
    await openBatch(user);
    await pasteRows(user, CSV);
    await user.click(inBatch().getByRole("button", { name: "Dry run" }));
    await user.click(await inBatch().findByRole("button", { name: "Place 3 orders" }));

    const dialog = screen.getByRole("dialog", { name: "Place this batch?" });
    const spend = within(dialog).getByRole("button", { name: "Place 3 orders" });
    expect(spend).toBeDisabled();
    expect(within(dialog).getByRole("button", { name: "Go back" })).toHaveFocus();
    expect(dialog).toHaveTextContent("Orders3");
    expect(dialog).toHaveTextContent("Total as listed$15.47");
    expect(dialog).toHaveTextContent("Balance before$9,932.61");
    expect(dialog).toHaveTextContent("Balance after$9,917.14");
    expect(dialog).not.toHaveTextContent("LIVE");

    // Enter in the count never spends, even once the count is right.
    const typed = within(dialog).getByRole("textbox", { name: "Type 3, the number of orders, to place them" });
    await user.type(typed, "2{Enter}");
    expect(spend).toBeDisabled();
    expect(orders(sent)).toHaveLength(0);
    await user.clear(typed);
    await user.type(typed, "3{Enter}");
    expect(orders(sent)).toHaveLength(0);
    expect(placed()).toEqual([]);
    await user.click(spend);

    expect(await inBatch().findByText("The batch has finished.")).toBeInTheDocument();
    expect(inBatch().getByRole("progressbar", { name: "Batch progress" })).toHaveAttribute("value", "3");
    expect(
      inBatch().getByText("Placed 3, refused 0, paused for balance 0, unknown 0, sending 0, waiting 0."),
    ).toBeInTheDocument();
    expect(inBatch().getByText("Spent as listed: $15.47.")).toBeInTheDocument();
    expect(within(rowOfLine(2)).getByText("Placed")).toBeInTheDocument();
    // Each ready row reached the sandbox once, each under a reference of its own ...
    const references = orders(sent).map(referenceOf);
    expect(references).toHaveLength(3);
    expect(new Set(references).size).toBe(3);
    // ... and the sandbox placed exactly those three orders, one per row.
    expect(placedRefs(placed())).toEqual([...references].sort());
    expect(
      placed()
        .map((order) => `${order.product_id} ${order.user_id}`)
        .sort(),
    ).toEqual(["201 123456789", "202 123456790", "203 123456791"]);
    for (const request of sent) expect(JSON.stringify(request.body)).not.toContain("sk_demo");

    const downloads = captureDownloads();
    await user.click(inBatch().getByRole("button", { name: "Download results CSV" }));
    expect(downloads.names()[0]).toMatch(/^batch-\d{8}-[0-9a-f]{6}-results\.csv$/);
    const csv = await downloads.text(0);
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toBe("line,reseller_ref,product_id,user_id,zone_id,order_id,status,price,message");
    expect(lines.slice(1).map((line) => line.split(",").slice(0, 1).concat(line.split(",").slice(2, 4)))).toEqual([
      ["2", "201", "123456789"],
      ["3", "202", "123456790"],
      ["4", "203", "123456791"],
    ]);
    for (const line of lines.slice(1)) expect(line).toMatch(/,ord_\d{6},pending,\d+\.\d+,$/);
    expect(csv).not.toContain("sk_demo");
    vi.restoreAllMocks();
  });

  it("goes back without spending", async () => {
    const { user, sent, placed } = await startFunded();
    await openBatch(user);
    await pasteRows(user, "product_id,user_id\n201,123456789");
    await user.click(inBatch().getByRole("button", { name: "Dry run" }));
    await user.click(await inBatch().findByRole("button", { name: "Place 1 order" }));
    await user.click(
      within(screen.getByRole("dialog", { name: "Place this batch?" })).getByRole("button", { name: "Go back" }),
    );
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(orders(sent)).toHaveLength(0);
    expect(placed()).toEqual([]);
  });
});

describe("Batch orders: Pause and Resume", () => {
  it("lets the order in flight finish, sends nothing more until Resume, then the rest", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { user, sent, placed } = await startFunded((sandbox) => async (request) => {
      if (new URL(request.url).pathname.endsWith("/create_order")) await held;
      return sandbox(request);
    });
    await placeRows(user, CSV, 3);

    await user.click(await inBatch().findByRole("button", { name: "Pause" }));
    release();
    expect(await inBatch().findByText("Paused. Resume goes on with the rows still waiting.")).toBeInTheDocument();
    expect(orders(sent)).toHaveLength(1);
    expect(placedRefs(placed())).toEqual(orders(sent).map(referenceOf).sort());
    expect(inBatch().getByText(/^Placed 1, .* waiting 2\.$/)).toBeInTheDocument();

    await user.click(inBatch().getByRole("button", { name: "Resume" }));
    expect(await inBatch().findByText("The batch has finished.")).toBeInTheDocument();
    expect(orders(sent)).toHaveLength(3);
    expect(new Set(orders(sent).map(referenceOf)).size).toBe(3);
    expect(placedRefs(placed())).toEqual(orders(sent).map(referenceOf).sort());
  });
});
