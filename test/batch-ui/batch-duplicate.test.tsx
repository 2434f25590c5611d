import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createSandboxApp } from "../../src/sandbox/create-sandbox-app";
import { DEMO_KEYS } from "../../src/sandbox/demo-keys";
import type { Transport } from "../../src/transport/transport";
import { inReconcile } from "../reconcile-ui/reconcile-helpers";
import { recordingSandbox, renderConsole, type SentRequest, sends } from "../render";
import { inBatch, placeRows, rowOfLine } from "./batch-helpers";

const CSV = ["product_id,user_id", "201,123456789", "202,123456790", "203,123456791"].join("\n");
const isOrder = (request: Request | SentRequest) => new URL(request.url).pathname.endsWith("/create_order");
const orderRefs = (sent: SentRequest[]) =>
  sends(sent)
    .filter(isOrder)
    .map((request) => JSON.parse(request.body).reseller_ref as string);
const statusChecks = (sent: SentRequest[]) =>
  sends(sent).filter((request) => new URL(request.url).pathname.endsWith("/order_status"));
/** The sandbox's own answer to a reference used for another order (docs/sandbox.md). */
const conflict = () =>
  Response.json(
    { error: { code: "DUPLICATE_REFERENCE", message: "reseller_ref was already used for a different order." } },
    { status: 409 },
  );

/**
 * The console over the sandbox, the second order's answer replaced by a 409 DUPLICATE_REFERENCE.
 * `placeIt`: the sandbox places that order all the same (an answer lost, its repeat refused).
 * The third order is refused outright (422).
 */
async function placeWithDuplicate(placeIt: boolean) {
  const sandbox = createSandboxApp();
  let orders = 0;
  const transport: Transport = async (request) => {
    if (!isOrder(request)) return sandbox.fetch(request);
    orders++;
    if (orders === 2) {
      if (placeIt) await sandbox.fetch(request);
      return conflict();
    }
    if (orders === 3) return Response.json({ error: { code: "INVALID_PLAYER" } }, { status: 422 });
    return sandbox.fetch(request);
  };
  const recording = recordingSandbox(transport);
  const ui = renderConsole(recording.transport);
  await ui.user.click(screen.getByLabelText("API key"));
  await ui.user.paste(DEMO_KEYS.funded);
  await placeRows(ui.user, CSV, 3);
  await inBatch().findByText("The batch has finished.", {}, { timeout: 8000 });
  return { ...ui, sent: recording.sent };
}

describe("Batch orders: a refusal that says the reference was used", () => {
  it("asks Check order status by the row's reference, and the row is placed and followed when the order exists", async () => {
    const { sent } = await placeWithDuplicate(true);
    const [, repeated] = orderRefs(sent);
    expect(within(rowOfLine(3)).getByText("Placed")).toBeInTheDocument();
    expect(within(rowOfLine(3)).queryByText("Refused")).not.toBeInTheDocument();
    // The status check came right after the refusal, by its reference, and nothing was sent again.
    const paths = sends(sent)
      .map((request) => new URL(request.url).pathname)
      .filter((path) => path === "/v1/create_order" || path === "/v1/order_status");
    expect(paths.slice(0, 4)).toEqual(["/v1/create_order", "/v1/create_order", "/v1/order_status", "/v1/create_order"]);
    expect(new URL(statusChecks(sent)[0]?.url ?? "").searchParams.get("reseller_ref")).toBe(repeated);
    expect(orderRefs(sent)).toHaveLength(3);
    expect(inBatch().getByText(/^Placed 2, refused 1, /)).toBeInTheDocument();
    // Followed as any placed order: Check order status is asked about it again.
    const checked = statusChecks(sent).length;
    await waitFor(() => expect(statusChecks(sent).length).toBeGreaterThan(checked), { timeout: 8000 });
  }, 20_000);

  it("stays unknown when the status check tells nothing, and Reconcile this batch takes every row ever sent", async () => {
    const { user, sent } = await placeWithDuplicate(false);
    const [, repeated, refused] = orderRefs(sent);
    expect(within(rowOfLine(3)).getByText("Unknown")).toBeInTheDocument();
    expect(
      within(rowOfLine(3)).getByText(/^Refused as a repeat \(HTTP 409: reseller_ref was already used/),
    ).toBeVisible();
    expect(within(rowOfLine(4)).getByText("Refused")).toBeInTheDocument();
    expect(orderRefs(sent)).toHaveLength(3);

    // Offered though a row is still unknown: reconciling is how its charge is found.
    await user.click(inBatch().getByRole("button", { name: "Reconcile this batch" }));
    await screen.findByRole("region", { name: "Reconciliation" });
    await inReconcile().findByText("Not matched", {}, { timeout: 8000 });
    // Neither the unknown row nor the refused one left an entry: both are looked for, by reference.
    for (const reference of [repeated, refused]) {
      expect(
        inReconcile().getByText(new RegExp(`^No wallet entry read names ${reference} of the batch`)),
      ).toBeVisible();
    }
  }, 20_000);
});
