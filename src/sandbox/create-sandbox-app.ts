import { Hono } from "hono";
import { cors } from "hono/cors";
import { actions } from "../catalog/catalog";
import { actionRoute } from "./action-route";
import { type Clock, realSleep, type Sleep, systemClock } from "./clock";
import { CLOCK_PATH, clockRoute } from "./clock-route";
import { CORS_OPTIONS } from "./cors-options";
import { FAULTS_PATH, faultsRoute } from "./faults-route";
import { DEFAULT_RATE_LIMIT, type RateLimitConfig } from "./rate-limiter";
import { MAX_BODY_BYTES } from "./read-json-body";
import { randomRequestId, requestIdMiddleware } from "./request-id";
import { RESET_PATH, resetRoute } from "./reset-route";
import { sendError } from "./respond";
import type { SandboxApp, SandboxEnv } from "./sandbox-env";
import { API_PREFIX, sandboxRoutes } from "./sandbox-routes";
import { createSandboxState } from "./sandbox-state";
import { scenarioMiddleware } from "./scenario-middleware";
import { inMemory, type Persistence } from "./state-gate";

export interface SandboxOptions {
  /** Sandbox time: order status, rate-limit windows, dates. Default: the real clock. */
  clock?: Clock;
  /** Real waiting for the slow and hang scenarios, and the faults that never answer. */
  sleep?: Sleep;
  rateLimit?: RateLimitConfig;
  maxBodyBytes?: number;
  requestId?: () => string;
  /** Told about anything that reached the 500 safety net. */
  reportError?: (error: unknown) => void;
  /** Where the state is kept between requests. Default: in memory, for the app's life. */
  persistence?: Persistence;
}

/** The sandbox Reseller API: `app.fetch(request)` in the page, or mounted in a server. */
export function createSandboxApp(options: SandboxOptions = {}): SandboxApp {
  const rateLimit = options.rateLimit ?? DEFAULT_RATE_LIMIT;
  const reportError = options.reportError ?? ((error: unknown) => console.error("Sandbox error:", error));
  // Everything reads time through one clock that POST /v1/_sandbox/clock can move forward.
  const state = createSandboxState(options.clock ?? systemClock, rateLimit);
  const gate = (options.persistence ?? inMemory)(state);
  const { clock, store, limiter, faults } = state;
  const sleep = options.sleep ?? realSleep;
  const deps = { clock, store, limiter, faults, gate, sleep, maxBodyBytes: options.maxBodyBytes ?? MAX_BODY_BYTES };

  const app = new Hono<SandboxEnv>();
  app.use("*", requestIdMiddleware(options.requestId ?? randomRequestId));
  app.use("*", cors(CORS_OPTIONS));
  app.use(`${API_PREFIX}/*`, scenarioMiddleware(sleep, limiter.config));

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

  app.post(CLOCK_PATH, clockRoute(clock, gate, deps.maxBodyBytes));
  app.post(RESET_PATH, resetRoute(state, gate));
  app.post(FAULTS_PATH, faultsRoute(state, gate, deps.maxBodyBytes));
  for (const path of [CLOCK_PATH, RESET_PATH, FAULTS_PATH]) {
    app.all(path, (c) =>
      sendError(
        c,
        { code: "METHOD_NOT_ALLOWED", message: `${c.req.method} is not allowed here. Use POST.` },
        { Allow: "POST, OPTIONS" },
      ),
    );
  }

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
