import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DEMO_KEYS } from "../../src/sandbox/demo-keys";
import { findStatus, startConsole } from "../render";
import { inReconcile, openReconcile } from "./reconcile-helpers";

const contractRegion = () => screen.getByRole("region", { name: "Contract check" });

describe("Reconciliation in the ticket report", () => {
  it("adds the findings to the request tools' ticket report, the key in neither", async () => {
    const { user } = await startConsole(DEMO_KEYS.anomalies);
    await user.click(screen.getByRole("button", { name: "Send" }));
    await findStatus("200 OK");
    // The request tools arrive once the work has started: wait for them as a person would.
    await screen.findByRole("region", { name: "Contract check" });
    const before = await within(contractRegion()).findByRole("button", { name: "Copy ticket report" });
    expect(contractRegion()).not.toHaveTextContent("The last reconciliation's findings follow in the report.");
    await user.click(before);
    expect(await navigator.clipboard.readText()).not.toContain("## Reconciliation");

    await openReconcile(user);
    await user.click(inReconcile().getByRole("button", { name: "Reconcile" }));
    await inReconcile().findByText(/ checked: /, {}, { timeout: 8000 });

    // The region's own copy: the findings section alone.
    await user.click(inReconcile().getByRole("button", { name: "Copy ticket report" }));
    expect(
      await inReconcile().findByText("Ticket report copied, the findings included. The key is in neither."),
    ).toBeInTheDocument();
    const section = await navigator.clipboard.readText();
    expect(section).toMatch(/^## Reconciliation\n/);
    expect(section).toContain("- **Findings:** 5, $37.46 at stake (3746 in minor units)");
    for (const order of ["ord_000005", "ord_000012", "ord_000015", "ord_000019", "ord_000023"])
      expect(section).toContain(`| ${order} |`);
    expect(section).not.toContain(DEMO_KEYS.anomalies);

    // The request tools' report: the send, then the same section.
    expect(contractRegion()).toHaveTextContent("The last reconciliation's findings follow in the report.");
    await user.click(within(contractRegion()).getByRole("button", { name: "Copy ticket report" }));
    await waitFor(() => expect(within(contractRegion()).getByText(/^Ticket report copied: /)).toBeInTheDocument());
    const report = await navigator.clipboard.readText();
    expect(report).toContain("- **Action:** Check wallet balance (`balance`), GET `/v1/balance`");
    expect(report).toContain(section);
    expect(report.indexOf("## Reconciliation")).toBeGreaterThan(report.indexOf("- **Action:**"));
    expect(report).not.toContain(DEMO_KEYS.anomalies);

    // Another key now: the findings stay on screen, said to be another's, and leave the ticket report.
    const key = screen.getByLabelText("API key");
    await user.clear(key);
    await user.type(key, DEMO_KEYS.funded);
    expect(
      await inReconcile().findByText(
        "These findings were made with another key or environment than the one in use now: they are left out of the ticket report.",
      ),
    ).toBeInTheDocument();
    expect(contractRegion()).not.toHaveTextContent("The last reconciliation's findings follow in the report.");

    // Closing the region takes them out too, whatever the key.
    await user.clear(key);
    await user.type(key, DEMO_KEYS.anomalies);
    await waitFor(() =>
      expect(contractRegion()).toHaveTextContent("The last reconciliation's findings follow in the report."),
    );
    await user.click(screen.getByRole("button", { name: "Reconcile the wallet" }));
    expect(screen.queryByRole("region", { name: "Reconciliation" })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(contractRegion()).not.toHaveTextContent("The last reconciliation's findings follow in the report."),
    );
  }, 20_000);
});
