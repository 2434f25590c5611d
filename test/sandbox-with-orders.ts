import type { Order } from "../src/sandbox/account";
import { createSandboxApp } from "../src/sandbox/create-sandbox-app";
import type { AccountName } from "../src/sandbox/sandbox-snapshot";
import type { SandboxState } from "../src/sandbox/sandbox-state";
import { inMemory } from "../src/sandbox/state-gate";
import type { Transport } from "../src/transport/transport";

/**
 * The sandbox app as a transport, with its own record of the orders it placed at hand: what the
 * server did, not what the page says it did. A request sent again under the same reference places
 * no second order, so a test counts the requests beside it.
 */
export function sandboxWithOrders() {
  const held: { state?: SandboxState } = {};
  const app = createSandboxApp({
    persistence: (state) => {
      held.state = state;
      return inMemory(state);
    },
  });
  const transport: Transport = async (request) => app.fetch(request);
  /** The orders the sandbox placed for a demo account since its seed, oldest first. */
  const ordersPlaced = (account: AccountName): Order[] => held.state?.snapshot().accounts[account]?.orders ?? [];
  return { transport, ordersPlaced };
}
