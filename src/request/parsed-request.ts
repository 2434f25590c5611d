/** A request read from a cURL command: like a RequestSpec, but the URL may be relative. */
export interface ParsedRequest {
  method: string;
  url: string;
  /** The headers curl puts on the wire that matter: those from -H and those its options make. */
  headers: [string, string][];
  /** The exact text curl sends as the body. */
  body?: string;
  /** Headers curl would have sent by itself that the command removed with -H "Name:". */
  removedHeaders?: string[];
}

export type ParseCurlResult = { ok: true; request: ParsedRequest; notes: string[] } | { ok: false; message: string };
