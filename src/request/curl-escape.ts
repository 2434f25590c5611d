const encoder = new TextEncoder();

/** curl_easy_escape: every byte but A–Z a–z 0–9 - . _ ~ as %XX (upper-case hex). */
export function curlEscape(text: string): string {
  let out = "";
  for (const byte of encoder.encode(text)) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}

export type UrlencodeResult = { ok: true; text: string } | { ok: false; file: string };

/**
 * --data-urlencode and --url-query as curl 7.88 reads them: `name=content` sends the name as
 * it is and encodes the content, `=content` sends the encoded content alone, `content` (no =)
 * is encoded whole, and `name@file` (an @ and no =) reads the file. Spaces become +.
 */
export function curlUrlencode(argument: string): UrlencodeResult {
  const equals = argument.indexOf("=");
  const at = equals < 0 ? argument.indexOf("@") : -1;
  if (at >= 0) return { ok: false, file: argument.slice(at + 1) };
  const name = equals < 0 ? "" : argument.slice(0, equals);
  const encoded = curlEscape(argument.slice(equals + 1)).replaceAll("%20", "+");
  return { ok: true, text: name ? `${name}=${encoded}` : encoded };
}

/** Base64 of the UTF-8 bytes, for Authorization: Basic (btoa alone takes Latin-1 only). */
export function base64Utf8(text: string): string {
  return btoa(Array.from(encoder.encode(text), (byte) => String.fromCharCode(byte)).join(""));
}
