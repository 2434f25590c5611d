import type { Account } from "./account";
import { type AccountChanges, applyChanges, changesSince, type SeedSize, seedSizeOf } from "./account-changes";
import { type AccountKey, seedAccount } from "./seed-accounts";

/** The store as plain data: the seed's anchor and what each account used so far did since its seed. */
export interface StoreState {
  anchor: number;
  accounts: Partial<Record<AccountKey, AccountChanges>>;
}

export interface SandboxStore {
  /** The key's account, seeded on first use (the history key's seed is large). */
  account(key: AccountKey): Account;
  save(): StoreState;
  /**
   * Replaces everything with a saved state, seeding again from its anchor. Throws, changing
   * nothing, when the changes do not follow on from their seeds.
   */
  load(state: StoreState): void;
}

interface Entry {
  account: Account;
  seed: SeedSize;
}

function seeded(key: AccountKey, anchor: number): Entry {
  const account = seedAccount(key, anchor);
  return { account, seed: seedSizeOf(account) };
}

/** In-memory state of one sandbox app. `anchor` is the sandbox time the seed history ends at. */
export function createSandboxStore(anchor: number): SandboxStore {
  let current = anchor;
  let accounts = new Map<AccountKey, Entry>();
  return {
    account(key) {
      let entry = accounts.get(key);
      if (!entry) {
        entry = seeded(key, current);
        accounts.set(key, entry);
      }
      return entry.account;
    },
    save() {
      const saved: StoreState["accounts"] = {};
      for (const [key, { account, seed }] of accounts) saved[key] = changesSince(account, seed);
      return { anchor: current, accounts: saved };
    },
    load(state) {
      const next = new Map<AccountKey, Entry>();
      for (const [key, changes] of Object.entries(state.accounts) as [AccountKey, AccountChanges][]) {
        const entry = seeded(key, state.anchor);
        applyChanges(entry.account, changes);
        next.set(key, entry);
      }
      current = state.anchor;
      accounts = next;
    },
  };
}
