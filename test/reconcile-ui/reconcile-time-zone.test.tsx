import { render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Providers } from "../../src/app/providers";
import { parseRuntimeConfig } from "../../src/config/config-issues";
import { SETTINGS_STORAGE_KEY } from "../../src/config/stored-settings";
import ReconcilePanel from "../../src/features/reconcile/reconcile-panel";
import { inReconcile } from "./reconcile-helpers";

afterEach(() => localStorage.clear());

const deployed = (timeZone?: string) =>
  parseRuntimeConfig(
    {
      environments: [
        {
          name: "Reseller",
          baseUrl: "https://api.reseller.example/v1",
          live: false,
          ...(timeZone ? { timeZone } : {}),
        },
      ],
      defaultEnvironment: "Reseller",
      demoMode: false,
    },
    "https://console.example.test/config.json",
  );

// Two debits of one Sukses order, newest first: one finding (debited twice) and two points of the
// running balance. The newer is written as the market writes times (its wall clock, no zone), the
// older with its zone (03:00 UTC is 10:00 in Jakarta).
const WALLET = JSON.stringify({
  data: [
    { trx_id: "T1", amount: -22000, currency: "IDR", balance_after: 256000, created_at: "2026-11-20 10:05:00" },
    { trx_id: "T1", amount: -22000, currency: "IDR", balance_after: 278000, created_at: "2026-11-20T03:00:00Z" },
  ],
});
const transport = async () => Response.json({ data: { trx_id: "T1", status: "Sukses", price: 22000 } });

function renderWallet(timeZone?: string) {
  return render(
    <Providers transport={transport} config={deployed(timeZone)}>
      <ReconcilePanel id="reconcile" ask={{ from: "entries", body: WALLET, receivedAt: Date.now() }} />
    </Providers>,
  );
}

const pointsTable = () => inReconcile().getByRole("table", { name: "The balance at each point drawn" });

describe("Reconciliation shows times on the target's clock", () => {
  it("draws the balance on the clock of the environment's zone, and names it", async () => {
    renderWallet("Asia/Jakarta");
    await screen.findByText(/ checked: 1 finding, /);
    const rows = within(pointsTable()).getAllByRole("row");
    expect(rows[0]).toHaveTextContent("When (Asia/Jakarta)");
    expect(rows.slice(1).map((row) => row.querySelector("td")?.textContent)).toEqual([
      "2026-11-20 10:00",
      "2026-11-20 10:05",
    ]);
    expect(inReconcile().getByText(/^The balance from 2026-11-20 to 2026-11-20: /)).toBeInTheDocument();
  });

  it("shows another zone's clock when Settings holds another zone", async () => {
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ environment: "Reseller", timeZone: "UTC" }));
    renderWallet("Asia/Jakarta");
    await screen.findByText(/ checked: 1 finding, /);
    const rows = within(pointsTable()).getAllByRole("row");
    expect(rows[0]).toHaveTextContent("When (UTC)");
    // The zone-less time is UTC's wall clock now; the one that named its zone is the same moment.
    expect(rows.slice(1).map((row) => row.querySelector("td")?.textContent)).toEqual([
      "2026-11-20 03:00",
      "2026-11-20 10:05",
    ]);
  });

  it("says the range's days are the API's, in its zone, in both languages", async () => {
    const { unmount } = render(
      <Providers transport={transport} config={deployed("Asia/Jakarta")}>
        <ReconcilePanel id="reconcile" ask={{ from: "bar" }} />
      </Providers>,
    );
    expect(await screen.findByLabelText("From", {})).toHaveAccessibleDescription(
      "Days included, YYYY-MM-DD: whole days in the API's time zone, Asia/Jakarta (Settings). Leave both empty for the whole history.",
    );
    unmount();
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ language: "id" }));
    render(
      <Providers transport={transport} config={deployed("Asia/Jakarta")}>
        <ReconcilePanel id="reconcile" ask={{ from: "bar" }} />
      </Providers>,
    );
    expect(await screen.findByLabelText("Dari", {})).toHaveAccessibleDescription(
      /^Hari yang disertakan, YYYY-MM-DD: hari penuh dalam zona waktu API, Asia\/Jakarta \(Setelan\)\./,
    );
  });
});
