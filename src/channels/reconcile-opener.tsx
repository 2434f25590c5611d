import { createContext, type ReactNode, useContext } from "react";

/** What a person asked to reconcile, from where they asked it. */
export type ReconcileAsk =
  /** The bar: the region opens with its range to choose. */
  | { from: "bar" }
  /** A Wallet transactions log answer's "Reconcile these entries": those entries, no page read again. */
  | { from: "entries"; body: string; receivedAt: number }
  /** A batch's "Reconcile this batch": every row it ever sent (batch/sent-orders.ts), the wallet read from the day it was placed. */
  | { from: "batch"; fileName?: string; placedAt: number; orderIds: string[]; references: string[] };

const ReconcileOpenerContext = createContext<((ask: ReconcileAsk) => void) | undefined>(undefined);

/** How a part of the page opens the Reconciliation region, which the app owns. */
export function ReconcileOpenerProvider({
  open,
  children,
}: {
  open: (ask: ReconcileAsk) => void;
  children: ReactNode;
}) {
  return <ReconcileOpenerContext value={open}>{children}</ReconcileOpenerContext>;
}

/** Opens the Reconciliation region; undefined where the page has none. */
export function useOpenReconcile(): ((ask: ReconcileAsk) => void) | undefined {
  return useContext(ReconcileOpenerContext);
}
