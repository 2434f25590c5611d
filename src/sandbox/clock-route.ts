import type { Handler } from "hono";
import type { ShiftedClock } from "./clock";
import { readJsonBody } from "./read-json-body";
import { sendError, sendResult } from "./respond";
import type { SandboxEnv } from "./sandbox-env";
import { API_PREFIX } from "./sandbox-routes";
import type { StateGate } from "./state-gate";
import { fieldsFailure } from "./validation-error";

/** Only the sandbox answers this path; a real API says 404, so a test aimed at one fails at once. */
export const CLOCK_PATH = `${API_PREFIX}/_sandbox/clock`;

/** One day: enough to finish any order or rate-limit window, small enough to keep dates sensible. */
export const MAX_ADVANCE_MS = 86_400_000;

/**
 * `POST /v1/_sandbox/clock { "advance_ms": 15000 }` moves this sandbox's time forward for every key:
 * orders age (pending → processing → success) and rate-limit windows pass. It needs no key because
 * the clock is the sandbox's, not an account's, like a scenario.
 */
export function clockRoute(clock: ShiftedClock, gate: StateGate, maxBodyBytes: number): Handler<SandboxEnv> {
  return async (c) => {
    const body = await readJsonBody(c.req.raw, maxBodyBytes);
    if (!body.ok) return sendError(c, body.error);
    const advance = body.value.advance_ms;
    if (typeof advance !== "number" || !Number.isInteger(advance) || advance < 0 || advance > MAX_ADVANCE_MS) {
      return sendResult(
        c,
        fieldsFailure(
          { advance_ms: [`A whole number of milliseconds from 0 to ${MAX_ADVANCE_MS}`] },
          "advance_ms must be a whole number of milliseconds from 0 to 86400000 (one day).",
        ),
      );
    }
    const now = await gate.run(() => {
      clock.advance(advance);
      return clock.now();
    });
    return sendResult(c, { ok: true, status: 200, data: { advanced_ms: advance, now: new Date(now).toISOString() } });
  };
}
