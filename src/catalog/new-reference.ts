/**
 * `bytes` random bytes as lowercase hex. getRandomValues works in insecure browser contexts
 * too, unlike crypto.randomUUID.
 */
export function randomHex(bytes: number): string {
  const random = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(random, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** A unique, readable order reference: ref-YYYYMMDD-<8 hex>. */
export function newReference(date: Date = new Date()): string {
  const day = date.toISOString().slice(0, 10).replaceAll("-", "");
  return `ref-${day}-${randomHex(4)}`;
}
