import { Hono } from "hono";
import { cors } from "hono/cors";
import { actions } from "../catalog/catalog";
import { actionRoute } from "./action-route";
import { type Clock, realSleep, type Sleep, shiftedClock, systemClock } from "./clock";
import { CLOCK_PATH, clockRoute } from "./clock-route";
import { CORS_OPTIONS } from "./cors-options";
import { createRateLimiter, DEFAULT_RATE_LIMIT, type RateLimitConfig } from "./rate-limiter";
import { MAX_BODY_BYTES } from "./read-json-body";
import { randomRequestId, requestIdMiddleware } from "./request-id";
import { sendError } from "./respond";
import type { SandboxApp, SandboxEnv } from "./sandbox-env";
import { API_PREFIX, sandboxRoutes } from "./sandbox-routes";
import { createSandboxStore } from "./sandbox-store";
import { scenarioMiddleware } from "./scenario-middleware";

export interface SandboxOptions {
  /** Sandbox time: order status, rate-limit windows, dates. Default: the real clock. */
  clock?: Clock;
  /** Real waiting for the slow and hang scenarios. */
  sleep?: Sleep;
  rateLimit?: RateLimitConfig;
  maxBodyBytes?: number;
  requestId?: () => string;
  /** Told about anything that reached the 500 safety net. */
  reportError?: (error: unknown) => void;
}

/** The sandbox Reseller API: `app.fetch(request)` in the page, or mounted in a server. */
export function createSandboxApp(options: SandboxOptions = {}): SandboxApp {
  // Everything reads time through one clock that POST /v1/_sandbox/clock can move forward.
  const clock = shiftedClock(options.clock ?? systemClock);
  const rateLimit = options.rateLimit ?? DEFAULT_RATE_LIMIT;
  const reportError = options.reportError ?? ((error: unknown) => console.error("Sandbox error:", error));
  const deps = {
    clock,
    // Seeded history ends where this app's time starts, so its dates look recent.
    store: createSandboxStore(clock.now()),
    limiter: createRateLimiter(rateLimit),
    maxBodyBytes: options.maxBodyBytes ?? MAX_BODY_BYTES,
  };

  const app = new Hono<SandboxEnv>();
  app.use("*", requestIdMiddleware(options.requestId ?? randomRequestId));
  app.use("*", cors(CORS_OPTIONS));
  app.use(`${API_PREFIX}/*`, scenarioMiddleware(options.sleep ?? realSleep, rateLimit));

  for (const route of sandboxRoutes(actions)) {
    app.on(route.method, route.path, actionRoute(route.handler, deps));
    app.all(route.path, (c) =>
      sendError(
        c,
        { code: "METHOD_NOT_ALLOWED", message: `${c.req.method} is not allowed here. Use ${route.method}.` },
        { Allow: route.allow },
      ),
    );
  }

  app.post(CLOCK_PATH, clockRoute(clock, deps.maxBodyBytes));
  app.all(CLOCK_PATH, (c) =>
    sendError(
      c,
      { code: "METHOD_NOT_ALLOWED", message: `${c.req.method} is not allowed here. Use POST.` },
      { Allow: "POST, OPTIONS" },
    ),
  );

  app.notFound((c) =>
    sendError(c, {
      code: "NOT_FOUND",
      message: `No route ${c.req.method} ${c.req.path}. The API lives under ${API_PREFIX}.`,
    }),
  );
  app.onError((error, c) => {
    reportError(error);
    return sendError(c, { code: "INTERNAL_ERROR", message: "The sandbox failed unexpectedly. This is a sandbox bug." });
  });
  return app;
}
