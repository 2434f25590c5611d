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

export interface RateLimiter {
  /** Counts one request for `key` at sandbox time `now`. */
  hit(key: string, now: number): RateDecision;
}

/** A fixed window per key that opens at the key's first request. */
export function createRateLimiter(config: RateLimitConfig): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
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
