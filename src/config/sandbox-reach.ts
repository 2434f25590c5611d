import { checkBaseUrl, isLoopback } from "../request/base-url";
import { SANDBOX_ORIGIN } from "../transport/sandbox-transport";

/** What a base URL reaches of the sandbox: the embedded one, and whether its scenarios can be picked. */
export interface SandboxReach {
  /** The embedded, in-page sandbox. */
  embedded: boolean;
  /** Where sandbox scenarios can be picked: the embedded sandbox or one on loopback. */
  scenarios: boolean;
}

export function sandboxReach(baseUrl: string): SandboxReach {
  const check = checkBaseUrl(baseUrl);
  if (!check.ok) return { embedded: false, scenarios: false };
  const embedded = check.url.origin === SANDBOX_ORIGIN;
  return { embedded, scenarios: embedded || isLoopback(check.url.hostname) };
}
