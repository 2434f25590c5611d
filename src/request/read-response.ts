import type { HttpRecord } from "./response-record";

/** Reads the whole body once, as bytes, so size is exact and the text is what arrived. */
export async function readResponse(response: Response, startedAt: number, now: () => number): Promise<HttpRecord> {
  const bytes = await response.arrayBuffer();
  return {
    kind: "http",
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers.entries()],
    body: new TextDecoder().decode(bytes),
    sizeBytes: bytes.byteLength,
    durationMs: Math.round(now() - startedAt),
    receivedAt: Date.now(),
  };
}
