import { readWalletPages } from "./read-wallet-pages";

/** The distinct order ids the wallet's entries name, in first-seen order, to ask Check order status about. */
export function orderIdsIn(pages: readonly unknown[]): string[] {
  const ids = new Set<string>();
  for (const entry of readWalletPages(pages).entries) if (entry.orderId !== undefined) ids.add(entry.orderId);
  return [...ids];
}
