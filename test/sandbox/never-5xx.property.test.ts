import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { actions } from "../../src/catalog/catalog";
import { DEMO_KEYS } from "../../src/sandbox/demo-keys";
import { parseScenario, SCENARIO_HEADER, SCENARIO_IDS, type ScenarioId } from "../../src/sandbox/scenarios";
import { sandbox } from "./sandbox-kit";

// No rate limit to mask parsing, and no real waiting: slow and hang answer at once.
const box = sandbox({ rateLimit: { limit: Number.MAX_SAFE_INTEGER, windowMs: 60_000 }, sleep: async () => undefined });

const keys = fc.constantFrom(DEMO_KEYS.funded, DEMO_KEYS.low, DEMO_KEYS.history, DEMO_KEYS.anomalies);
const paths = (method?: string) =>
  actions
    .filter((action) => method === undefined || action.method === method)
    .flatMap((action) => [...new Set(Object.values(action.path))]);
const postPaths = fc.constantFrom(...paths("POST"));
const getPaths = fc.constantFrom(...paths("GET"));
const ownMethod = new Map(actions.flatMap((action) => Object.values(action.path).map((path) => [path, action.method])));
const printable = (max: number) => fc.stringMatching(new RegExp(`^[\\x20-\\x7e]{0,${max}}$`));

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
  reseller_ref: often(fc.constantFrom("r1", "r2", "r3", "hist-000001", "seed-funded-1"), fc.string()),
});
const queryParams = fc.dictionary(
  fc.oneof(fc.constantFrom("game_id", "order_id", "reseller_ref", "page", "limit", "from", "to"), fc.string()),
  fc.oneof(
    fc.string(),
    fc.integer().map(String),
    fc.constantFrom("ord_000001", "ord_050304", "hist-000010", "seed-funded-6", "2026-11-22", "2026-11-01"),
    fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  ),
);

// Mostly a usable key, so most requests reach the query or body; sometimes a refused one.
const authorization = fc.oneof(
  { weight: 12, arbitrary: keys.map((key) => `Bearer ${key}`) },
  { weight: 1, arbitrary: fc.constant(`Bearer ${DEMO_KEYS.suspended}`) },
  { weight: 1, arbitrary: printable(60) },
  { weight: 1, arbitrary: fc.constant(undefined) },
);
const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom("application/json", "application/json; charset=utf-8") },
  {
    weight: 2,
    arbitrary: fc.constantFrom(undefined, "text/plain", "APPLICATION/JSON", "application/problem+json", "text/json"),
  },
  { weight: 1, arbitrary: printable(40) },
);
const METHODS = ["GET", "POST", "PUT", "DELETE", "PATCH", "HEAD", "OPTIONS"] as const;
const method = fc.oneof(
  { weight: 5, arbitrary: fc.constant(null) }, // the route's own method
  { weight: 1, arbitrary: fc.constantFrom(...METHODS) },
);
const scenario = fc.oneof(
  { weight: 12, arbitrary: fc.constant(undefined) },
  { weight: 3, arbitrary: fc.constantFrom(...SCENARIO_IDS, "slow=0", "slow=0.25", " SLOW = 1 ", "Hang") },
  { weight: 1, arbitrary: fc.constantFrom("slow=61", "slow=-1", "slow=1=2", "hang=1", "chaos", "") },
  { weight: 1, arbitrary: printable(30) },
);
const query = fc.oneof(
  fc.constant(""),
  queryParams.map((params) => String(new URLSearchParams(params))),
  fc.string({ unit: "binary" }),
);
const body = fc.oneof(
  { weight: 4, arbitrary: fc.oneof(nearValid, fc.jsonValue()).map((value) => JSON.stringify(value)) },
  { weight: 1, arbitrary: fc.string({ unit: "binary" }) },
  { weight: 1, arbitrary: fc.constant(undefined) },
);

/**
 * Scenarios asked to fail, with the status they must answer (hang gives up at once here, as the
 * sandbox's sleep does not wait). The scenario parser has its own tests.
 */
const DELIBERATE: Partial<Record<ScenarioId, number>> = {
  server_error: 500,
  bad_gateway: 502,
  html_error_page: 500,
  hang: 504,
};
const NOT_JSON: ReadonlySet<ScenarioId> = new Set(["malformed_json", "empty_body"]);

async function expectSound(response: Response) {
  expect(response.status).toBeLessThan(500);
  const body = (await response.json()) as { data?: unknown; error?: { code: string } };
  expect("data" in body || "error" in body).toBe(true);
  return body.error?.code ?? "data";
}

const RUNS = { numRuns: 150 };

describe("no client input produces a 5xx", () => {
  it("arbitrary JSON bodies to every POST route", async () => {
    const json = fc.constantFrom("application/json", "application/json; charset=utf-8", "application/vnd.x+json");
    await fc.assert(
      fc.asyncProperty(postPaths, keys, json, fc.oneof(fc.jsonValue(), nearValid), async (path, key, type, value) => {
        await expectSound(await box.post(`/v1${path}`, JSON.stringify(value), key, { "Content-Type": type }));
      }),
      RUNS,
    );
  });

  it("arbitrary query parameters to every GET route", async () => {
    await fc.assert(
      fc.asyncProperty(getPaths, keys, queryParams, async (path, key, params) => {
        await expectSound(await box.get(`/v1${path}?${new URLSearchParams(params)}`, key));
      }),
      RUNS,
    );
  });

  it("any method, key, Content-Type, scenario, query and body on every route", async () => {
    const outcomes = new Map<string, number>();
    const request = fc.record({ path: fc.constantFrom(...paths()), method, authorization, contentType, scenario });
    await fc.assert(
      fc.asyncProperty(request, query, body, async (req, rawQuery, rawBody) => {
        const verb = req.method ?? ownMethod.get(req.path) ?? "GET";
        const headers: Record<string, string> = {};
        if (req.authorization !== undefined) headers.Authorization = req.authorization;
        if (req.contentType !== undefined) headers["Content-Type"] = req.contentType;
        if (req.scenario !== undefined) headers[SCENARIO_HEADER] = req.scenario;
        const withBody = verb !== "GET" && verb !== "HEAD" && rawBody !== undefined;
        const response = await box.app.request(`/v1${req.path}?${rawQuery}`, {
          method: verb,
          headers,
          ...(withBody && { body: rawBody }),
        });
        const parsed = parseScenario(req.scenario);
        const id = parsed.ok ? parsed.scenario?.id : undefined;
        let outcome: string;
        if (verb === "OPTIONS") {
          // CORS answers every OPTIONS, before scenarios and routes.
          expect(response.status).toBe(204);
          outcome = "options";
        } else if (id !== undefined && DELIBERATE[id] !== undefined) {
          expect(response.status).toBe(DELIBERATE[id]);
          outcome = "deliberate";
        } else if (verb === "HEAD" || (id !== undefined && NOT_JSON.has(id))) {
          expect(response.status).toBeLessThan(500);
          outcome = "no JSON";
        } else {
          outcome = await expectSound(response);
        }
        outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
      }),
      { numRuns: 600 },
    );
    // Most requests must get past the scenario, route, key and limit to the parameters.
    const refused = ["options", "deliberate", "no JSON", "INVALID_SCENARIO", "NOT_FOUND", "METHOD_NOT_ALLOWED"]
      .concat(["AUTH_MISSING", "AUTH_MALFORMED", "AUTH_INVALID_KEY", "ACCOUNT_SUSPENDED", "RATE_LIMITED"])
      .reduce((sum, outcome) => sum + (outcomes.get(outcome) ?? 0), 0);
    expect(600 - refused, JSON.stringify(Object.fromEntries(outcomes))).toBeGreaterThan(600 * 0.35);
  });
});
