import { type Clock, type ShiftedClock, shiftedClock } from "./clock";
import { createRateLimiter, type RateLimitConfig, type RateLimiter, type RateWindow } from "./rate-limiter";
import { ACCOUNT_NAMES, accountKeyOf, type SandboxSnapshot } from "./sandbox-snapshot";
import { createSandboxStore, type SandboxStore, type StoreState } from "./sandbox-store";

/** All a sandbox remembers between requests: its clock, accounts and rate-limit windows. */
export interface SandboxState {
  clock: ShiftedClock;
  store: SandboxStore;
  limiter: RateLimiter;
  snapshot(): SandboxSnapshot;
  /** Puts a snapshot back. Throws, changing nothing, when its accounts do not fit their seeds. */
  restore(snapshot: SandboxSnapshot): void;
  /** Back to the seed: a new anchor at the base clock's time, the clock not moved, no windows. */
  reset(): void;
}

export function createSandboxState(base: Clock, rateLimit: RateLimitConfig): SandboxState {
  const clock = shiftedClock(base);
  // Seeded history ends where this state's time starts, so its dates look recent.
  const store = createSandboxStore(clock.now());
  const limiter = createRateLimiter(rateLimit);

  const restore = (snapshot: SandboxSnapshot) => {
    const accounts: StoreState["accounts"] = {};
    const windows: Record<string, RateWindow> = {};
    for (const name of ACCOUNT_NAMES) {
      const changes = snapshot.accounts[name];
      if (changes) accounts[accountKeyOf(name)] = changes;
      const window = snapshot.rateWindows[name];
      if (window) windows[accountKeyOf(name)] = window;
    }
    store.load({ anchor: snapshot.anchor, accounts });
    clock.restore(snapshot.clockOffset);
    limiter.restore(windows);
  };

  return {
    clock,
    store,
    limiter,
    snapshot() {
      const { anchor, accounts } = store.save();
      const windows = limiter.windows();
      const snapshot: SandboxSnapshot = {
        version: 1,
        anchor,
        clockOffset: clock.offset(),
        accounts: {},
        rateWindows: {},
      };
      for (const name of ACCOUNT_NAMES) {
        const changes = accounts[accountKeyOf(name)];
        if (changes) snapshot.accounts[name] = changes;
        const window = windows[accountKeyOf(name)];
        if (window) snapshot.rateWindows[name] = window;
      }
      return snapshot;
    },
    restore,
    reset: () => restore({ version: 1, anchor: base.now(), clockOffset: 0, accounts: {}, rateWindows: {} }),
  };
}
