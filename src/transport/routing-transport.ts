import { SANDBOX_ORIGIN } from "./sandbox-transport";
import type { Transport } from "./transport";

/** Requests to the sandbox origin stay in the page; everything else goes over the network. */
export function createRoutingTransport(routes: { sandbox: Transport; network: Transport }): Transport {
  return (request) => (new URL(request.url).origin === SANDBOX_ORIGIN ? routes.sandbox : routes.network)(request);
}
