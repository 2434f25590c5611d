import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FAULT_KINDS } from "../../src/sandbox/faults";
import { FAULTS_PATH } from "../../src/sandbox/faults-route";
import { dataOf, errorOf, sandbox } from "./sandbox-kit";

/** Mostly the route's own fields, with values near and past their edges, so many bodies parse. */
const nearValid = fc.record(
  {
    rate: fc.oneof(fc.double({ min: -0.5, max: 1.5, noNaN: true }), fc.constantFrom(0, 1, "0.2", null)),
    kinds: fc.oneof(fc.subarray([...FAULT_KINDS, "meteor"]), fc.constant("timeout")),
    seed: fc.oneof(fc.integer({ min: -2, max: 2 ** 32 + 1 }), fc.double()),
    rate_limit_per_minute: fc.oneof(fc.integer({ min: -1, max: 200_000 }), fc.double()),
    rte: fc.jsonValue(),
  },
  { requiredKeys: [] },
);

describe("POST /v1/_sandbox/faults, any body", () => {
  it("answers 200 with the setting, or 400/422 naming what is wrong and changing nothing", async () => {
    const box = sandbox();
    const inForce = async () => dataOf(await box.post(FAULTS_PATH, { rate_limit_per_minute: 120 }, null));
    await fc.assert(
      fc.asyncProperty(fc.oneof(nearValid, fc.jsonValue()), async (body) => {
        await box.post(FAULTS_PATH, { rate: 0, rate_limit_per_minute: 120 }, null);
        const before = await inForce();
        const response = await box.post(FAULTS_PATH, JSON.stringify(body), null);
        if (response.status === 200) {
          const setting = await dataOf<{ rate: number; kinds: string[] }>(response);
          expect(setting.rate).toBeGreaterThanOrEqual(0);
          expect(setting.rate).toBeLessThanOrEqual(1);
          expect(setting.kinds.every((kind) => (FAULT_KINDS as readonly string[]).includes(kind))).toBe(true);
          return;
        }
        expect([400, 422]).toContain(response.status);
        const error = await errorOf(response);
        expect(error.message.length).toBeGreaterThan(10);
        if (response.status === 422) expect(Object.keys(error.fields ?? {}).length).toBeGreaterThan(0);
        expect(await inForce()).toEqual(before);
      }),
      { numRuns: 150 },
    );
  });
});
