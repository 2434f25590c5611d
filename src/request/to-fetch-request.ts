import type { RequestSpec } from "./request-spec";

export function toFetchRequest(spec: RequestSpec, signal?: AbortSignal): Request {
  const init: RequestInit = { method: spec.method, headers: spec.headers };
  if (spec.body !== undefined) init.body = spec.body;
  if (signal) init.signal = signal;
  return new Request(spec.url, init);
}
