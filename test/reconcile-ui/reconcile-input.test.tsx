import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StrictMode } from "react";
import { describe, expect, it } from "vitest";
import { Providers } from "../../src/app/providers";
import { BUILT_IN_STATE } from "../../src/config/runtime-config-load";
import ReconcilePanel from "../../src/features/reconcile/reconcile-panel";
import { createSandboxApp } from "../../src/sandbox/create-sandbox-app";
import { DEMO_KEYS } from "../../src/sandbox/demo-keys";
import type { Transport } from "../../src/transport/transport";
import { recordingSandbox, renderConsole, startConsole } from "../render";
import { inReconcile, openReconcile, reconcileRegion } from "./reconcile-helpers";

describe("Reconciliation: what cannot be done, and saying why", () => {
  it("keeps a minutes value that is not positive, explains it, and will not start until it is put right", async () => {
    const { user, sent } = await startConsole(DEMO_KEYS.anomalies);
    await openReconcile(user);
    const minutes = inReconcile().getByRole("spinbutton", { name: "Stuck after (minutes)" });
    expect(minutes).toHaveValue(30);
    expect(minutes).toHaveAccessibleDescription("An order still pending or processing after this long is a finding.");
    await user.clear(minutes);
    await user.type(minutes, "0");
    expect(minutes).toHaveValue(0);
    expect(minutes).toHaveAttribute("aria-invalid", "true");
    expect(minutes).toHaveAccessibleDescription("Give a whole number of minutes, 1 or more.");
    expect(inReconcile().getByRole("button", { name: "Reconcile" })).toBeDisabled();
    await user.clear(minutes);
    await user.type(minutes, "-5");
    expect(minutes).toHaveValue(-5);
    expect(inReconcile().getByRole("button", { name: "Reconcile" })).toBeDisabled();
    await user.clear(minutes);
    await user.type(minutes, "0.5");
    expect(minutes).toHaveAttribute("aria-invalid", "true");
    expect(inReconcile().getByRole("button", { name: "Reconcile" })).toBeDisabled();
    // Enter in the field does not start it either.
    await user.type(minutes, "{Enter}");
    expect(sent).toHaveLength(0);

    await user.clear(minutes);
    await user.type(minutes, "45");
    expect(minutes).toHaveAttribute("aria-invalid", "false");
    expect(inReconcile().getByRole("button", { name: "Reconcile" })).toBeEnabled();
  });

  it("says why an answer's entries cannot be read when the answer is not JSON, and offers a range instead", async () => {
    const sent: string[] = [];
    const sandbox = createSandboxApp();
    const transport: Transport = async (request) => {
      sent.push(request.url);
      return sandbox.fetch(request);
    };
    const user = userEvent.setup();
    render(
      <Providers transport={transport} config={BUILT_IN_STATE}>
        <ReconcilePanel
          id="reconcile"
          ask={{ from: "entries", body: "<html><body>Bad gateway</body></html>", receivedAt: Date.now() }}
        />
      </Providers>,
    );
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(/^The answer is not JSON, so its entries cannot be read: .+/);
    expect(sent).toEqual([]);
    expect(screen.getByText("The 0 entries of a Wallet transactions log answer.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Choose a range instead" }));
    expect(screen.getByRole("group", { name: "Wallet entries" })).toBeInTheDocument();
    expect(screen.getByLabelText("From")).toHaveValue("");
  });

  it("starts by itself once when asked from an answer, under StrictMode's mount, unmount and mount again", async () => {
    const sandbox = createSandboxApp();
    const sent: string[] = [];
    const transport: Transport = async (request) => {
      sent.push(request.url);
      return sandbox.fetch(request);
    };
    const body = JSON.stringify({
      data: [{ order_id: "ord_000001", type: "debit", amount: -1.99, balance_after: 998.01 }],
    });
    render(
      <StrictMode>
        <Providers transport={transport} config={BUILT_IN_STATE}>
          <ReconcilePanel id="reconcile" ask={{ from: "entries", body, receivedAt: Date.now() }} />
        </Providers>
      </StrictMode>,
    );
    // No key here: the status check is refused, so nothing is said to reconcile.
    expect(
      await screen.findByText("No finding in 1 entry, but not everything could be checked: see Not matched below.", {}),
    ).toHaveAttribute("role", "status");
    expect(screen.queryByText(/^Cancelled after /)).toBeNull();
    // The undone first mount sent nothing: one status check, from the run that stayed.
    expect(sent.filter((url) => url.includes("/order_status"))).toHaveLength(1);
  });

  it("stops at a refused wallet page, says so, and leaves the form to use again", async () => {
    const { user, sent } = await startConsole(DEMO_KEYS.suspended);
    await openReconcile(user);
    await user.type(inReconcile().getByLabelText("From"), "2026-11-01");
    await user.click(inReconcile().getByRole("button", { name: "Reconcile" }));
    const alert = await inReconcile().findByRole("alert");
    expect(alert).toHaveTextContent(
      "Stopped: page 1 of the wallet was refused (HTTP 403: This API key is valid, but its reseller account is suspended). Nothing was checked; see History for the answer.",
    );
    expect(sent.map((request) => new URL(request.url).pathname)).toEqual(["/v1/wallet_history"]);
    expect(new URL(sent[0]?.url ?? "").searchParams.get("from")).toBe("2026-11-01");
    expect(inReconcile().queryByRole("table", { name: "Reconciliation findings" })).toBeNull();
    // What was typed is still there, and the button asks again.
    expect(inReconcile().getByLabelText("From")).toHaveValue("2026-11-01");
    const again = inReconcile().getByRole("button", { name: "Reconcile" });
    expect(again).toBeEnabled();
    await user.click(again);
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(await inReconcile().findByRole("alert")).toHaveTextContent(/^Stopped: page 1 /);
  });

  it("keeps the key out of the end line, the key it ran with, also after the key is changed", async () => {
    const oldKey = "sk_live_wrong_0123456789";
    const { transport } = recordingSandbox(
      async () =>
        new Response(JSON.stringify({ message: `The key ${oldKey} is not valid` }), {
          status: 401,
          headers: { "Content-Type": "application/json" },
        }),
    );
    const { user } = renderConsole(transport);
    await user.click(screen.getByLabelText("API key"));
    await user.paste(oldKey);
    await openReconcile(user);
    await user.type(inReconcile().getByLabelText("From"), "2026-11-01");
    await user.click(inReconcile().getByRole("button", { name: "Reconcile" }));
    const alert = await inReconcile().findByRole("alert");
    expect(alert).toHaveTextContent("HTTP 401: The key [redacted] is not valid");
    // The right key put in: the line about the run made with the old one still hides it.
    await user.clear(screen.getByLabelText("API key"));
    await user.click(screen.getByLabelText("API key"));
    await user.paste("sk_live_right_9876543210");
    expect(inReconcile().getByRole("alert")).toHaveTextContent("HTTP 401: The key [redacted] is not valid");
  });

  it("stops asking on Cancel and says how far it got", async () => {
    // Status checks wait until the test lets them answer, so Cancel comes while they are asked.
    const sandbox = createSandboxApp();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const recording = recordingSandbox(async (request) => {
      if (new URL(request.url).pathname.endsWith("/order_status")) await held;
      return sandbox.fetch(request);
    });
    const { user } = renderConsole(recording.transport);
    await user.click(screen.getByLabelText("API key"));
    await user.paste(DEMO_KEYS.anomalies);
    await openReconcile(user);
    await user.click(inReconcile().getByRole("button", { name: "Reconcile" }));
    expect(await inReconcile().findByText(/^Asking order statuses: 0 of 23\./)).toBeVisible();
    expect(inReconcile().getByRole("progressbar", { name: "Reconciliation progress" })).toBeInTheDocument();
    // The phase is said once, the running count shown without being announced at each step.
    expect(inReconcile().getByRole("status")).toHaveTextContent(/^Asking order statuses…$/);
    // Reconcile gave way to Cancel, and focus went with it.
    expect(inReconcile().getByRole("button", { name: "Cancel" })).toHaveFocus();
    await user.click(inReconcile().getByRole("button", { name: "Cancel" }));
    release();
    const said = await inReconcile().findByText(/^Cancelled after /);
    expect(said).toHaveFocus();
    expect(said).toHaveTextContent(/^Cancelled after 1 page and \d+ order status(es)?\. Nothing was checked\.$/);
    expect(said).toHaveAttribute("role", "status");
    const statusChecks = recording.sent.filter((request) => request.url.includes("/order_status"));
    expect(statusChecks.length).toBeLessThan(23);
    expect(inReconcile().queryByRole("table", { name: "Reconciliation findings" })).toBeNull();
    expect(inReconcile().getByRole("button", { name: "Reconcile" })).toBeEnabled();
    expect(reconcileRegion()).not.toHaveTextContent("checked:");
  });
});
