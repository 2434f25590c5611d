import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BATCH_EXPORT_FORMAT, BATCH_EXPORT_VERSION, targetShown } from "../../src/batch/batch-export";
import { createSandboxApp } from "../../src/sandbox/create-sandbox-app";
import { DEMO_KEYS } from "../../src/sandbox/demo-keys";
import { captureDownloads } from "../capture-downloads";
import { recordingSandbox, renderConsole } from "../render";
import { inBatch, openBatch, pasteRows, placeRows } from "./batch-helpers";

const CSV = ["product_id,user_id", "201,123456789", "202,123456790", "999,1"].join("\n");

const historyRegion = () => screen.getByRole("region", { name: "History" });
const batchesSection = () => within(historyRegion()).getByRole("region", { name: "Batches" });

/** Places the file's ready rows through the Batch orders region, as a person would. */
async function placeBatch(user: ReturnType<typeof renderConsole>["user"]) {
  await openBatch(user);
  await pasteRows(user, CSV);
  await user.click(inBatch().getByRole("button", { name: "Dry run" }));
  await user.click(await inBatch().findByRole("button", { name: "Place 2 orders" }));
  const dialog = screen.getByRole("dialog", { name: "Place this batch?" });
  await user.type(within(dialog).getByRole("textbox", { name: /^Type 2/ }), "2");
  await user.click(within(dialog).getByRole("button", { name: "Place 2 orders" }));
  await inBatch().findByText("The batch has finished.");
}

async function openHistory(user: ReturnType<typeof renderConsole>["user"]) {
  await user.click(screen.getByRole("button", { name: "History" }));
  await screen.findByRole("region", { name: "History" });
  return waitFor(() => within(batchesSection()).getByRole("button", { name: /^Open batch / }));
}

afterEach(() => vi.restoreAllMocks());

describe("Batch orders in History", () => {
  it("lists a placed batch as one entry with its rows, downloads and exports it without the key, and keeps it after a reload", async () => {
    const first = renderConsole(recordingSandbox().transport);
    await first.user.click(screen.getByLabelText("API key"));
    await first.user.paste(DEMO_KEYS.funded);
    await placeBatch(first.user);

    const open = await openHistory(first.user);
    // One entry for the batch, and none of its orders, player checks or status checks among the sends
    // (the dry run's list look-ups are sends like any other).
    expect(within(batchesSection()).getAllByRole("button", { name: /^Open / })).toEqual([open]);
    const sends = within(historyRegion())
      .getAllByRole("button", { name: /^Open / })
      .map((button) => button.getAttribute("aria-label"));
    expect(sends.filter((name) => /Place top-up order|Check order status|Validate player/.test(name ?? ""))).toEqual(
      [],
    );
    expect(sends.length).toBeLessThanOrEqual(4);
    expect(open).toHaveAccessibleName(/^Open batch Pasted rows at .+/);
    const entries = within(batchesSection()).getByRole("table", { name: "Batches, newest first" });
    expect(within(entries).getAllByRole("row")).toHaveLength(2);
    expect(entries).toHaveTextContent("2 rows.");
    expect(entries).toHaveTextContent("Placed 2, refused 0, paused for balance 0, unknown 0, sending 0, waiting 0.");
    expect(entries).toHaveTextContent("Spent as listed: $");
    expect(entries).not.toHaveTextContent(/k[0-9a-f]{8}/);

    await first.user.click(open);
    const rows = within(batchesSection()).getByRole("table", { name: "Rows of batch Pasted rows" });
    const bodyRows = within(rows).getAllByRole("row").slice(1);
    expect(bodyRows).toHaveLength(2);
    for (const [index, row] of bodyRows.entries()) {
      const cells = within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent);
      expect(cells[0]).toBe(String(index + 2));
      expect(cells[2]).toBe(String(201 + index));
      expect(cells[5]).toMatch(/^ord_\d{6}$/);
      expect(cells[6]).toMatch(/^Placed: \w+/);
    }

    const downloads = captureDownloads();
    await first.user.click(within(batchesSection()).getByRole("button", { name: "Download results CSV" }));
    await first.user.click(within(batchesSection()).getByRole("button", { name: "Export batch (JSON)" }));
    expect(downloads.names()).toEqual([
      expect.stringMatching(/^batch-\d{8}-[0-9a-f]{6}-results\.csv$/),
      expect.stringMatching(/^batch-\d{8}-[0-9a-f]{6}\.json$/),
    ]);
    const csv = await downloads.text(0);
    expect(csv.trim().split("\r\n")).toHaveLength(3);
    expect(csv).toMatch(/,ord_\d{6},/);
    const json = await downloads.text(1);
    expect(json).not.toContain(DEMO_KEYS.funded);
    expect(json).not.toContain("sk_demo");
    const exported = JSON.parse(json);
    expect(exported.format).toBe(BATCH_EXPORT_FORMAT);
    expect(exported.version).toBe(BATCH_EXPORT_VERSION);
    expect(exported.batch.rowCount).toBe(2);
    expect(exported.rows.map((row: { line: number; state: { kind: string } }) => [row.line, row.state.kind])).toEqual([
      [2, "placed"],
      [3, "placed"],
    ]);
    expect(csv).not.toContain("sk_demo");
    first.unmount();

    // After a reload, the batch is still there.
    const again = renderConsole(recordingSandbox().transport);
    await again.user.click(screen.getByLabelText("API key"));
    await again.user.paste(DEMO_KEYS.funded);
    const reopened = await openHistory(again.user);
    expect(within(batchesSection()).getAllByRole("button", { name: /^Open batch / })).toEqual([reopened]);
    again.unmount();
  });

  it("follows a running batch's counts from the region's own run, and keeps the batch once the region leaves it", async () => {
    const sandbox = createSandboxApp();
    // Each order waits until the test lets it through, so the batch is seen between its rows.
    const held: (() => void)[] = [];
    const { user } = renderConsole(async (request) => {
      if (new URL(request.url).pathname.endsWith("/create_order")) await new Promise<void>((go) => held.push(go));
      return sandbox.fetch(request);
    });
    await user.click(screen.getByLabelText("API key"));
    await user.paste(DEMO_KEYS.funded);
    // History is open before the batch begins: the journal it read holds none.
    await user.click(screen.getByRole("button", { name: "History" }));
    expect(
      await within(await screen.findByRole("region", { name: "History" })).findByText("No batch placed yet."),
    ).toBeInTheDocument();
    await placeRows(user, CSV, 2);

    const entries = () => within(batchesSection()).getByRole("table", { name: "Batches, newest first" });
    const counts = (placed: number, sending: number, waiting: number) =>
      `Placed ${placed}, refused 0, paused for balance 0, unknown 0, sending ${sending}, waiting ${waiting}.`;
    for (const [released, shown] of [counts(0, 1, 1), counts(1, 1, 0), counts(2, 0, 0)].entries()) {
      if (released > 0) {
        await waitFor(() => expect(held).toHaveLength(1));
        held.shift()?.();
      }
      // The region redraws from its run, and History in the same render from that same run: a count
      // of History's own would lag behind, or stay where it was when History opened.
      await inBatch().findByText(shown);
      expect(entries()).toHaveTextContent(shown);
      expect(within(entries()).getAllByRole("row")).toHaveLength(2);
    }
    await inBatch().findByText("The batch has finished.");

    // The region leaves the batch: History reads it again from the journal, as it ended.
    await user.click(inBatch().getByRole("button", { name: "New batch" }));
    expect(inBatch().getByRole("textbox", { name: "CSV" })).toBeInTheDocument();
    await waitFor(() => expect(entries()).toHaveTextContent(`2 rows. ${counts(2, 0, 0)} Spent as listed: $`));
    expect(within(entries()).getAllByRole("row")).toHaveLength(2);
  });

  it("says where a batch went without the key's fingerprint", () => {
    expect(targetShown("sandbox https://sandbox.example/v1 rest k0123abcd")).toBe("sandbox https://sandbox.example/v1");
  });
});
