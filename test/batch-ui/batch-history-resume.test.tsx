import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createSandboxApp } from "../../src/sandbox/create-sandbox-app";
import { DEMO_KEYS } from "../../src/sandbox/demo-keys";
import { recordingSandbox, renderConsole, type SentRequest, sends } from "../render";
import { inBatch, orderRefs, placeRows, rowOfLine, secondOrderLost } from "./batch-helpers";

const CSV = ["product_id,user_id", "201,123456789", "202,123456790"].join("\n");
const pathOf = (request: SentRequest) => new URL(request.url).pathname;

describe("Batch orders: every unfinished batch reachable from History", () => {
  it("offers Ask about unknown rows and Resume for a batch left with an unknown row, and asks about it without sending an order", async () => {
    // The second order is placed, but its answer is lost to a 500: whether it was placed is unknown.
    const recording = recordingSandbox(secondOrderLost(createSandboxApp(), true));
    const { user } = renderConsole(recording.transport);
    await user.click(screen.getByLabelText("API key"));
    await user.paste(DEMO_KEYS.funded);
    await placeRows(user, CSV, 2);
    await inBatch().findByText("The batch has finished.");
    expect(within(rowOfLine(3)).getByText("Unknown")).toBeInTheDocument();
    const [, lost] = orderRefs(recording.sent);
    // New batch leaves it with its unknown row.
    await user.click(inBatch().getByRole("button", { name: "New batch" }));

    await user.click(screen.getByRole("button", { name: "History" }));
    const history = await screen.findByRole("region", { name: "History" });
    const batches = () => within(history).getByRole("region", { name: "Batches" });
    const ask = await waitFor(() =>
      within(batches()).getByRole("button", { name: /^Ask about unknown rows of batch/ }),
    );
    expect(within(batches()).getByText(/Left for a new batch at/)).toBeInTheDocument();
    const before = sends(recording.sent).length;
    await user.click(ask);
    // The region shows that batch, and asks Check order status about the unknown row only.
    await waitFor(() => expect(within(rowOfLine(3)).getByText("Placed")).toBeInTheDocument());
    const after = sends(recording.sent).slice(before);
    expect(after.map(pathOf)).toEqual(["/v1/order_status"]);
    expect(new URL(after[0]?.url ?? "http://x").searchParams.get("reseller_ref")).toBe(lost);
    expect(orderRefs(recording.sent)).toHaveLength(2);
    expect(within(batches()).queryByRole("button", { name: /^Resume batch/ })).not.toBeInTheDocument();
  });
});
