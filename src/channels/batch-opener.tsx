import { createContext, type ReactNode, useContext } from "react";

const BatchOpenerContext = createContext<(() => void) | undefined>(undefined);

/** How a part of the page opens the Batch orders region, which the app owns (the order form's "Order for many players"). */
export function BatchOpenerProvider({ open, children }: { open: () => void; children: ReactNode }) {
  return <BatchOpenerContext value={open}>{children}</BatchOpenerContext>;
}

/** Opens the Batch orders region; undefined where the page has none. */
export function useOpenBatch(): (() => void) | undefined {
  return useContext(BatchOpenerContext);
}
