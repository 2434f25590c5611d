import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DEMO_KEYS } from "../../src/sandbox/demo-keys";
import type { Transport } from "../../src/transport/transport";
import "../batch-ui/batch-helpers";
import { startInIndonesian } from "../i18n/start-in-indonesian";
import { switchLanguage } from "../i18n/switch-language";
import { inReconcile } from "../reconcile-ui/reconcile-helpers";
import {
  findStatus,
  type recordingSandbox as RecordingSandbox,
  recordingSandbox,
  renderConsole,
  responseRegion,
} from "../render";

afterEach(() => localStorage.clear());

/** Every `currency` field taken out of a JSON body, at any depth. */
function withoutCurrency(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutCurrency);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([name]) => name !== "currency")
      .map(([name, inner]) => [name, withoutCurrency(inner)]),
  );
}

/**
 * The Rupiah account, where only Check wallet balance names the currency (`"currency": "IDR"`), as
 * an API whose prices and entries are bare numbers does: the console has only the wallet to go by.
 */
function onlyTheWalletNamesIt(): { transport: Transport; sandbox: ReturnType<typeof RecordingSandbox> } {
  const sandbox = recordingSandbox();
  const transport: Transport = async (request) => {
    const answer = await sandbox.transport(request);
    if (new URL(request.url).pathname.endsWith("/balance")) return answer;
    const text = await answer.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return new Response(text, answer);
    }
    return new Response(JSON.stringify(withoutCurrency(body)), answer);
  };
  return { transport, sandbox };
}

/** Intl puts a no-break space after the currency; the person sees a space. */
const spaced = (element: HTMLElement) => element.textContent?.replace(/\u00a0/g, " ") ?? "";

describe("a Rupiah wallet's money", () => {
  it("is Rp in the batch confirmation in Bahasa Indonesia and IDR in English, from the wallet's currency", async () => {
    const { transport, sandbox } = onlyTheWalletNamesIt();
    const { user } = await startInIndonesian({ key: DEMO_KEYS.rupiah, transport });

    await user.click(screen.getByRole("button", { name: "Pesanan massal" }));
    const region = await screen.findByRole("region", { name: "Pesanan massal" }, { timeout: 10_000 });
    await user.click(within(region).getByRole("textbox", { name: "CSV" }));
    // Product 201 costs Rp 15.000 on the Rupiah account; its list names no currency here.
    await user.paste("product_id,user_id\n201,123456789");
    await user.click(within(region).getByRole("button", { name: "Baca baris" }));
    await user.click(await within(region).findByRole("button", { name: "Uji coba" }));
    await user.click(await within(region).findByRole("button", { name: "Buat 1 pesanan" }, { timeout: 8000 }));

    const dialog = screen.getByRole("dialog", { name: "Buat batch ini?" });
    const shown = (label: string) => within(dialog).getByText(label).nextElementSibling as HTMLElement;
    await waitFor(() => expect(spaced(shown("Total sesuai daftar"))).toBe("Rp 15.000"));
    expect(spaced(shown("Saldo sebelum"))).toMatch(/^Rp \d{1,3}(\.\d{3})+$/);
    expect(spaced(shown("Saldo sesudah"))).toMatch(/^Rp \d{1,3}(\.\d{3})+$/);
    // The wallet was asked once for its currency, besides the dry run's own balance check.
    expect(sandbox.sent.filter((request) => request.url.endsWith("/balance"))).toHaveLength(2);

    await user.click(within(dialog).getByRole("button", { name: "Kembali" }));
    await switchLanguage(user, "en");
    await user.click(
      within(screen.getByRole("region", { name: "Batch orders" })).getByRole("button", { name: "Place 1 order" }),
    );
    const english = screen.getByRole("dialog", { name: "Place this batch?" });
    const total = within(english).getByText("Total as listed").nextElementSibling as HTMLElement;
    expect(spaced(total)).toBe("IDR 15,000");
    expect(english.textContent).not.toContain("$");
    expect(sandbox.sent.filter((request) => request.url.endsWith("/balance"))).toHaveLength(2);
  }, 30_000);

  it("is Rp in the reconciliation summary in Bahasa Indonesia and IDR in English", async () => {
    const { transport } = onlyTheWalletNamesIt();
    const { user } = await startInIndonesian({ key: DEMO_KEYS.rupiah, transport });

    await user.click(screen.getByRole("button", { name: "Cocokkan saldo dompet" }));
    await screen.findByRole("region", { name: "Rekonsiliasi" });
    await user.click(inReconcile("Rekonsiliasi").getByRole("button", { name: "Cocokkan" }));
    const said = await inReconcile("Rekonsiliasi").findByText(/ diperiksa: /, {}, { timeout: 10_000 });
    await waitFor(() => expect(spaced(said)).toMatch(/, Rp \d{1,3}(\.\d{3})* dipertaruhkan\.$/));

    await switchLanguage(user, "en");
    const english = inReconcile().getByText(/ checked: /);
    expect(spaced(english)).toMatch(/, IDR \d{1,3}(,\d{3})* at stake\.$/);
  }, 30_000);

  it("is IDR in the Ledger of a transactions log that names no currency, asked of the wallet once", async () => {
    const { transport, sandbox } = onlyTheWalletNamesIt();
    const { user } = renderConsole(transport);
    await screen.findByRole("button", { name: "Send" });
    await user.click(screen.getByLabelText("API key"));
    await user.paste(DEMO_KEYS.rupiah);
    await user.click(screen.getByRole("radio", { name: "Wallet transactions log" }));
    await user.click(screen.getByRole("button", { name: "Send" }));
    await findStatus("200 OK");
    await user.click(await within(responseRegion()).findByRole("tab", { name: "Ledger" }));
    const table = within(responseRegion()).getByRole("table", { name: /^Wallet ledger/ });
    // The Amount column, by its header, as the person reads it.
    const amounts = () => {
      const at = within(table)
        .getAllByRole("columnheader")
        .findIndex((header) => header.textContent === "Amount");
      return within(table)
        .getAllByRole("row")
        .slice(1)
        .map((row) => spaced(row.children[at] as HTMLElement));
    };
    await waitFor(() => expect(amounts()[0]).toMatch(/^[-+]IDR \d{1,3}(,\d{3})+$/));
    expect(amounts().join(" ")).not.toContain("$");
    expect(sandbox.sent.filter((request) => request.url.endsWith("/balance"))).toHaveLength(1);
  }, 30_000);
});
