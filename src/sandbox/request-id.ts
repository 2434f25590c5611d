import type { MiddlewareHandler } from "hono";
import type { SandboxEnv } from "./sandbox-env";

/** getRandomValues works in insecure browser contexts too, unlike crypto.randomUUID. */
export function randomRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return `req_${Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
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
