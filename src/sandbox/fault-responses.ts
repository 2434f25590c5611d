import type { Context } from "hono";
import type { Sleep } from "./clock";
import { type RateDecision, rateLimitHeaders } from "./rate-limiter";
import { sendError } from "./respond";
import type { SandboxEnv } from "./sandbox-env";

/**
 * How long a `timeout` or `lost_answer` fault keeps a request open when its client does not give
 * up: longer than a client would wait (the console's default is 30 s), short enough that a client
 * that never gives up gets an answer and frees what it holds.
 */
export const FAULT_HANG_CAP_MS = 120_000;

/** A `server_error` fault: the API's 500, with nothing done. */
export function faultServerError(c: Context<SandboxEnv>): Response {
  return sendError(c, { code: "INTERNAL_ERROR", message: "Internal server error (sandbox fault server_error)." });
}

/**
 * A `rate_limited` fault: the real limiter's 429, its window as it stands (a client that waits
 * `Retry-After` finds the window new), with the request not counted in it.
 */
export function faultRateLimited(c: Context<SandboxEnv>, window: RateDecision): Response {
  const seconds = window.resetSeconds;
  const message = `Too many requests (sandbox fault rate_limited). Retry after ${seconds} seconds.`;
  return sendError(
    c,
    { code: "RATE_LIMITED", message, details: { retry_after_seconds: seconds } },
    { ...rateLimitHeaders({ ...window, remaining: 0 }), "Retry-After": String(seconds) },
  );
}

/**
 * A `timeout` or `lost_answer` fault: no answer until the client gives up (then a 499 it never
 * reads) or, failing that, 504 after FAULT_HANG_CAP_MS. The wait ends with the request's signal,
 * so nothing is left running once the client has gone.
 */
export async function noAnswer(c: Context<SandboxEnv>, sleep: Sleep): Promise<Response> {
  const signal = c.req.raw.signal;
  await sleep(FAULT_HANG_CAP_MS, signal);
  if (signal.aborted) {
    return sendError(c, { code: "CLIENT_CLOSED_REQUEST", message: "The client closed the request first." });
  }
  return sendError(c, {
    code: "GATEWAY_TIMEOUT",
    message: `No response within ${FAULT_HANG_CAP_MS / 1000} seconds (sandbox fault).`,
  });
}
