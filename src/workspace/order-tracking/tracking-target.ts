import type { SentTo } from "../../history/make-entry";
import { keyFingerprint } from "../../lib/key-fingerprint";

/**
 * Where an order lives, as one comparable text: environment, base URL, path style and the key's
 * fingerprint (never the key). Tracking stops when the settings no longer say the same.
 */
export function trackingTarget(where: SentTo, apiKey: string): string {
  return [where.environment, where.baseUrl, where.pathStyle, keyFingerprint(apiKey)].join(" ");
}
