import "../lib/zod-setup";
import type { Handler } from "hono";
import * as z from "zod/mini";
import type { ApiResult } from "./api-result";
import { DEFAULT_FAULT_SEED, FAULT_KINDS, type FaultSetting, normalKinds } from "./faults";
import { readJsonBody } from "./read-json-body";
import { sendError, sendResult } from "./respond";
import type { SandboxEnv } from "./sandbox-env";
import { API_PREFIX } from "./sandbox-routes";
import type { SandboxState } from "./sandbox-state";
import type { StateGate } from "./state-gate";
import { fieldsFailure, validationFailure } from "./validation-error";

/** Only the sandbox answers this path, like the clock's. */
export const FAULTS_PATH = `${API_PREFIX}/_sandbox/faults`;

/** Far above any real API's limit, low enough to stay a number a person reads. */
export const MAX_RATE_LIMIT_PER_MINUTE = 100_000;

const ONE_MINUTE_MS = 60_000;
const KIND_LIST = FAULT_KINDS.join(", ");

/** The body's fields, each checked on its own; `refusal` checks how they go together. */
export const FaultsBody = z.object({
  rate: z.optional(
    z
      .number("A number from 0 (off) to 1 (every request)")
      .check(
        z.minimum(0, "A number from 0 (off) to 1 (every request)"),
        z.maximum(1, "A number from 0 (off) to 1 (every request)"),
      ),
  ),
  kinds: z.optional(
    z
      .array(z.enum(FAULT_KINDS, `One of ${KIND_LIST}`), `A list of one or more of ${KIND_LIST}`)
      .check(z.minLength(1, `A list of one or more of ${KIND_LIST}`)),
  ),
  seed: z.optional(z.uint32("A whole number from 0 to 4294967295")),
  rate_limit_per_minute: z.optional(
    z
      .int(`A whole number from 1 to ${MAX_RATE_LIMIT_PER_MINUTE}`)
      .check(
        z.minimum(1, `A whole number from 1 to ${MAX_RATE_LIMIT_PER_MINUTE}`),
        z.maximum(MAX_RATE_LIMIT_PER_MINUTE, `A whole number from 1 to ${MAX_RATE_LIMIT_PER_MINUTE}`),
      ),
  ),
});
export type FaultsBody = z.infer<typeof FaultsBody>;

const SETTINGS = Object.keys(FaultsBody.shape);

/**
 * What is wrong with the body as a whole, before its fields are checked. Unknown fields are
 * refused, unlike in the API's own bodies: a misspelt setting would otherwise be dropped without
 * a word, and the sandbox would go on behaving as before.
 */
function refusal(body: Record<string, unknown>): ApiResult | null {
  const unknown = Object.keys(body).filter((name) => !SETTINGS.includes(name));
  if (unknown.length > 0) {
    const fields = Object.fromEntries(unknown.map((name) => [name, [`Not a setting: use ${SETTINGS.join(", ")}`]]));
    return fieldsFailure(fields, `Unknown fields: ${unknown.join(", ")}. The settings are ${SETTINGS.join(", ")}.`);
  }
  if (body.rate === undefined) {
    const orphans = ["kinds", "seed"].filter((name) => body[name] !== undefined);
    if (orphans.length > 0) {
      const fields = Object.fromEntries(orphans.map((name) => [name, ["Send rate with it"]]));
      return fieldsFailure(fields, "kinds and seed go with rate: send rate too (0 turns faults off).");
    }
    if (body.rate_limit_per_minute === undefined) {
      return fieldsFailure(
        { rate: ["Required when rate_limit_per_minute is not sent"] },
        "Send rate (0 to 1, with kinds and seed if wanted), rate_limit_per_minute, or both.",
      );
    }
  }
  return null;
}

/** What the route answers: the setting now in force, in the body's own terms. */
function inForce(state: SandboxState) {
  const setting = state.faults.setting();
  return {
    rate: setting?.rate ?? 0,
    kinds: setting?.kinds ?? [],
    seed: setting?.seed ?? null,
    // The limit per window; a served sandbox's window is a minute (an embedder may choose another).
    rate_limit_per_minute: state.limiter.config().limit,
  };
}

/**
 * `POST /v1/_sandbox/faults { "rate": 0.2, "kinds": [...], "seed": 7 }` makes that share of
 * authenticated requests fail, the same ones for the same seed; `{ "rate": 0 }` stops it, and
 * `{ "rate_limit_per_minute": 30 }` changes the rate limit. No key, like the clock: the
 * sandbox's behaviour is the sandbox's, not an account's.
 */
export function faultsRoute(state: SandboxState, gate: StateGate, maxBodyBytes: number): Handler<SandboxEnv> {
  return async (c) => {
    const body = await readJsonBody(c.req.raw, maxBodyBytes);
    if (!body.ok) return sendError(c, body.error);
    const refused = refusal(body.value);
    if (refused) return sendResult(c, refused);
    const parsed = FaultsBody.safeParse(body.value);
    if (!parsed.success) return sendResult(c, validationFailure(parsed.error));
    const { rate, kinds, seed, rate_limit_per_minute: perMinute } = parsed.data;
    const data = await gate.run(() => {
      if (rate !== undefined) {
        const setting: FaultSetting = {
          rate,
          kinds: normalKinds(kinds ?? FAULT_KINDS),
          seed: seed ?? DEFAULT_FAULT_SEED,
        };
        state.faults.set(setting);
      }
      if (perMinute !== undefined) state.limiter.configure({ limit: perMinute, windowMs: ONE_MINUTE_MS });
      return inForce(state);
    });
    return sendResult(c, { ok: true, status: 200, data });
  };
}
