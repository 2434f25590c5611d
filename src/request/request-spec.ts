import type { HttpMethod } from "../catalog/define-action";

/**
 * A request as plain data. The preview, the snippets and what is sent are all rendered
 * from one of these, so what the user reads is what goes on the wire.
 */
export interface RequestSpec {
  method: HttpMethod;
  /** Absolute and normalised as `new URL()` would send it. */
  url: string;
  /** In the order they are sent. */
  headers: [name: string, value: string][];
  body?: string;
}

export function headerValue(spec: RequestSpec, name: string): string | undefined {
  const lower = name.toLowerCase();
  return spec.headers.find(([key]) => key.toLowerCase() === lower)?.[1];
}
