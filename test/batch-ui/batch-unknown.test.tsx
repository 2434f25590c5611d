import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createSandboxApp } from "../../src/sandbox/create-sandbox-app";
import { DEMO_KEYS } from "../../src/sandbox/demo-keys";
import type { Transport } from "../../src/transport/transport";
import { recordingSandbox, renderConsole, type SentRequest, sends } from "../render";
import { closePage, inBatch, orderRefs, placeRows, rowOfLine, secondOrderLost } from "./batch-helpers";

const CSV = ["product_id,user_id", "201,123456789", "202,123456790", "203,123456791"].join("\n");
/** The reference a request asks Check order status about (none for any other request). */
const statusQuestion = (request: SentRequest) => {
  const url = new URL(request.url);
  return url.pathname.endsWith("/order_status") ? url.searchParams.get("reseller_ref") : null;
};

describe("Batch orders: an answer that never came", () => {
  it("leaves the row unknown, offers only an explicit send with the same reference, and says what is known of it", async () => {
    // The second order's answer is a 500: whether it was placed is unknown.
    const recording = recordingSandbox(secondOrderLost(createSandboxApp()));
    const { user } = renderConsole(recording.transport);
    await user.click(screen.getByLabelText("API key"));
    await user.paste(DEMO_KEYS.funded);
    await placeRows(user, CSV, 3);

    expect(await inBatch().findByText("The batch has finished.")).toBeInTheDocument();
    expect(within(rowOfLine(3)).getByText("Unknown")).toBeInTheDocument();
    expect(within(rowOfLine(3)).getByText(/The API answered HTTP 500/)).toBeInTheDocument();
    // Nothing is sent again on its own, and only the unknown row offers it.
    expect(orderRefs(recording.sent)).toHaveLength(3);
    const again = inBatch().getAllByRole("button", { name: /^Send again with the same reference/ });
    expect(again.map((button) => button.getAttribute("aria-label"))).toEqual([
      "Send again with the same reference (line 3)",
    ]);
    expect(again[0]).toHaveAccessibleDescription(/is not documented/);

    const [, lost] = orderRefs(recording.sent);
    await user.click(within(rowOfLine(3)).getByRole("button", { name: /line 3/ }));
    await waitForPlaced(3);
    expect(orderRefs(recording.sent)).toHaveLength(4);
    expect(orderRefs(recording.sent).at(-1)).toBe(lost);
    expect(inBatch().queryByRole("button", { name: /^Send again/ })).not.toBeInTheDocument();
  });

  it("shows a batch cut off mid-send as interrupted after the page is opened again, and Resume goes on", async () => {
    const sandbox = createSandboxApp();
    let hang = true;
    const transport: Transport = (request) =>
      hang && new URL(request.url).pathname.endsWith("/create_order")
        ? new Promise<Response>(() => undefined)
        : Promise.resolve(sandbox.fetch(request));
    const cutOff = recordingSandbox(transport);
    const first = renderConsole(cutOff.transport);
    await first.user.click(screen.getByLabelText("API key"));
    await first.user.paste(DEMO_KEYS.funded);
    await placeRows(first.user, CSV, 3);
    await within(await findRow(2)).findByText("Sending");
    first.unmount();
    closePage();
    // Line 2's order left and was never answered: its reference is the one to ask about. (The
    // recording keeps a request once its body is read, which may be after the row shows it.)
    await waitFor(() => expect(orderRefs(cutOff.sent)).toHaveLength(1));
    const [lost] = orderRefs(cutOff.sent);

    hang = false;
    const recording = recordingSandbox(transport);
    const again = renderConsole(recording.transport);
    // The region is open again, as it was when the page went away. Until the key is typed again the
    // batch waits for its own target, and says which.
    const alert = await within(await screen.findByRole("region", { name: "Batch orders" })).findByRole("alert");
    expect(alert).toHaveTextContent(
      /did not finish \(3 rows\)\. .* It was placed on Embedded sandbox https:\/\/sandbox\.invalid\/v1: it waits until/,
    );
    await again.user.click(screen.getByLabelText("API key"));
    await again.user.paste(DEMO_KEYS.funded);
    await waitFor(() => expect(alert).not.toHaveTextContent(/It was placed on/));
    expect(alert).toHaveTextContent(/did not finish \(3 rows\)/);
    expect(within(rowOfLine(2)).getByText("Sending")).toBeInTheDocument();

    await again.user.click(inBatch().getByRole("button", { name: "Resume" }));
    expect(await inBatch().findByText("The batch has finished.")).toBeInTheDocument();
    // The row cut off is asked about by its reference first, and not sent again on its own.
    expect(within(rowOfLine(2)).getByText("Unknown")).toBeInTheDocument();
    expect(within(rowOfLine(2)).getByText(/The page closed while this order was being sent/)).toBeInTheDocument();
    expect(within(rowOfLine(3)).getByText("Placed")).toBeInTheDocument();
    expect(within(rowOfLine(4)).getByText("Placed")).toBeInTheDocument();
    const paths = sends(recording.sent).map((request) => new URL(request.url).pathname);
    expect(paths.indexOf("/v1/order_status")).toBeLessThan(paths.indexOf("/v1/create_order"));
    // The check did run, by line 2's reference, and it is all that was sent before the next order.
    const firstOrder = paths.indexOf("/v1/create_order");
    expect(firstOrder).toBeGreaterThan(0);
    expect(sends(recording.sent).slice(0, firstOrder).map(statusQuestion)).toEqual([lost]);
    expect(orderRefs(recording.sent)).toHaveLength(2);
    expect(orderRefs(recording.sent)).not.toContain(lost);
  });
});

async function findRow(line: number) {
  await inBatch().findByRole("table", { name: "Batch rows" });
  return rowOfLine(line);
}

async function waitForPlaced(line: number) {
  await within(await findRow(line)).findByText("Placed");
}
