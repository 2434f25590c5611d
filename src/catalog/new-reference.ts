/** A unique, readable order reference: ref-YYYYMMDD-<8 hex>. */
export function newReference(date: Date = new Date()): string {
  const day = date.toISOString().slice(0, 10).replaceAll("-", "");
  const random = crypto.getRandomValues(new Uint8Array(4));
  const hex = Array.from(random, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `ref-${day}-${hex}`;
}
