import { readResponse } from "../request/read-response";
import type { RequestSpec } from "../request/request-spec";
import type { FailureKind, ResponseRecord } from "../request/response-record";
import { toFetchRequest } from "../request/to-fetch-request";
import type { Transport } from "./transport";

export interface SendOptions {
  timeoutMs: number;
  /** Aborts the request: the user pressed Cancel. */
  signal?: AbortSignal;
  now?: () => number;
}

function untilAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener("abort", () => reject(signal.reason), { once: true });
  });
}

// The combined signal keeps the reason of whichever source aborted first.
function failureKind(signal: AbortSignal, built: boolean): FailureKind {
  if (signal.aborted) {
    // By name, not instanceof: DOMException can come from another realm (a worker, a test DOM).
    return (signal.reason as { name?: unknown } | undefined)?.name === "TimeoutError" ? "timeout" : "cancelled";
  }
  return built ? "network" : "invalid-request";
}

/**
 * Sends one request and always resolves: an HTTP error status is a result like any other,
 * and no answer at all is a classified failure. Never retries.
 */
export async function sendRequest(
  transport: Transport,
  spec: RequestSpec,
  options: SendOptions,
): Promise<ResponseRecord> {
  const now = options.now ?? (() => performance.now());
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const startedAt = now();
  let built = false;
  try {
    const request = toFetchRequest(spec, signal);
    built = true;
    // A transport that ignores the signal (an in-page app) must still give way to it.
    const response = await Promise.race([transport(request), untilAborted(signal)]);
    return await Promise.race([readResponse(response, startedAt, now), untilAborted(signal)]);
  } catch (error) {
    return {
      kind: "failure",
      failure: failureKind(signal, built),
      detail: error instanceof Error ? error.message : String(error),
      durationMs: Math.round(now() - startedAt),
      receivedAt: Date.now(),
    };
  }
}
