import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiError, ApiResult } from "./api-result";
import { statusOf } from "./error-codes";
import type { SandboxEnv } from "./sandbox-env";

/** `{ "error": { code, message, fields?, details?, request_id } }` with the code's status. */
export function sendError(c: Context<SandboxEnv>, error: ApiError, headers: Record<string, string> = {}): Response {
  const body = { error: { ...error, request_id: c.get("requestId") } };
  return c.json(body, statusOf(error.code) as ContentfulStatusCode, headers);
}

/** The HTML page a failure carries instead of its body (see ApiResult), with the error's status. */
export function sendPage(
  c: Context<SandboxEnv>,
  error: ApiError,
  page: string,
  headers: Record<string, string> = {},
): Response {
  return c.html(page, statusOf(error.code) as ContentfulStatusCode, headers);
}

/** `{ "data": ..., "meta"?: ... }` for success, or the error body. */
export function sendResult(c: Context<SandboxEnv>, result: ApiResult, headers: Record<string, string> = {}): Response {
  if (!result.ok) return sendError(c, result.error, { ...headers, ...result.headers });
  const body = result.meta ? { data: result.data, meta: result.meta } : { data: result.data };
  return c.json(body, result.status, { ...headers, ...result.headers });
}
