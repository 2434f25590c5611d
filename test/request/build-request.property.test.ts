import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { actions } from "../../src/catalog/catalog";
import { fieldSpecs } from "../../src/catalog/field-specs";
import { textInputSchema } from "../../src/catalog/text-input";
import { buildRequest } from "../../src/request/build-request";
import { looseParams } from "../../src/workspace/form-draft";

const anyText = fc.string({ unit: "binary", maxLength: 30 });

// Whatever is typed into any field of any action, and into the extras.
const typed = fc.record({
  action: fc.constantFrom(...actions),
  text: fc.array(anyText, { minLength: 8, maxLength: 8 }),
  extra: fc.array(fc.tuple(anyText, anyText), { maxLength: 3 }),
  key: fc.string({ maxLength: 20 }),
  style: fc.constantFrom("console" as const, "rest" as const),
});

describe("request building, for any form values", () => {
  it("never throws, and gives a well-formed URL and, for POST, a JSON body", () => {
    fc.assert(
      fc.property(typed, ({ action, text, extra, key, style }) => {
        const specs = fieldSpecs(action.params);
        const values = Object.fromEntries(specs.map((spec, at) => [spec.name, text[at] ?? ""]));
        const parsed = textInputSchema(action.params, specs).safeParse(values);
        // What Send uses when the form is valid, and what the preview shows when it is not.
        for (const params of [parsed.success ? parsed.data : undefined, looseParams(specs, values)]) {
          if (!params) continue;
          const built = buildRequest(
            action,
            { params, extraQuery: extra },
            { baseUrl: "https://h.test/v1", apiKey: key, pathStyle: style },
          );
          expect(built.ok).toBe(true);
          if (!built.ok) return;
          const url = new URL(built.spec.url);
          expect(url.href).toBe(built.spec.url);
          expect(url.pathname).toBe(`/v1${action.path[style]}`);
          if (action.method === "POST") expect(() => JSON.parse(built.spec.body ?? "")).not.toThrow();
          else expect(built.spec.body).toBeUndefined();
        }
      }),
      { numRuns: 500 },
    );
  });

  it("sends exactly the valid parameters, typed as the schema says", () => {
    fc.assert(
      fc.property(fc.constantFrom(...actions.filter((a) => a.method === "POST")), (action) => {
        const built = buildRequest(
          action,
          { params: action.params.parse(action.example) },
          { baseUrl: "https://h.test", apiKey: "k", pathStyle: "rest" },
        );
        expect(built.ok && JSON.parse(built.spec.body ?? "")).toEqual(action.example);
      }),
    );
  });
});
