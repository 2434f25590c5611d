import { describe, expect, it } from "vitest";
import { refreshRawBody } from "../../src/workspace/form-draft";

const fresh = { reseller_ref: "ref-new" };

describe("refreshRawBody puts a fresh reference into a hand-written body", () => {
  it("replaces the value and keeps every other byte as typed", () => {
    const body = '{\n  "product_id": 101,   "user_id":"42",\n  "reseller_ref" : "ref-old"\n}';
    expect(refreshRawBody(body, fresh)).toBe(
      '{\n  "product_id": 101,   "user_id":"42",\n  "reseller_ref" : "ref-new"\n}',
    );
  });

  it("finds a value written with \\u escapes", () => {
    const body = '{"user_id":"42","reseller_ref":"ref\\u002dold"}';
    expect(JSON.parse(refreshRawBody(body, fresh))).toEqual({ user_id: "42", reseller_ref: "ref-new" });
  });

  it("finds a name written with \\u escapes", () => {
    expect(refreshRawBody('{"reseller\\u005fref":"a"}', fresh)).toBe('{"reseller\\u005fref":"ref-new"}');
  });

  it("renews every repeat of the field, whichever one the API reads", () => {
    const body = '{"reseller_ref":"a","user_id":"42","reseller_ref":"b"}';
    expect(refreshRawBody(body, fresh)).toBe('{"reseller_ref":"ref-new","user_id":"42","reseller_ref":"ref-new"}');
  });

  it("leaves a same-named field inside a nested object alone", () => {
    const body = '{"meta":{"reseller_ref":"inner","s":"}\\"{"},"reseller_ref":"outer"}';
    expect(JSON.parse(refreshRawBody(body, fresh))).toEqual({
      meta: { reseller_ref: "inner", s: '}"{' },
      reseller_ref: "ref-new",
    });
  });

  it("leaves a value that is not a string, and a body without the field, as typed", () => {
    expect(refreshRawBody('{"reseller_ref": 12}', fresh)).toBe('{"reseller_ref": 12}');
    expect(refreshRawBody('{"user_id":"42"}', fresh)).toBe('{"user_id":"42"}');
  });

  it("leaves text that is not a JSON object as typed", () => {
    for (const body of ['{"reseller_ref": "a"', '["reseller_ref"]', "reseller_ref=a", ""]) {
      expect(refreshRawBody(body, fresh)).toBe(body);
    }
  });

  it("does not replace the same text where it is another field's value", () => {
    const body = '{"note":"ref-old","reseller_ref":"ref-old"}';
    expect(refreshRawBody(body, fresh)).toBe('{"note":"ref-old","reseller_ref":"ref-new"}');
  });
});
