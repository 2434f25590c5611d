import type { RequestSpec } from "./request-spec";

const BEARER = /^(Bearer\s+)(.*)$/i;

/** "Bearer sk_demo_funded" → "Bearer ••••••••nded": enough to tell keys apart, not to use one. */
export function maskAuthorization(value: string): string {
  const match = BEARER.exec(value);
  if (!match) return "•".repeat(8);
  const key = match[2] ?? "";
  const shown = key.length > 12 ? key.slice(-4) : "";
  return `${match[1]}${"•".repeat(8)}${shown}`;
}

/** The headers as they should be displayed: the key masked unless the user revealed it. */
export function displayHeaders(spec: RequestSpec, revealKey: boolean): [string, string][] {
  return spec.headers.map(([name, value]) =>
    !revealKey && name.toLowerCase() === "authorization" ? [name, maskAuthorization(value)] : [name, value],
  );
}
