import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Providers } from "../../src/app/providers";
import { BUILT_IN_STATE } from "../../src/config/runtime-config-load";
import { SETTINGS_STORAGE_KEY } from "../../src/config/stored-settings";
import ReconcilePanel from "../../src/features/reconcile/reconcile-panel";
import type { Transport } from "../../src/transport/transport";
import { listItems } from "../list-items";
import { findingRows } from "./reconcile-helpers";

afterEach(() => localStorage.clear());

/**
 * One answer's entries in the market's style (trx_id, Pembelian, saldo, Jakarta times), whose
 * troubles are all of the kind that must be said rather than guessed: an amount that reads two
 * ways, an order whose status check was refused inside an HTTP 200, and an order whose status word
 * the console does not know.
 */
const ENTRIES = JSON.stringify({
  data: [
    { trx_id: "T3", type: "Pembelian", amount: 10_000, saldo: 470_000, created_at: "2026-02-01 10:10:00" },
    { trx_id: "T2", type: "Pembelian", amount: 20_000, saldo: 480_000, created_at: "2026-02-01 10:05:00" },
    { trx_id: "T1", type: "Pembelian", amount: "15.000", saldo: 500_000, created_at: "2026-02-01 10:00:00" },
  ],
});

/**
 * Check order status in Apigames' shape ("Cek Status Transaksi v2 (Method GET)",
 * https://docs.apigames.id/docs/v2/cek-status/cek-status-get): T2 refused as its "Contoh Response
 * Error" is, `{"error_msg": …, "status": 0}` with HTTP 200; T3 in a word of the provider's own.
 * Check wallet balance names no currency, so nothing decides what "15.000" is.
 */
const market: Transport = async (request) => {
  const url = new URL(request.url);
  if (url.pathname.endsWith("/balance")) return Response.json({ data: { balance: 470_000 } });
  const orderId = url.searchParams.get("order_id");
  if (orderId === "T2") return Response.json({ error_msg: "Transaksi tidak ditemukan", status: 0 });
  return Response.json({
    data: { trx_id: orderId, ref_id: `ref-${orderId}`, status: "Menunggu Konfirmasi Bank", price_rp: 10_000 },
    status: 1,
  });
};

async function reconcileIn(language: "en" | "id") {
  localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ language }));
  const view = render(
    <Providers transport={market} config={BUILT_IN_STATE}>
      <ReconcilePanel id="reconcile" ask={{ from: "entries", body: ENTRIES, receivedAt: Date.now() }} />
    </Providers>,
  );
  const title = language === "en" ? "Not matched" : "Tidak cocok";
  const heading = await screen.findByRole("heading", { name: title }, { timeout: 8000 });
  const notMatched = listItems(heading.parentElement as HTMLElement);
  return { view, notMatched };
}

describe("Reconciliation says what it would not guess, in both languages", () => {
  it.each([
    {
      language: "en" as const,
      name: "in English: the amount that reads two ways, the refusal inside a 200, the word it does not know",
      amount:
        'Entry #3 (T1): "15.000" could be 15,000 or 15, and nothing names the currency to decide. It is not checked, nor its order, nor the balance across it.',
      refusal:
        "Check order status for T2 answered HTTP 200, and the body says it failed: Transaksi tidak ditemukan. Its entries are not checked.",
      table: ["Reconciliation findings", "Reconciliation"] as const,
      stuckKind: "Stuck order",
      stuck:
        'Debited 10,000.00; its status "Menunggu Konfirmasi Bank" is not a word the console knows, so it is not taken as final, and it has waited longer than the limit. If the word is final, say so under How the console read this answer of a Check order status answer.',
    },
    {
      language: "id" as const,
      name: "in Bahasa Indonesia, the same three",
      amount:
        'Entri #3 (T1): "15.000" bisa berarti 15.000 atau 15, dan tidak ada yang menyebut mata uangnya. Entri ini tidak diperiksa, begitu pula pesanannya dan saldo yang melewatinya.',
      refusal:
        "Cek status pesanan untuk T2 menjawab HTTP 200, dan isinya menyatakan gagal: Transaksi tidak ditemukan. Entrinya tidak diperiksa.",
      table: ["Temuan rekonsiliasi", "Rekonsiliasi"] as const,
      stuckKind: "Pesanan macet",
      stuck: expect.stringMatching(
        /^Didebit .+; statusnya "Menunggu Konfirmasi Bank" bukan kata yang dikenal konsol, /,
      ),
    },
  ])(
    "$name",
    async ({ language, amount, refusal, table, stuckKind, stuck }) => {
      const { notMatched } = await reconcileIn(language);
      expect(notMatched).toContain(amount);
      expect(notMatched).toContain(refusal);
      const [row] = findingRows(...table);
      expect(row?.slice(0, 2)).toEqual([stuckKind, "T3"]);
      expect(row?.[3]).toEqual(stuck);
    },
    20_000,
  );
});
