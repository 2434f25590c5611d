import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { actions } from "../../src/catalog/catalog";
import { fieldSpecs } from "../../src/catalog/field-specs";
import { buildRequest } from "../../src/request/build-request";
import { matchRequest } from "../../src/request/match-request";
import { parseCurl } from "../../src/request/parse-curl";
import { toCurl } from "../../src/request/to-curl";

const text = fc.string({ unit: "grapheme", maxLength: 30 }).filter((value) => !value.includes("\0"));
// A key that looks like a shell variable ($API_KEY) is read as one, so it is not offered; one
// wrapped in quotes is read as a quoted key (the quotes are how the header was written).
const key = fc
  .stringMatching(/^[!-~]{1,32}$/)
  .filter((value) => !/^\$\{?[A-Za-z_]\w*\}?$/.test(value) && !/^(["']).+\1$/.test(value));

// Any request the console can build: any action, path style, base URL, field text, extras, raw body.
const buildable = fc
  .record({
    action: fc.constantFrom(...actions),
    style: fc.constantFrom("console" as const, "rest" as const),
    base: fc.constantFrom("https://api.example.com/v1", "https://h.test", "http://127.0.0.1:8787/api/v1/"),
    key,
    values: fc.dictionary(
      fc.constantFrom(
        "game_id",
        "product_id",
        "user_id",
        "zone_id",
        "reseller_ref",
        "page",
        "limit",
        "from",
        "to",
        "order_id",
      ),
      fc.oneof(text, fc.integer({ min: 1, max: 99999 }).map(String)),
    ),
    extra: fc.array(fc.tuple(text, text), { maxLength: 3 }),
    rawBody: fc.option(text, { nil: undefined }),
  })
  .map(({ action, style, base, key: apiKey, values, extra, rawBody }) => {
    const names = new Set(fieldSpecs(action.params).map((spec) => spec.name));
    const params = Object.fromEntries(Object.entries(values).filter(([name]) => names.has(name)));
    const result = buildRequest(
      action,
      { params, extraQuery: extra, ...(rawBody !== undefined && action.paramsIn === "body" ? { rawBody } : {}) },
      { baseUrl: base, apiKey, pathStyle: style },
    );
    if (!result.ok) throw new Error(result.message);
    return { action, spec: result.spec };
  });

describe("cURL render → parse", () => {
  it("gives back the same request, for any request the console can build", () => {
    fc.assert(
      fc.property(buildable, ({ spec }) => {
        const parsed = parseCurl(toCurl(spec, { key: "include" }));
        expect(parsed).toEqual({ ok: true, request: spec, notes: [] });
      }),
      { numRuns: 300 },
    );
  });

  it("maps it back to the same action with the key offered", () => {
    fc.assert(
      fc.property(buildable, ({ action, spec }) => {
        const parsed = parseCurl(toCurl(spec, { key: "include" }));
        if (!parsed.ok) throw new Error(parsed.message);
        const matched = matchRequest(parsed.request);
        expect(matched.ok && matched.match.actionId).toBe(action.id);
        expect(matched.ok && matched.match.apiKey).toBe(spec.headers[0]?.[1].slice("Bearer ".length));
      }),
      { numRuns: 200 },
    );
  });
});
