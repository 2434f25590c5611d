import type { ApiError } from "./api-result";

export const MAX_BODY_BYTES = 1024 * 1024;

export type BodyResult = { ok: true; value: Record<string, unknown> } | { ok: false; error: ApiError };

const refuse = (code: ApiError["code"], message: string): BodyResult => ({ ok: false, error: { code, message } });

function isJsonMediaType(contentType: string | null): boolean {
  const media = (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  return media === "application/json" || (media.startsWith("application/") && media.endsWith("+json"));
}

/** Reads at most `maxBytes` (plus one chunk), whatever Content-Length claims; null when over. */
async function readCapped(request: Request, maxBytes: number): Promise<Uint8Array | null> {
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** A POST body as a JSON object, or the error that says what is wrong with it. */
export async function readJsonBody(request: Request, maxBytes: number = MAX_BODY_BYTES): Promise<BodyResult> {
  if (!isJsonMediaType(request.headers.get("content-type"))) {
    return refuse("UNSUPPORTED_MEDIA_TYPE", "Send the body as JSON with the header `Content-Type: application/json`.");
  }
  const tooLarge = `The body is larger than ${maxBytes} bytes.`;
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes) return refuse("PAYLOAD_TOO_LARGE", tooLarge);
  let bytes: Uint8Array | null;
  try {
    bytes = await readCapped(request, maxBytes);
  } catch {
    return refuse("INVALID_BODY", "The body could not be read to the end.");
  }
  if (bytes === null) return refuse("PAYLOAD_TOO_LARGE", tooLarge);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return refuse("INVALID_JSON", "The body is not valid UTF-8 text.");
  }
  if (text.trim() === "") return refuse("INVALID_JSON", "The body is empty: send a JSON object.");
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return refuse("INVALID_JSON", `The body is not valid JSON: ${(error as Error).message}`);
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    const kind = value === null ? "null" : Array.isArray(value) ? "an array" : `a ${typeof value}`;
    return refuse("INVALID_BODY", `The body must be a JSON object, not ${kind}.`);
  }
  return { ok: true, value: value as Record<string, unknown> };
}
