import type { ErrorCode } from "./error-codes";

/** Field name -> messages, as the catalog's zod schemas word them. */
export type FieldErrors = Record<string, string[]>;

export interface ApiError {
  code: ErrorCode;
  message: string;
  fields?: FieldErrors;
  details?: Record<string, unknown>;
}

/**
 * What a handler decides, kept apart from Hono so handlers stay plain functions.
 * Success bodies are `{ data, meta? }`; errors are `{ error: { code, message, ... } }`.
 */
export type ApiResult =
  | { ok: true; status: 200 | 201; data: unknown; meta?: Record<string, unknown>; headers?: Record<string, string> }
  | {
      ok: false;
      error: ApiError;
      headers?: Record<string, string>;
      /**
       * Sent instead of the error's body, with its status: an HTML page, as a wrong route or a
       * proxy in front of the API answers. Only a planted order asks for one.
       */
      page?: string;
    };

export function success(
  data: unknown,
  extra: { status?: 200 | 201; meta?: Record<string, unknown>; headers?: Record<string, string> } = {},
): ApiResult {
  return {
    ok: true,
    status: extra.status ?? 200,
    data,
    ...(extra.meta && { meta: extra.meta }),
    ...(extra.headers && { headers: extra.headers }),
  };
}

export function failure(
  code: ErrorCode,
  message: string,
  extra: { fields?: FieldErrors; details?: Record<string, unknown> } = {},
): ApiResult {
  return { ok: false, error: { code, message, ...extra } };
}
