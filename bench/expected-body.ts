export interface ExpectedBody {
  limit: number;
  bytes: number;
  /** Text only this response's body contains, to tell it on screen from the previous one. */
  marker: string;
}

/** The list's `"meta":{...}` tail names its limit, so it differs between the two responses. */
export function bodyMarker(body: string): string {
  const meta = body.lastIndexOf('"meta":');
  if (meta === -1) throw new Error(`the body has no "meta" to recognise it by: ${body.slice(0, 200)}`);
  return body.slice(meta);
}

/** Fetches from node what the page will be sent; this also builds the key's history before any timing. */
export async function fetchExpectedBody(apiUrl: string, apiKey: string, limit: number): Promise<ExpectedBody> {
  const response = await fetch(`${apiUrl}/wallet_history?limit=${limit}`, {
    headers: { Authorization: `Bearer ${apiKey}` },
    signal: AbortSignal.timeout(30_000),
  });
  const body = await response.text();
  if (response.status !== 200)
    throw new Error(`wallet_history?limit=${limit} answered ${response.status}: ${body.slice(0, 300)}`);
  return { limit, bytes: Buffer.byteLength(body), marker: bodyMarker(body) };
}
