import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { actionLabel, actions, getAction } from "../../src/catalog/catalog";
import { fieldSpecs } from "../../src/catalog/field-specs";
import { shareOpenerMessages } from "../../src/features/history/share-opener-messages";
import { wordShareProblem } from "../../src/features/history/word-share-problem";
import { encodeShareHash, freshInLink, parseShareHash, type ShareState } from "../../src/history/share-link";

/** A parse with its problem worded in English, as the page says it. */
function said(hash: string) {
  const parsed = parseShareHash(hash);
  return parsed.kind === "error"
    ? { kind: "error", message: wordShareProblem(shareOpenerMessages.en, parsed.problem, actionLabel) }
    : parsed;
}

describe("share links", () => {
  it("encode the action, path style and typed values readably in the hash", () => {
    const hash = encodeShareHash({
      actionId: "products",
      pathStyle: "rest",
      values: { game_id: "2" },
      extraQuery: [{ name: "lang", value: "en gb" }],
      rawBody: null,
    });
    expect(hash).toBe("#share=2&action=products&paths=rest&f.game_id=2&x.lang=en+gb");
  });

  it("from before extra parameters were sent as written (version 1) are read as what they sent", () => {
    const read = (hash: string) => {
      const parsed = parseShareHash(hash);
      return parsed.kind === "ok" ? parsed.state.extraQuery : parsed;
    };
    // x.note=50% off & more: typed text, which the console encoded when it sent it.
    expect(read("#share=1&action=order_status&paths=console&x.note=50%25+off+%26+more")).toEqual([
      { name: "note", value: "50%25+off+%26+more" },
    ]);
    expect(read("#share=2&action=order_status&paths=console&x.note=50%25+off+%26+more")).toEqual([
      { name: "note", value: "50% off & more" },
    ]);
    expect(read("#share=3&action=order_status&paths=console")).toEqual({
      kind: "error",
      problem: { kind: "version", found: "3" },
    });
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
      "#share=2&action=validate_player&paths=console&base=https%3A%2F%2Fapi.example.com%2Fv1&f.user_id=7&body=%7B%22x%22%3A1%7D",
    );
    expect(said(hash)).toEqual({
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
    expect(said("")).toEqual({ kind: "none" });
    expect(said("#top")).toEqual({ kind: "none" });
  });

  it.each([
    ["#share=3&action=balance&paths=console", "it was made by another version of the console (3)."],
    ["#share=2&action=steal_key&paths=console", 'it names no known action ("steal_key").'],
    ["#share=2&action=products&paths=console&f.api_key=x", 'List packages has no field "api_key".'],
    ["#share=2&action=products&paths=sideways", expect.stringMatching(/^pathStyle: /)],
    ["#share=2&action=products&paths=console&key=sk_x", 'it has a part the console does not know ("key").'],
    ["#share=2&action=balance&paths=console&body=x", "Check wallet balance sends no body."],
  ])("report what is wrong with a malformed link: %s", (hash, message) => {
    expect(said(hash)).toEqual({ kind: "error", message });
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
        contentType: fc.option(fc.option(text, { nil: null }), { nil: undefined }),
        authorization: fc.option(fc.option(fc.record({ before: text, after: text }), { nil: null }), {
          nil: undefined,
        }),
      });
    });
    fc.assert(
      fc.property(state, (generated) => {
        const { baseUrl, contentType, authorization, ...rest } = generated;
        const shared: ShareState = {
          ...rest,
          ...(baseUrl === undefined ? {} : { baseUrl }),
          // An empty Content-Type is written as none.
          ...(contentType === undefined ? {} : { contentType: contentType || null }),
          ...(authorization === undefined ? {} : { authorization }),
        };
        const parsed = parseShareHash(encodeShareHash(shared));
        expect(parsed).toEqual({ kind: "ok", state: shared });
        expect(getAction(shared.actionId).id).toBe(shared.actionId);
      }),
      { numRuns: 300 },
    );
  });

  it("carry a raw body's Content-Type and how Authorization is written, never a key", () => {
    const hash = encodeShareHash({
      actionId: "create_order",
      pathStyle: "rest",
      values: {},
      extraQuery: [],
      rawBody: "a=1",
      contentType: "application/x-www-form-urlencoded",
      authorization: { before: "Bearer  ", after: "" },
    });
    expect(hash).toBe(
      "#share=2&action=create_order&paths=rest&body=a%3D1&ct=application%2Fx-www-form-urlencoded&auth=%5B%22Bearer++%22%2C%22%22%5D",
    );
    expect(said("#share=2&action=balance&paths=console&auth=none")).toMatchObject({
      kind: "ok",
      state: { authorization: null },
    });
    expect(said("#share=2&action=balance&paths=console&auth=Bearer")).toEqual({
      kind: "error",
      message: 'its Authorization form "Bearer" cannot be read.',
    });
  });

  it("say which fresh fields a link still holds: only a raw body's value that is not text", () => {
    const state = (rawBody: string): ShareState => ({
      actionId: "create_order",
      pathStyle: "console",
      values: {},
      extraQuery: [],
      rawBody,
    });
    expect(freshInLink(state('{"reseller_ref":""}'), ["reseller_ref"])).toEqual([]);
    expect(freshInLink(state('{"product_id":1}'), ["reseller_ref"])).toEqual([]);
    expect(freshInLink(state('{"reseller_ref":42}'), ["reseller_ref"])).toEqual(["reseller_ref"]);
    expect(freshInLink(state('{"reseller_ref":"r-1"}'), ["reseller_ref"])).toEqual(["reseller_ref"]);
  });
});
