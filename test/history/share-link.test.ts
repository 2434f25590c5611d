import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { actions, getAction } from "../../src/catalog/catalog";
import { fieldSpecs } from "../../src/catalog/field-specs";
import { encodeShareHash, parseShareHash, type ShareState } from "../../src/history/share-link";

describe("share links", () => {
  it("encode the action, path style and typed values readably in the hash", () => {
    const hash = encodeShareHash({
      actionId: "products",
      pathStyle: "rest",
      values: { game_id: "2" },
      extraQuery: [{ name: "lang", value: "en gb" }],
      rawBody: null,
    });
    expect(hash).toBe("#share=1&action=products&paths=rest&f.game_id=2&x.lang=en+gb");
  });

  it("carry the base URL and a raw body only when given, and leave empty fields out", () => {
    const hash = encodeShareHash({
      actionId: "validate_player",
      pathStyle: "console",
      baseUrl: "https://api.example.com/v1",
      values: { game_id: "", user_id: "7" },
      extraQuery: [{ name: "", value: "ignored" }],
      rawBody: '{"x":1}',
    });
    expect(hash).toBe(
      "#share=1&action=validate_player&paths=console&base=https%3A%2F%2Fapi.example.com%2Fv1&f.user_id=7&body=%7B%22x%22%3A1%7D",
    );
    expect(parseShareHash(hash)).toEqual({
      kind: "ok",
      state: {
        actionId: "validate_player",
        pathStyle: "console",
        baseUrl: "https://api.example.com/v1",
        values: { user_id: "7" },
        extraQuery: [],
        rawBody: '{"x":1}',
      },
    });
  });

  it("treat a hash that is no share link as nothing at all", () => {
    expect(parseShareHash("")).toEqual({ kind: "none" });
    expect(parseShareHash("#top")).toEqual({ kind: "none" });
  });

  it("report what is wrong with a malformed link", () => {
    expect(parseShareHash("#share=2&action=balance&paths=console")).toEqual({
      kind: "error",
      message: "it was made by another version of the console (2).",
    });
    expect(parseShareHash("#share=1&action=steal_key&paths=console")).toEqual({
      kind: "error",
      message: 'it names no known action ("steal_key").',
    });
    expect(parseShareHash("#share=1&action=products&paths=console&f.api_key=x")).toEqual({
      kind: "error",
      message: 'List packages has no field "api_key".',
    });
    expect(parseShareHash("#share=1&action=products&paths=sideways")).toMatchObject({
      kind: "error",
      message: /^pathStyle: /,
    });
    expect(parseShareHash("#share=1&action=products&paths=console&key=sk_x")).toEqual({
      kind: "error",
      message: 'it has a part the console does not know ("key").',
    });
    expect(parseShareHash("#share=1&action=balance&paths=console&body=x")).toEqual({
      kind: "error",
      message: "Check wallet balance sends no body.",
    });
  });

  it("give back exactly the state they were made from (property)", () => {
    const text = fc.string({ unit: "binary", maxLength: 20 });
    const state = fc.constantFrom(...actions).chain((action) => {
      const names = fieldSpecs(action.params).map((spec) => spec.name);
      return fc.record({
        actionId: fc.constant(action.id),
        pathStyle: fc.constantFrom("console" as const, "rest" as const),
        baseUrl: fc.option(fc.webUrl(), { nil: undefined }),
        values:
          names.length === 0
            ? fc.constant({})
            : fc.dictionary(fc.constantFrom(...names), fc.string({ unit: "binary", minLength: 1, maxLength: 20 })),
        extraQuery: fc.array(
          fc.record({ name: fc.string({ unit: "binary", minLength: 1, maxLength: 10 }), value: text }),
          {
            maxLength: 4,
          },
        ),
        rawBody: action.paramsIn === "body" ? fc.option(text, { nil: null }) : fc.constant(null),
      });
    });
    fc.assert(
      fc.property(state, (generated) => {
        const { baseUrl, ...rest } = generated;
        const shared: ShareState = baseUrl === undefined ? rest : { ...rest, baseUrl };
        const parsed = parseShareHash(encodeShareHash(shared));
        expect(parsed).toEqual({ kind: "ok", state: shared });
        expect(getAction(shared.actionId).id).toBe(shared.actionId);
      }),
      { numRuns: 300 },
    );
  });
});
