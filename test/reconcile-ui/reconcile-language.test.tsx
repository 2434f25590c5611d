import { render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Providers } from "../../src/app/providers";
import { BUILT_IN_STATE } from "../../src/config/runtime-config-load";
import { SETTINGS_STORAGE_KEY } from "../../src/config/stored-settings";
import ReconcilePanel from "../../src/features/reconcile/reconcile-panel";
import { DEMO_KEYS } from "../../src/sandbox/demo-keys";
import { startInIndonesian } from "../i18n/start-in-indonesian";
import { switchLanguage } from "../i18n/switch-language";
import { findingRows, inReconcile } from "./reconcile-helpers";

afterEach(() => localStorage.clear());

// One debit of 5.00 whose order's price is 3.00: one entry, one finding.
const ONE_ENTRY = JSON.stringify({
  data: [
    {
      transaction_id: "t-1",
      type: "debit",
      amount: -5,
      currency: "USD",
      balance_after: 95,
      order_id: "o-1",
      created_at: "2026-02-01T10:00:00Z",
    },
  ],
});
const orderStatus = async () =>
  Response.json({ data: { order_id: "o-1", status: "success", price: 3, currency: "USD" } });

function renderOneEntry() {
  return render(
    <Providers transport={orderStatus} config={BUILT_IN_STATE}>
      <ReconcilePanel id="reconcile" ask={{ from: "entries", body: ONE_ENTRY, receivedAt: Date.now() }} />
    </Providers>,
  );
}

describe("Reconciliation in Bahasa Indonesia", () => {
  it("speaks Indonesian, kinds and counted phrases included, and English at once after a switch", async () => {
    const { user } = await startInIndonesian({ key: DEMO_KEYS.anomalies });

    await user.click(screen.getByRole("button", { name: "Cocokkan saldo dompet" }));
    await screen.findByRole("region", { name: "Rekonsiliasi" });
    const region = () => inReconcile("Rekonsiliasi");
    expect(region().getByRole("group", { name: "Entri dompet" })).toBeInTheDocument();
    const minutes = region().getByRole("spinbutton", { name: "Macet setelah (menit)" });
    await user.clear(minutes);
    await user.type(minutes, "0");
    expect(minutes).toHaveAccessibleDescription("Isi jumlah menit bulat, 1 atau lebih.");
    expect(region().getByRole("button", { name: "Cocokkan" })).toBeDisabled();
    await user.clear(minutes);
    await user.type(minutes, "30");

    await user.click(region().getByRole("button", { name: "Cocokkan" }));
    const said = await region().findByText(/ diperiksa: /, {}, { timeout: 8000 });
    // Indonesian counts without a plural form: "5 temuan", "28 entri".
    expect(said).toHaveTextContent(/^28 entri diperiksa: 5 temuan, .*37,46 dipertaruhkan\.$/);
    expect(
      within(region().getByRole("list", { name: "Temuan per jenis" }))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Didebit dua kali (1)",
      "Refund tidak ada (1)",
      "Refund dua kali (1)",
      "Jumlah salah (1)",
      "Pesanan macet (1)",
    ]);
    expect(region().getByText(/ 5 temuan ditandai pada garis\.$/)).toBeInTheDocument();
    const rows = findingRows("Temuan rekonsiliasi", "Rekonsiliasi");
    expect(rows.map((cells) => cells[0])).toEqual([
      "Didebit dua kali",
      "Refund tidak ada",
      "Refund dua kali",
      "Jumlah salah",
      "Pesanan macet",
    ]);
    expect(rows[0]?.[3]).toMatch(/^Didebit .*3,98 dalam 2 entri: .*1,99 lebih dari satu debit\.$/);
    expect(region().getByRole("combobox", { name: "Tampilkan" })).toHaveDisplayValue("Semua jenis (5)");
    expect(region().getByRole("button", { name: "Salin laporan tiket" })).toBeInTheDocument();

    await switchLanguage(user, "en");
    expect(inReconcile().getByText("28 entries checked: 5 findings, $37.46 at stake.")).toBeInTheDocument();
    expect(findingRows().map((cells) => cells[0])).toEqual([
      "Debited twice",
      "Refund missing",
      "Refunded twice",
      "Wrong amount",
      "Stuck order",
    ]);
  }, 20_000);

  it("counts one as one, in both languages", async () => {
    const english = renderOneEntry();
    expect(screen.getByText("The 1 entry of a Wallet transactions log answer.")).toBeInTheDocument();
    expect(await screen.findByText("1 entry checked: 1 finding, $2.00 at stake.")).toHaveAttribute("role", "status");
    expect(screen.getByText(/ 1 finding is marked on the line\.$/)).toBeInTheDocument();
    english.unmount();

    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ language: "id" }));
    renderOneEntry();
    // The stored language is read as the page starts.
    expect(await screen.findByText("1 entri dari jawaban Riwayat transaksi saldo.")).toBeInTheDocument();
    expect(await screen.findByText(/^1 entri diperiksa: 1 temuan, .*2,00 dipertaruhkan\.$/)).toHaveAttribute(
      "role",
      "status",
    );
    expect(screen.getByText(/ 1 temuan ditandai pada garis\.$/)).toBeInTheDocument();
  });
});
