import type { ApiError } from "./api-result";
import { demoKeys } from "./demo-key-info";
import { DEMO_KEYS } from "./demo-keys";
import type { ErrorCode } from "./error-codes";
import type { AccountKey } from "./seed-accounts";

export type AuthResult =
  | { ok: true; key: AccountKey }
  | { ok: false; error: ApiError; headers: Record<string, string> };

// RFC 6750 b64token; the scheme is case-insensitive.
const BEARER = /^bearer +([A-Za-z0-9\-._~+/]+=*)$/i;
const REALM = 'Bearer realm="sandbox"';

// Registered HTTP authentication schemes (IANA) and a few common home-made ones. Only these are
// named back: any other first word may be (part of) a key sent without a scheme.
const KNOWN_SCHEMES = [
  "Basic",
  "Digest",
  "Token",
  "Negotiate",
  "NTLM",
  "HOBA",
  "Mutual",
  "DPoP",
  "GNAP",
  "PrivateToken",
  "SCRAM-SHA-1",
  "SCRAM-SHA-256",
  "vapid",
  "AWS4-HMAC-SHA256",
  "OAuth",
  "ApiKey",
];

function refuse(code: ErrorCode, message: string, challenge?: string): AuthResult {
  return { ok: false, error: { code, message }, headers: challenge ? { "WWW-Authenticate": challenge } : {} };
}

/** Names the scheme in our own spelling, so nothing from the header is ever echoed. */
function malformedMessage(value: string): string {
  const first = value.split(/\s+/)[0] ?? "";
  if (/^bearer$/i.test(first)) {
    return "The Authorization header must be `Bearer <API_KEY>`: one key, with no spaces or quotes in it.";
  }
  const scheme = KNOWN_SCHEMES.find((name) => name.toLowerCase() === first.toLowerCase());
  return scheme
    ? `The Authorization header uses the ${scheme} scheme; the sandbox needs \`Bearer <API_KEY>\`.`
    : "The Authorization header must be `Bearer <API_KEY>`, with the word Bearer before the key.";
}

/** Reads `Authorization: Bearer <key>`. Never echoes any part of the header back. */
export function authenticate(header: string | undefined): AuthResult {
  const value = header?.trim() ?? "";
  if (value === "")
    return refuse("AUTH_MISSING", "No API key: send the header `Authorization: Bearer <API_KEY>`.", REALM);
  const key = BEARER.exec(value)?.[1];
  if (!key) return refuse("AUTH_MALFORMED", malformedMessage(value), `${REALM}, error="invalid_request"`);
  if (key === DEMO_KEYS.suspended) {
    return refuse("ACCOUNT_SUSPENDED", "This API key is valid, but its reseller account is suspended.");
  }
  if (
    key === DEMO_KEYS.funded ||
    key === DEMO_KEYS.low ||
    key === DEMO_KEYS.history ||
    key === DEMO_KEYS.anomalies ||
    key === DEMO_KEYS.traps ||
    key === DEMO_KEYS.rupiah
  ) {
    return { ok: true, key };
  }
  const known = demoKeys.map((info) => info.key).join(", ");
  return refuse(
    "AUTH_INVALID_KEY",
    `This API key is not valid. The sandbox accepts its demo keys: ${known}.`,
    `${REALM}, error="invalid_token"`,
  );
}
