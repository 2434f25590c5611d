import type { MiddlewareHandler } from "hono";
import { randomHex } from "../catalog/new-reference";
import type { SandboxEnv } from "./sandbox-env";

/** req_ and 16 random hex digits. */
export function randomRequestId(): string {
  return `req_${randomHex(8)}`;
}

/** Gives every response, errors and preflights included, an X-Request-Id to quote in support. */
export function requestIdMiddleware(nextId: () => string): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const id = nextId();
    c.set("requestId", id);
    await next();
    c.res.headers.set("X-Request-Id", id);
  };
}
