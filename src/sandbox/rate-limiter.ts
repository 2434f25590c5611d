/** Requests allowed per key in one window of sandbox time. */
export interface RateLimitConfig {
  limit: number;
  windowMs: number;
}

export const DEFAULT_RATE_LIMIT: RateLimitConfig = { limit: 120, windowMs: 60_000 };

export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Whole seconds until the window resets, at least 1. */
  resetSeconds: number;
}

/** A key's window: when it opened (sandbox time) and the requests counted in it. */
export interface RateWindow {
  start: number;
  count: number;
}

export interface RateLimiter {
  /** Counts one request for `key` at sandbox time `now`. */
  hit(key: string, now: number): RateDecision;
  /** What `hit` would say of `key`'s window at `now`, counting nothing. */
  peek(key: string, now: number): RateDecision;
  /** The limit in force, which `configure` may have changed. */
  config(): RateLimitConfig;
  /** Changes the limit; open windows keep their counts and their start. */
  configure(config: RateLimitConfig): void;
  /** The open windows, by key, as plain data. */
  windows(): Record<string, RateWindow>;
  /** Replaces every window with saved ones (none: a fresh start). */
  restore(windows: Record<string, RateWindow>): void;
}

/** A fixed window per key that opens at the key's first request. */
export function createRateLimiter(initial: RateLimitConfig): RateLimiter {
  const windows = new Map<string, RateWindow>();
  let config = { ...initial };
  const current = (key: string, now: number): RateWindow | undefined => {
    const window = windows.get(key);
    return window && now >= window.start && now < window.start + config.windowMs ? window : undefined;
  };
  const decision = (window: RateWindow, now: number, allowed: boolean): RateDecision => ({
    allowed,
    limit: config.limit,
    remaining: Math.max(0, config.limit - window.count),
    resetSeconds: Math.max(1, Math.ceil((window.start + config.windowMs - now) / 1000)),
  });
  return {
    config: () => ({ ...config }),
    configure(next) {
      config = { ...next };
    },
    windows: () => Object.fromEntries([...windows].map(([key, window]) => [key, { ...window }])),
    restore(saved) {
      windows.clear();
      for (const [key, window] of Object.entries(saved)) windows.set(key, { ...window });
    },
    hit(key, now) {
      let window = current(key, now);
      if (!window) {
        window = { start: now, count: 0 };
        windows.set(key, window);
      }
      const allowed = window.count < config.limit;
      if (allowed) window.count += 1;
      return decision(window, now, allowed);
    },
    peek(key, now) {
      const window = current(key, now) ?? { start: now, count: 0 };
      return decision(window, now, window.count < config.limit);
    },
  };
}

export function rateLimitHeaders(decision: RateDecision): Record<string, string> {
  return {
    "X-RateLimit-Limit": String(decision.limit),
    "X-RateLimit-Remaining": String(decision.remaining),
    "X-RateLimit-Reset": String(decision.resetSeconds),
  };
}
