import { type Clock, type ShiftedClock, shiftedClock } from "./clock";
import { createFaults, type Faults } from "./faults";
import { createRateLimiter, type RateLimitConfig, type RateLimiter, type RateWindow } from "./rate-limiter";
import { ACCOUNT_NAMES, accountKeyOf, type SandboxSnapshot } from "./sandbox-snapshot";
import { createSandboxStore, type SandboxStore, type StoreState } from "./sandbox-store";

/** All a sandbox remembers between requests: its clock, accounts, rate limit and faults. */
export interface SandboxState {
  clock: ShiftedClock;
  store: SandboxStore;
  limiter: RateLimiter;
  faults: Faults;
  /** The app's own rate limit, which a reset puts back. */
  defaultRateLimit: RateLimitConfig;
  snapshot(): SandboxSnapshot;
  /** Puts a snapshot back. Throws, changing nothing, when its accounts do not fit their seeds. */
  restore(snapshot: SandboxSnapshot): void;
  /**
   * Back to the seed: a new anchor at the base clock's time, the clock not moved, no windows, the
   * app's own rate limit and no faults.
   */
  reset(): void;
}

export function createSandboxState(base: Clock, rateLimit: RateLimitConfig): SandboxState {
  const clock = shiftedClock(base);
  // Seeded history ends where this state's time starts, so its dates look recent.
  const store = createSandboxStore(clock.now());
  const limiter = createRateLimiter(rateLimit);
  const faults = createFaults();

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
    limiter.configure(snapshot.rateLimit ?? rateLimit);
    faults.restore(snapshot.faults ?? null);
  };

  return {
    clock,
    store,
    limiter,
    faults,
    defaultRateLimit: rateLimit,
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
      // Kept only when set, as the accounts are: a sandbox as it started saves nothing more.
      const inForce = faults.save();
      if (inForce) snapshot.faults = inForce;
      const limit = limiter.config();
      if (limit.limit !== rateLimit.limit || limit.windowMs !== rateLimit.windowMs) snapshot.rateLimit = limit;
      return snapshot;
    },
    restore,
    reset: () => restore({ version: 1, anchor: base.now(), clockOffset: 0, accounts: {}, rateWindows: {} }),
  };
}
