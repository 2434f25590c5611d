import { SCENARIO_HEADER } from "./scenarios";

/**
 * Any origin may call the sandbox (it holds no real secrets). A cross-origin page can read
 * only the response headers listed in exposeHeaders, so every custom one is listed.
 */
export const CORS_OPTIONS = {
  origin: "*",
  allowMethods: ["GET", "HEAD", "POST", "OPTIONS"],
  allowHeaders: ["Authorization", "Content-Type", SCENARIO_HEADER],
  exposeHeaders: [
    "Retry-After",
    "X-RateLimit-Limit",
    "X-RateLimit-Remaining",
    "X-RateLimit-Reset",
    "X-Request-Id",
    "Idempotent-Replayed",
    "WWW-Authenticate",
    "Allow",
    "Server",
  ],
  maxAge: 600,
};
