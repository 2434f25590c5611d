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

export const LONG_LINE_SCENARIO = "long_line";

/**
 * The sandbox's long_line answer, fetched as the console will ask for it (wallet_history with the
 * scenario header). Its start tells it apart: the other bodies begin with `{"data":[`.
 */
export async function fetchLongLineBody(apiUrl: string, apiKey: string, limit: number): Promise<ExpectedBody> {
  const response = await fetch(`${apiUrl}/wallet_history?limit=${limit}`, {
    headers: { Authorization: `Bearer ${apiKey}`, "X-Sandbox-Scenario": LONG_LINE_SCENARIO },
    signal: AbortSignal.timeout(30_000),
  });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`the ${LONG_LINE_SCENARIO} scenario answered ${response.status}`);
  if (/\s/.test(body)) throw new Error(`the ${LONG_LINE_SCENARIO} body has white space: it is not one unbroken line`);
  return { limit, bytes: Buffer.byteLength(body), marker: body.slice(0, 64) };
}
