import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { withWord } from "../../src/answer/dialect-changes";
import { browserDialectStore, dialectTarget } from "../../src/config/dialect-store";
import { DEMO_KEYS } from "../../src/sandbox/demo-keys";
import { startInIndonesian } from "../i18n/start-in-indonesian";
import { switchLanguage } from "../i18n/switch-language";
import { startConsole } from "../render";
import { findingRows, inReconcile, openReconcile } from "./reconcile-helpers";

afterEach(() => localStorage.clear());

/** Intl puts a no-break space after the currency; the person sees a space. */
const spaced = (text: string | null | undefined) => text?.replace(/[\u00a0\u202f]/g, " ") ?? "";

/** The running balance's table: its balances as shown. */
const balancesDrawn = (region: ReturnType<typeof inReconcile>, caption: string) =>
  within(region.getByRole("table", { name: caption }))
    .getAllByRole("row")
    .slice(1)
    .map((row) => spaced(row.querySelectorAll("td")[1]?.textContent));

describe("Reconciliation of sk_demo_rupiah: Rupiah as Rupiah everywhere it is shown", () => {
  it("says Rp 221.000 at stake in Bahasa Indonesia and IDR 221,000 in English: the summary, the table and the balance", async () => {
    const { user } = await startInIndonesian({ key: DEMO_KEYS.rupiah });
    await openReconcile(user, "Cocokkan saldo dompet", "Rekonsiliasi");
    const region = () => inReconcile("Rekonsiliasi");
    await user.click(region().getByRole("button", { name: "Cocokkan" }));
    const said = await region().findByText(/ diperiksa: /, {}, { timeout: 10_000 });
    expect(spaced(said.textContent)).toBe("9 entri diperiksa: 2 temuan, Rp 221.000 dipertaruhkan.");

    const rows = findingRows("Temuan rekonsiliasi", "Rekonsiliasi");
    expect(rows.map((cells) => [cells[0], cells[1], spaced(cells[3])])).toEqual([
      ["Didebit dua kali", "ord_000003", "Didebit Rp 354.000 dalam 2 entri: Rp 177.000 lebih dari satu debit."],
      [
        "Refund tidak ada",
        "ord_000004",
        "Didebit Rp 44.000, di-refund Rp 0: pesanan gagal atau sudah di-refund, jadi Rp 44.000 masih harus dikembalikan.",
      ],
    ]);
    // Each entry a finding names, its amount signed and its balance after, in whole Rupiah.
    expect(spaced(rows[1]?.[4])).toMatch(/: -Rp 44\.000, saldo Rp 1\.\d{3}\.000$/);
    const balances = balancesDrawn(region(), "Saldo di setiap titik yang digambar");
    expect(balances).toHaveLength(9);
    expect(balances[0]).toBe("Rp 2.000.000");
    expect(balances.at(-1)).toBe("Rp 1.500.000");

    await switchLanguage(user, "en");
    expect(spaced(inReconcile().getByText(/ checked: /).textContent)).toBe(
      "9 entries checked: 2 findings, IDR 221,000 at stake.",
    );
    expect(spaced(findingRows()[0]?.[3])).toBe("Debited IDR 354,000 over 2 entries: IDR 177,000 more than one debit.");
    expect(balancesDrawn(inReconcile(), "The balance at each point drawn").at(-1)).toBe("IDR 1,500,000");
  }, 30_000);

  it("reads a correction of a status word at once, from the answers it has, sending nothing", async () => {
    const { user, sent } = await startConsole(DEMO_KEYS.rupiah);
    await openReconcile(user);
    await user.click(inReconcile().getByRole("button", { name: "Reconcile" }));
    await inReconcile().findByText(/ checked: /, {}, { timeout: 10_000 });
    expect(findingRows().map((cells) => cells[1])).toEqual(["ord_000003", "ord_000004"]);
    const asked = sent.length;

    // This API's "Gagal" said to mean delivered, as a person would in the answer map: ord_000004
    // was then charged rightly, and only the double debit is left.
    const baseUrl = (screen.getByLabelText("Base URL") as HTMLInputElement).value;
    browserDialectStore.correct(dialectTarget(baseUrl), (dialect) => withWord(dialect, "Gagal", "success"));
    await waitFor(() =>
      expect(spaced(inReconcile().getByText(/ checked: /).textContent)).toBe(
        "9 entries checked: 1 finding, IDR 177,000 at stake.",
      ),
    );
    expect(findingRows().map((cells) => cells[1])).toEqual(["ord_000003"]);
    expect(sent).toHaveLength(asked);
  }, 30_000);
});
