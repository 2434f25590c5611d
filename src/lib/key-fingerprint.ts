/**
 * A short stand-in for an API key in cache keys: the same key gives the same text, and the text
 * does not give the key back (FNV-1a, 32 bits, of a key that is far longer). Never shown or stored.
 */
export function keyFingerprint(key: string): string {
  if (key === "") return "no-key";
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index += 1) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `k${hash.toString(16).padStart(8, "0")}`;
}
