import type { HttpMethod } from "../catalog/define-action";
import { isJsonObject, parseJson } from "../lib/parse-json";

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
  /**
   * The key in use where no Authorization header carries it (a command imported without one). Never
   * sent and never kept (the history drops it): what the preview masks, the snippets name API_KEY
   * and every export scrubs, wherever the request has a copy of it.
   */
  key?: string;
}

/** A field as the request carries it: a top-level string in a JSON body, else a query parameter. */
export function sentField(spec: RequestSpec, name: string): string | undefined {
  const parsed = parseJson(spec.body ?? "");
  if (parsed.ok && isJsonObject(parsed.value)) {
    const value = parsed.value[name];
    if (typeof value === "string") return value;
  }
  return new URL(spec.url).searchParams.get(name) ?? undefined;
}
