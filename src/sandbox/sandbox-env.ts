import type { Hono } from "hono";

/** Per-request values the middlewares share. */
export interface SandboxEnv {
  Variables: { requestId: string };
}

export type SandboxApp = Hono<SandboxEnv>;
