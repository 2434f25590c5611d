import type { Account, LedgerEntry, LedgerType } from "./account";
import { findOrderById } from "./find-order";
import { findGame, findProduct } from "./game-catalog";
import { jakartaTime } from "./jakarta-time";

/**
 * Which way an entry went, in words Indonesian wallets use that the console's ledger reader also
 * knows: "Deposit" and "Refund" bring money in, "Debit" and "Biaya Admin" (a fee) take it out.
 */
export const MARKET_ENTRY_TYPES: Readonly<Record<LedgerType, string>> = {
  top_up: "Deposit",
  debit: "Debit",
  refund: "Refund",
  fee: "Biaya Admin",
};

function describe(entry: LedgerEntry, account: Account): string {
  if (entry.type === "top_up") return "Deposit saldo";
  if (entry.type === "refund") return `Refund ${entry.order_id}: transaksi gagal`;
  if (entry.type === "fee") return `Biaya admin ${entry.order_id ?? ""}`.trim();
  const order = entry.order_id === null ? undefined : findOrderById(account, entry.order_id);
  const product = order && findProduct(order.product_id);
  if (!order || !product) return `Pembelian ${entry.order_id ?? ""}`.trim();
  return `Pembelian ${product.name} (${findGame(order.game_id)?.name ?? order.game_id}) untuk ${order.user_id}`;
}

/**
 * A wallet entry as the market's balance mutations read: the entry's own number, the `trx_id` of
 * the order it belongs to (none for a deposit), a signed Rupiah amount, the balance after it,
 * Indonesian words and a zone-less Jakarta time.
 */
export function marketEntry(entry: LedgerEntry, account: Account) {
  return {
    id: Number(entry.transaction_id.replace(/\D/g, "")),
    trx_id: entry.order_id,
    type: MARKET_ENTRY_TYPES[entry.type],
    amount: entry.amount,
    currency: "IDR",
    balance_after: entry.balance_after,
    description: describe(entry, account),
    created_at: jakartaTime(entry.createdAt),
  };
}
