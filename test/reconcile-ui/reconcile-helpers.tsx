import { screen, within } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import { afterEach } from "vitest";
import { setReconcileSection } from "../../src/channels/reconcile-report";
import { forgetReconciliationLog } from "../../src/channels/reconciliation-log-source";

type User = ReturnType<typeof userEvent.setup>;

// The last findings section and the kept runs live for the page: each test starts without them.
afterEach(() => {
  setReconcileSection(undefined);
  forgetReconciliationLog();
});

export const reconcileRegion = (name = "Reconciliation") => screen.getByRole("region", { name });
export const inReconcile = (name = "Reconciliation") => within(reconcileRegion(name));

/** Opens Reconciliation from the bar, as a person would, and waits for the region to load. */
export async function openReconcile(user: User, name = "Reconcile the wallet", region = "Reconciliation") {
  await user.click(screen.getByRole("button", { name }));
  // The region is a unit loaded when first opened (with Batch orders): a cold load takes seconds on a busy machine.
  return screen.findByRole("region", { name: region }, { timeout: 10_000 });
}

/** The findings table's body rows as their cells' text. */
export function findingRows(name = "Reconciliation findings", region = "Reconciliation") {
  const table = inReconcile(region).getByRole("table", { name });
  return within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent ?? ""));
}
