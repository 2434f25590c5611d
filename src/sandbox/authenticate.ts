import type { ApiError } from "./api-result";
import { DEMO_KEYS, demoKeys } from "./demo-keys";
import type { ErrorCode } from "./error-codes";
import type { AccountKey } from "./seed-accounts";

export type AuthResult =
  | { ok: true; key: AccountKey }
  | { ok: false; error: ApiError; headers: Record<string, string> };

// RFC 6750 b64token; the scheme is case-insensitive.
const BEARER = /^bearer +([A-Za-z0-9\-._~+/]+=*)$/i;
const REALM = 'Bearer realm="sandbox"';

function refuse(code: ErrorCode, message: string, challenge?: string): AuthResult {
  return { ok: false, error: { code, message }, headers: challenge ? { "WWW-Authenticate": challenge } : {} };
}

/** Reads `Authorization: Bearer <key>`. Never echoes the key back. */
export function authenticate(header: string | undefined): AuthResult {
  const value = header?.trim() ?? "";
  if (value === "")
    return refuse("AUTH_MISSING", "No API key: send the header `Authorization: Bearer <API_KEY>`.", REALM);
  const key = BEARER.exec(value)?.[1];
  if (!key) {
    const scheme = value.split(/\s+/)[0] ?? "";
    const message = /^bearer$/i.test(scheme)
      ? "The Authorization header must be `Bearer <API_KEY>`: one key, with no spaces or quotes in it."
      : `The Authorization header must use the Bearer scheme, not "${scheme.slice(0, 20)}": \`Bearer <API_KEY>\`.`;
    return refuse("AUTH_MALFORMED", message, `${REALM}, error="invalid_request"`);
  }
  if (key === DEMO_KEYS.suspended) {
    return refuse("ACCOUNT_SUSPENDED", "This API key is valid, but its reseller account is suspended.");
  }
  if (key === DEMO_KEYS.funded || key === DEMO_KEYS.low || key === DEMO_KEYS.history) return { ok: true, key };
  const known = demoKeys.map((info) => info.key).join(", ");
  return refuse(
    "AUTH_INVALID_KEY",
    `This API key is not valid. The sandbox accepts its demo keys: ${known}.`,
    `${REALM}, error="invalid_token"`,
  );
}
