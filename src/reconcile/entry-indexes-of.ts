import type { WalletEntry } from "./reconcile-types";

/** The entries' places in the pages taken together: how a finding or a Not matched item names them. */
export const entryIndexesOf = (entries: readonly WalletEntry[]) => entries.map((entry) => entry.index);
