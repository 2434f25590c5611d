import type { Handler } from "hono";
import { sendResult } from "./respond";
import type { SandboxEnv } from "./sandbox-env";
import { API_PREFIX } from "./sandbox-routes";
import type { SandboxState } from "./sandbox-state";
import type { StateGate } from "./state-gate";

/** Only the sandbox answers this path, like the clock's. */
export const RESET_PATH = `${API_PREFIX}/_sandbox/reset`;

/**
 * `POST /v1/_sandbox/reset` puts the whole sandbox back to its seed: every account's balance,
 * orders and ledger, its clock and its rate-limit windows. No key, as for the clock: the
 * sandbox is shared by its keys.
 */
export function resetRoute(state: SandboxState, gate: StateGate): Handler<SandboxEnv> {
  return async (c) => {
    const now = await gate.run(() => {
      state.reset();
      return state.clock.now();
    });
    return sendResult(c, { ok: true, status: 200, data: { reset: true, now: new Date(now).toISOString() } });
  };
}
