import type { Handler } from "hono";
import { settle } from "./account";
import { authenticate } from "./authenticate";
import type { Clock } from "./clock";
import type { ActionHandler } from "./define-handler";
import { type RateLimiter, rateLimitHeaders } from "./rate-limiter";
import { readJsonBody } from "./read-json-body";
import { sendError, sendResult } from "./respond";
import type { SandboxEnv } from "./sandbox-env";
import type { SandboxStore } from "./sandbox-store";
import type { StateGate } from "./state-gate";

export interface RouteDeps {
  clock: Clock;
  store: SandboxStore;
  limiter: RateLimiter;
  gate: StateGate;
  maxBodyBytes: number;
}

/** Authenticate, rate-limit, read the parameters, run the handler: the same for every action. */
export function actionRoute(handler: ActionHandler, deps: RouteDeps): Handler<SandboxEnv> {
  return async (c) => {
    const auth = authenticate(c.req.header("Authorization"));
    if (!auth.ok) return sendError(c, auth.error, auth.headers);
    // The body is read before the state is touched, so a slow upload holds up no other request.
    const body = handler.action.paramsIn === "body" ? await readJsonBody(c.req.raw, deps.maxBodyBytes) : undefined;
    return deps.gate.run(() => {
      const decision = deps.limiter.hit(auth.key, deps.clock.now());
      const limitHeaders = rateLimitHeaders(decision);
      if (!decision.allowed) {
        const message = `Too many requests: ${decision.limit} per window. Retry after ${decision.resetSeconds} seconds.`;
        const details = { retry_after_seconds: decision.resetSeconds };
        return sendError(
          c,
          { code: "RATE_LIMITED", message, details },
          { ...limitHeaders, "Retry-After": String(decision.resetSeconds) },
        );
      }
      if (body && !body.ok) return sendError(c, body.error, limitHeaders);
      const input: Record<string, unknown> = body ? body.value : Object.fromEntries(new URL(c.req.url).searchParams);
      // Time is read after the body, so a slow upload cannot date an order before a later one.
      const now = deps.clock.now();
      const account = deps.store.account(auth.key);
      settle(account, now);
      return sendResult(c, handler.run(input, { account, now }), limitHeaders);
    });
  };
}
