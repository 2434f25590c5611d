import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { actions } from "../../src/catalog/catalog";
import { DEMO_KEYS } from "../../src/sandbox/demo-keys";
import { sandbox } from "./sandbox-kit";

const box = sandbox({ rateLimit: { limit: Number.MAX_SAFE_INTEGER, windowMs: 60_000 } });
const keys = fc.constantFrom(DEMO_KEYS.funded, DEMO_KEYS.low, DEMO_KEYS.history);
const paths = (method: string) =>
  actions.filter((action) => action.method === method).flatMap((action) => [...new Set(Object.values(action.path))]);
const postPaths = fc.constantFrom(...paths("POST"));
const getPaths = fc.constantFrom(...paths("GET"));

/** Mostly well-formed values, so many requests get past the schema to the handlers' own checks. */
const often = <T>(likely: fc.Arbitrary<T>, other: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { arbitrary: likely, weight: 4 },
    { arbitrary: other, weight: 1 },
    { arbitrary: fc.constant(undefined), weight: 1 },
  );
const nearValid = fc.record({
  product_id: often(fc.constantFrom(101, 105, 201, 202, 301, 999), fc.oneof(fc.integer(), fc.string())),
  game_id: often(fc.integer({ min: 0, max: 6 }), fc.oneof(fc.double(), fc.string())),
  user_id: often(
    fc.constantFrom("123456789", "100000404", "100000500", "0"),
    fc.oneof(fc.stringMatching(/^\d{0,12}$/), fc.string()),
  ),
  zone_id: often(fc.stringMatching(/^\d{1,6}$/), fc.oneof(fc.string(), fc.integer())),
  reseller_ref: often(fc.constantFrom("r1", "r2", "r3"), fc.string()),
});

async function expectSound(response: Response) {
  expect(response.status).toBeLessThan(500);
  const body = (await response.json()) as Record<string, unknown>;
  expect("data" in body || "error" in body).toBe(true);
}

const RUNS = { numRuns: 200 };

describe("no client input produces a 5xx", () => {
  it("arbitrary JSON bodies to every POST route", async () => {
    await fc.assert(
      fc.asyncProperty(postPaths, keys, fc.oneof(fc.jsonValue(), nearValid), async (path, key, value) => {
        await expectSound(await box.post(`/v1${path}`, JSON.stringify(value), key));
      }),
      RUNS,
    );
  });

  it("arbitrary text bodies to every POST route", async () => {
    await fc.assert(
      fc.asyncProperty(postPaths, fc.string({ unit: "binary" }), async (path, text) => {
        await expectSound(await box.post(`/v1${path}`, text));
      }),
      RUNS,
    );
  });

  it("arbitrary query parameters to every GET route", async () => {
    const names = fc.oneof(
      fc.constantFrom("game_id", "order_id", "reseller_ref", "page", "limit", "from", "to"),
      fc.string(),
    );
    const values = fc.oneof(
      fc.string(),
      fc.integer().map(String),
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
    );
    await fc.assert(
      fc.asyncProperty(getPaths, keys, fc.dictionary(names, values), async (path, key, params) => {
        await expectSound(await box.get(`/v1${path}?${new URLSearchParams(params)}`, key));
      }),
      RUNS,
    );
  });

  it("arbitrary raw query strings and Authorization headers", async () => {
    const printable = fc.stringMatching(/^[\x20-\x7e]{0,80}$/);
    await fc.assert(
      fc.asyncProperty(getPaths, fc.string({ unit: "binary" }), printable, async (path, query, authorization) => {
        const response = await box.app.request(`/v1${path}?${query}`, { headers: { Authorization: authorization } });
        await expectSound(response);
      }),
      RUNS,
    );
  });
});
