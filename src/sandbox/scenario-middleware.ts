import type { MiddlewareHandler } from "hono";
import type { Sleep } from "./clock";
import type { RateLimitConfig } from "./rate-limiter";
import { sendError } from "./respond";
import type { SandboxEnv } from "./sandbox-env";
import { scenarioResponse } from "./scenario-responses";
import { HANG_CAP_MS, parseScenario, SCENARIO_HEADER, SCENARIO_IDS } from "./scenarios";

/**
 * Applies the scenario named by the X-Sandbox-Scenario header. It runs before routing and
 * authentication: it stands for the network or a proxy misbehaving, not for the API.
 * `rateLimit` is read per request: the limit can change while the app runs.
 */
export function scenarioMiddleware(sleep: Sleep, rateLimit: () => RateLimitConfig): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const parsed = parseScenario(c.req.header(SCENARIO_HEADER));
    if (!parsed.ok) {
      return sendError(c, { code: "INVALID_SCENARIO", message: parsed.message, details: { valid: SCENARIO_IDS } });
    }
    const scenario = parsed.scenario;
    if (!scenario) return next();
    const signal = c.req.raw.signal;
    if (scenario.id === "slow" || scenario.id === "hang") {
      await sleep(scenario.id === "slow" ? scenario.seconds * 1000 : HANG_CAP_MS, signal);
      if (signal.aborted) {
        return sendError(c, { code: "CLIENT_CLOSED_REQUEST", message: "The client closed the request first." });
      }
      if (scenario.id === "slow") return next();
      return sendError(c, {
        code: "GATEWAY_TIMEOUT",
        message: "No response within 5 minutes (sandbox scenario hang).",
      });
    }
    return scenarioResponse(c, scenario.id, rateLimit());
  };
}
