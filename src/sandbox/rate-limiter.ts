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
  /** The open windows, by key, as plain data. */
  windows(): Record<string, RateWindow>;
  /** Replaces every window with saved ones (none: a fresh start). */
  restore(windows: Record<string, RateWindow>): void;
}

/** A fixed window per key that opens at the key's first request. */
export function createRateLimiter(config: RateLimitConfig): RateLimiter {
  const windows = new Map<string, RateWindow>();
  return {
    windows: () => Object.fromEntries([...windows].map(([key, window]) => [key, { ...window }])),
    restore(saved) {
      windows.clear();
      for (const [key, window] of Object.entries(saved)) windows.set(key, { ...window });
    },
    hit(key, now) {
      let window = windows.get(key);
      if (!window || now >= window.start + config.windowMs || now < window.start) {
        window = { start: now, count: 0 };
        windows.set(key, window);
      }
      const allowed = window.count < config.limit;
      if (allowed) window.count += 1;
      return {
        allowed,
        limit: config.limit,
        remaining: config.limit - window.count,
        resetSeconds: Math.max(1, Math.ceil((window.start + config.windowMs - now) / 1000)),
      };
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
