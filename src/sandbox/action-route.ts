import type { Context, Handler } from "hono";
import { settle } from "./account";
import { answerStyleOf } from "./answer-style-of";
import { authenticate } from "./authenticate";
import type { Clock, Sleep } from "./clock";
import type { ActionHandler } from "./define-handler";
import { faultRateLimited, faultServerError, noAnswer } from "./fault-responses";
import type { Faults } from "./faults";
import { type RateLimiter, rateLimitHeaders } from "./rate-limiter";
import { type BodyResult, readJsonBody } from "./read-json-body";
import { sendError, sendPage } from "./respond";
import type { SandboxEnv } from "./sandbox-env";
import type { SandboxStore } from "./sandbox-store";
import type { AccountKey } from "./seed-accounts";
import type { StateGate } from "./state-gate";

export interface RouteDeps {
  clock: Clock;
  store: SandboxStore;
  limiter: RateLimiter;
  faults: Faults;
  gate: StateGate;
  /** Real waiting, for the faults that never answer. */
  sleep: Sleep;
  maxBodyBytes: number;
}

/** What a request's turn at the state gives: an answer, or none at all (a timeout or lost answer). */
const NO_ANSWER = Symbol("no answer");

/**
 * Authenticate, meet a fault if one is due, rate-limit, read the parameters, run the handler: the
 * same for every action.
 */
export function actionRoute(handler: ActionHandler, deps: RouteDeps): Handler<SandboxEnv> {
  return async (c) => {
    const auth = authenticate(c.req.header("Authorization"));
    if (!auth.ok) return sendError(c, auth.error, auth.headers);
    // The body is read before the state is touched, so a slow upload holds up no other request.
    const body = handler.action.paramsIn === "body" ? await readJsonBody(c.req.raw, deps.maxBodyBytes) : undefined;
    const answer = await deps.gate.run(() => {
      const fate = deps.faults.next();
      if (fate === "server_error") return faultServerError(c);
      if (fate === "rate_limited") return faultRateLimited(c, deps.limiter.peek(auth.key, deps.clock.now()));
      if (fate === "timeout") return NO_ANSWER;
      const response = serve(c, handler, deps, auth.key, body);
      // The API did its work (and its state is kept as the gate ends); only its answer is lost.
      return fate === "lost_answer" ? NO_ANSWER : response;
    });
    // Waited for outside the gate, which other requests (and, in the page, other tabs) need.
    return answer === NO_ANSWER ? noAnswer(c, deps.sleep) : answer;
  };
}

/**
 * Rate-limit, read the parameters, run the handler: what the API does for a request it takes. The
 * rate limit answers in the sandbox's own style for every account (a 429 is what paces a client);
 * the rest is said in the account's style.
 */
function serve(
  c: Context<SandboxEnv>,
  handler: ActionHandler,
  deps: RouteDeps,
  key: AccountKey,
  body: BodyResult | undefined,
): Response {
  const decision = deps.limiter.hit(key, deps.clock.now());
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
  const style = answerStyleOf(key);
  if (body && !body.ok) return style.send(c, { ok: false, error: body.error }, limitHeaders);
  const input: Record<string, unknown> = body ? body.value : Object.fromEntries(new URL(c.req.url).searchParams);
  // Time is read after the body, so a slow upload cannot date an order before a later one.
  const now = deps.clock.now();
  const account = deps.store.account(key);
  settle(account, now);
  const result = handler.run(input, { account, now, style });
  // A page is no account's style: a wrong route or a proxy answers the same whatever the API's.
  if (!result.ok && result.page !== undefined) {
    return sendPage(c, result.error, result.page, { ...limitHeaders, ...result.headers });
  }
  return style.send(c, result, limitHeaders);
}
