import type { Transport } from "./transport";

export function createHttpTransport(fetchImpl: typeof fetch = (input, init) => fetch(input, init)): Transport {
  return (request) => fetchImpl(request);
}
