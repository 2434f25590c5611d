import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DEMO_KEYS } from "../../src/sandbox/demo-keys";
import { inBatch, placeRows } from "../batch-ui/batch-helpers";
import { findStatus, responseRegion, sends, startConsole } from "../render";
import { findingRows, inReconcile } from "./reconcile-helpers";

const paths = (sent: Awaited<ReturnType<typeof startConsole>>["sent"]) =>
  sends(sent).map((request) => new URL(request.url).pathname);

describe("Reconciliation: opened from an answer or a batch", () => {
  it("reconciles a Wallet transactions log answer's entries without reading the wallet again", async () => {
    const { user, sent } = await startConsole(DEMO_KEYS.anomalies);
    await user.click(screen.getByRole("radio", { name: "Wallet transactions log" }));
    await user.click(screen.getByRole("button", { name: "Send" }));
    await findStatus("200 OK");
    await user.click(await within(responseRegion()).findByRole("tab", { name: "Ledger" }));
    const asked = sent.length;
    await user.click(within(responseRegion()).getByRole("button", { name: "Reconcile these entries" }));

    // It starts at once: the person asked for exactly these entries.
    const region = await screen.findByRole("region", { name: "Reconciliation" });
    expect(within(region).getByText(/^The \d+ entries of a Wallet transactions log answer\.$/)).toBeInTheDocument();
    expect(await within(region).findByText(/ entries checked: /, {}, { timeout: 8000 })).toBeInTheDocument();
    const after = paths(sent.slice(asked));
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((path) => path === "/v1/order_status")).toBe(true);
    // The first page of the log holds the newest entries: the stuck order is among them.
    expect(findingRows().map((cells) => cells[1])).toContain("ord_000023");
  }, 20_000);

  it("reconciles a finished batch's orders against the wallet from the day it was placed", async () => {
    const { user, sent } = await startConsole(DEMO_KEYS.funded);
    await placeRows(user, "product_id,user_id\n201,123456789\n202,123456790", 2);
    await inBatch().findByText("The batch has finished.");
    const asked = sent.length;

    await user.click(await inBatch().findByRole("button", { name: "Reconcile this batch" }));
    await screen.findByRole("region", { name: "Reconciliation" });
    expect(
      inReconcile().getByText(
        /^The 2 orders of the batch of pasted rows placed .+, against the wallet from that day on\.$/,
      ),
    ).toBeVisible();
    expect(await inReconcile().findByText(/ reconcile: /, {}, { timeout: 8000 })).toHaveAttribute("role", "status");
    const after = sends(sent.slice(asked));
    const today = new Date().toISOString().slice(0, 10);
    expect(new URL(after[0]?.url ?? "").searchParams.get("from")).toBe(today);
    // Only the batch's two orders are asked about.
    expect(after.filter((request) => request.url.includes("/order_status"))).toHaveLength(2);
  }, 20_000);
});
