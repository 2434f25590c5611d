import type { Account } from "./account";
import { type AccountKey, seedAccount } from "./seed-accounts";

export interface SandboxStore {
  /** The key's account, seeded on first use (the history key's seed is large). */
  account(key: AccountKey): Account;
}

/** In-memory state of one sandbox app. `anchor` is the sandbox time the seed history ends at. */
export function createSandboxStore(anchor: number): SandboxStore {
  const accounts = new Map<AccountKey, Account>();
  return {
    account(key) {
      let account = accounts.get(key);
      if (!account) {
        account = seedAccount(key, anchor);
        accounts.set(key, account);
      }
      return account;
    },
  };
}
