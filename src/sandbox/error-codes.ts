/**
 * Every error code the sandbox sends, each with exactly one HTTP status. Plain data: the
 * docs are checked against it, and the console may show the meaning next to a response.
 */
export const ERROR_CODES = {
  INVALID_JSON: { status: 400, meaning: "The body is empty or is not valid JSON (UTF-8)." },
  INVALID_BODY: { status: 400, meaning: "The body is JSON but not an object, or could not be read." },
  INVALID_SCENARIO: { status: 400, meaning: "The X-Sandbox-Scenario header names no known scenario." },
  AUTH_MISSING: { status: 401, meaning: "No Authorization header." },
  AUTH_MALFORMED: { status: 401, meaning: "Authorization is not `Bearer <key>`." },
  AUTH_INVALID_KEY: { status: 401, meaning: "The key is not one the sandbox knows." },
  INSUFFICIENT_BALANCE: { status: 402, meaning: "The wallet holds less than the product's price." },
  ACCOUNT_SUSPENDED: { status: 403, meaning: "The key is known but its account is suspended." },
  NOT_FOUND: { status: 404, meaning: "No such route." },
  GAME_NOT_FOUND: { status: 404, meaning: "No game with that game_id." },
  PRODUCT_NOT_FOUND: { status: 404, meaning: "No product with that product_id." },
  ORDER_NOT_FOUND: { status: 404, meaning: "No order of this key has that order_id / reseller_ref." },
  METHOD_NOT_ALLOWED: { status: 405, meaning: "The route exists for another method (see Allow)." },
  DUPLICATE_REFERENCE: { status: 409, meaning: "reseller_ref was used before for a different order." },
  PAYLOAD_TOO_LARGE: { status: 413, meaning: "The body is over 1 MiB." },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, meaning: "A POST body without Content-Type: application/json." },
  VALIDATION_ERROR: { status: 422, meaning: "Parameters break the schema; `fields` says which and why." },
  INVALID_PLAYER: { status: 422, meaning: "The player account does not exist in the game." },
  ZONE_REQUIRED: { status: 422, meaning: "The product's game needs a zone_id and none was sent." },
  RATE_LIMITED: { status: 429, meaning: "Too many requests for this key in the window; see Retry-After." },
  CLIENT_CLOSED_REQUEST: { status: 499, meaning: "The client gave up during a slow or hang scenario, or a fault." },
  INTERNAL_ERROR: { status: 500, meaning: "The server_error scenario or fault, or a sandbox bug." },
  GATEWAY_TIMEOUT: { status: 504, meaning: "A hang scenario, or a fault that never answers, reached its cap." },
} as const satisfies Record<string, { status: number; meaning: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

export function statusOf(code: ErrorCode): (typeof ERROR_CODES)[ErrorCode]["status"] {
  return ERROR_CODES[code].status;
}
