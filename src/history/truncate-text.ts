export interface Truncated {
  text: string;
  /** UTF-8 bytes of the text kept. */
  bytes: number;
  truncated: boolean;
}

const encoder = new TextEncoder();

/**
 * The longest beginning of `text` that fits in `maxBytes` of UTF-8, cut between characters.
 * encodeInto stops at the buffer's end, so a 12 MB body costs only the bytes kept.
 */
export function truncateUtf8(text: string, maxBytes: number): Truncated {
  // Each UTF-16 unit is at most 3 UTF-8 bytes: a text this short always fits.
  if (text.length * 3 <= maxBytes) return { text, bytes: encoder.encode(text).byteLength, truncated: false };
  const buffer = new Uint8Array(maxBytes);
  const { read, written } = encoder.encodeInto(text, buffer);
  if (read >= text.length) return { text, bytes: written, truncated: false };
  return { text: text.slice(0, read), bytes: written, truncated: true };
}
