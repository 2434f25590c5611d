import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createSandboxApp } from "../../src/sandbox/create-sandbox-app";
import { DEMO_KEYS } from "../../src/sandbox/demo-keys";
import { recordingSandbox, renderConsole, type SentRequest, sends } from "../render";
import { inBatch, openBatch, pasteRows, rowOfLine } from "./batch-helpers";

// Two players whose orders succeed, and the sandbox's player whose orders fail and are refunded.
const CSV = ["product_id,user_id", "201,123456789", "202,123456790", "203,100000500"].join("\n");
const checks = (sent: SentRequest[]) =>
  sends(sent).filter((request) => new URL(request.url).pathname.endsWith("/order_status"));
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Moves the sandbox's own time on, as POST /v1/_sandbox/clock does for anyone. */
async function moveSandboxClock(sandbox: ReturnType<typeof createSandboxApp>, ms: number) {
  const answer = await sandbox.fetch(
    new Request("http://sandbox.test/v1/_sandbox/clock", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ advance_ms: ms }),
    }),
  );
  expect(answer.status).toBe(200);
}

afterEach(() => {
  vi.useRealTimers();
});

describe("Batch orders: following placed orders", () => {
  it("follows each order to its final status, shows it and the money refunded, and goes on after a reload", async () => {
    const sandbox = createSandboxApp();
    const first = recordingSandbox((request) => Promise.resolve(sandbox.fetch(request)));
    const page = renderConsole(first.transport);
    await page.user.click(screen.getByLabelText("API key"));
    await page.user.paste(DEMO_KEYS.funded);
    await openBatch(page.user);
    await pasteRows(page.user, CSV);
    await page.user.click(inBatch().getByRole("button", { name: "Dry run" }));
    await page.user.click(await inBatch().findByRole("button", { name: "Place 3 orders" }));
    const dialog = screen.getByRole("dialog", { name: "Place this batch?" });
    await page.user.type(within(dialog).getByRole("textbox"), "3");
    // From the orders on, the console's time moves when the test says (and a little on its own).
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["setTimeout", "clearTimeout", "Date"] });
    await page.user.click(within(dialog).getByRole("button", { name: "Place 3 orders" }));
    expect(await inBatch().findByText("The batch has finished.")).toBeInTheDocument();
    expect(
      inBatch().getByText("Final status: succeeded 0, partly delivered 0, failed 0, refunded 0, still followed 3."),
    ).toBeInTheDocument();
    // Following starts once the last answer is in.
    expect(
      await inBatch().findByText("Following 3 placed orders with Check order status until their final status."),
    ).toBeInTheDocument();

    // The first checks, 2 s on: still pending in sandbox time. (The console's time also moves a
    // little on its own, so a slow machine may have asked once more by now.)
    await advance(2_100);
    expect(checks(first.sent).length).toBeGreaterThanOrEqual(3);
    expect(inBatch().getByText(/still followed 3\.$/)).toBeInTheDocument();

    // The page goes away: following stops with it.
    page.unmount();
    const askedBefore = checks(first.sent).length;
    await advance(60_000);
    expect(checks(first.sent)).toHaveLength(askedBefore);

    // Opened again, the batch is back and its orders are followed without a word from anyone.
    await moveSandboxClock(sandbox, 20_000);
    const again = recordingSandbox((request) => Promise.resolve(sandbox.fetch(request)));
    const reopened = renderConsole(again.transport);
    await reopened.user.click(screen.getByLabelText("API key"));
    await reopened.user.paste(DEMO_KEYS.funded);
    await screen.findByRole("region", { name: "Batch orders" });
    expect(inBatch().queryByRole("alert")).not.toBeInTheDocument();
    await advance(2_100);
    expect(
      await inBatch().findByText(
        "Final status: succeeded 2, partly delivered 0, failed 1, refunded 0, still followed 0.",
      ),
    ).toBeInTheDocument();
    expect(checks(again.sent)).toHaveLength(3);
    expect(within(rowOfLine(2)).getByText("Succeeded")).toBeInTheDocument();
    expect(within(rowOfLine(4)).getByText("Failed")).toBeInTheDocument();
    expect(within(rowOfLine(4)).getByText(/^Order ord_\d+ ended failed\.$/)).toBeInTheDocument();
    expect(inBatch().getByText("Spent as listed: $15.47.")).toBeInTheDocument();
    expect(inBatch().getByText("Refunded as listed (failed or refunded orders): $9.99.")).toBeInTheDocument();
    expect(inBatch().queryByText(/^Following \d/)).not.toBeInTheDocument();

    // Nothing more is asked once every order is final.
    await advance(60_000);
    expect(checks(again.sent)).toHaveLength(3);
  });
});

describe("Batch orders: Stop while orders are followed", () => {
  it("asks nothing more after Stop, and Resume follows the orders again", async () => {
    const sandbox = createSandboxApp();
    const recording = recordingSandbox((request) => Promise.resolve(sandbox.fetch(request)));
    const { user } = renderConsole(recording.transport);
    await user.click(screen.getByLabelText("API key"));
    await user.paste(DEMO_KEYS.funded);
    await openBatch(user);
    await pasteRows(user, "product_id,user_id\n201,123456789");
    await user.click(inBatch().getByRole("button", { name: "Dry run" }));
    await user.click(await inBatch().findByRole("button", { name: "Place 1 order" }));
    const dialog = screen.getByRole("dialog", { name: "Place this batch?" });
    await user.type(within(dialog).getByRole("textbox"), "1");
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["setTimeout", "clearTimeout", "Date"] });
    await user.click(within(dialog).getByRole("button", { name: "Place 1 order" }));
    expect(await inBatch().findByText("The batch has finished.")).toBeInTheDocument();
    expect(await inBatch().findByText(/^Following 1 placed order /)).toBeInTheDocument();

    await user.click(inBatch().getByRole("button", { name: "Stop" }));
    expect(inBatch().queryByText(/^Following 1 placed order /)).not.toBeInTheDocument();
    // None yet, unless a slow machine let the console's own time reach the first check.
    const askedAtStop = checks(recording.sent).length;
    expect(askedAtStop).toBeLessThanOrEqual(1);
    await advance(60_000);
    expect(checks(recording.sent)).toHaveLength(askedAtStop);
    expect(inBatch().getByText(/still followed 1\.$/)).toBeInTheDocument();

    await moveSandboxClock(sandbox, 20_000);
    await user.click(inBatch().getByRole("button", { name: "Resume" }));
    await advance(2_100);
    expect(
      await inBatch().findByText(
        "Final status: succeeded 1, partly delivered 0, failed 0, refunded 0, still followed 0.",
      ),
    ).toBeInTheDocument();
    expect(checks(recording.sent)).toHaveLength(askedAtStop + 1);
    expect(inBatch().queryByRole("button", { name: "Resume" })).not.toBeInTheDocument();
  });
});
