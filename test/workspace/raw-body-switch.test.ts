import { describe, expect, it } from "vitest";
import { getAction } from "../../src/catalog/catalog";
import { setMember } from "../../src/lib/set-member";
import type { FormDraft } from "../../src/workspace/form-draft";
import { fieldsOfRawBody, rawBodyOff, rawBodyOn } from "../../src/workspace/raw-body-switch";

const order = getAction("create_order");
const pasted = '{ "product_id": "12", "user_id": 123456, "reseller_ref": "r-1", "note": "keep me" }';
const raw: FormDraft = {
  values: { product_id: "12", user_id: "123456", zone_id: "", reseller_ref: "r-1" },
  extraQuery: [],
  rawBody: pasted,
  contentType: "text/plain",
};

describe("switching the raw body off and on", () => {
  it("gives back the pasted text exactly when the fields were not changed", () => {
    const off = rawBodyOff(order, raw);
    expect(off.rawBody).toBeNull();
    expect(off.parkedBody).toBe(pasted);
    expect(off.contentType).toBe("text/plain");
    const on = rawBodyOn(order, off);
    expect(on.rawBody).toBe(pasted);
    expect(on).not.toHaveProperty("parkedBody");
    expect(on.contentType).toBe("text/plain");
  });

  it("fills the fields from the body when it parses, every field the body does not name emptied", () => {
    const off = rawBodyOff(order, {
      ...raw,
      values: { product_id: "1", user_id: "", zone_id: "9", reseller_ref: "x" },
    });
    expect(off.values).toEqual({ product_id: "12", user_id: "123456", zone_id: "", reseller_ref: "r-1" });
  });

  it("keeps the fields as they were when the body is not JSON, and the text for later", () => {
    const off = rawBodyOff(order, { ...raw, rawBody: "product_id=12&user_id=1" });
    expect(off.values).toEqual(raw.values);
    expect(rawBodyOn(order, off).rawBody).toBe("product_id=12&user_id=1");
  });

  it("writes the fields changed meanwhile into the text where they stand, keeping everything else", () => {
    const off = rawBodyOff(order, raw);
    const edited = { ...off, values: { ...off.values, product_id: "201", user_id: "", zone_id: "7" } };
    expect(rawBodyOn(order, edited).rawBody).toBe(
      '{ "product_id": 201, "reseller_ref": "r-1", "note": "keep me","zone_id":"7" }',
    );
  });

  it("starts from the fields' own body when there is no text to bring back", () => {
    const fresh: FormDraft = {
      values: { product_id: "5", user_id: "7", zone_id: "", reseller_ref: "r" },
      extraQuery: [],
      rawBody: null,
    };
    expect(rawBodyOn(order, fresh).rawBody).toBe('{\n  "product_id": 5,\n  "user_id": "7",\n  "reseller_ref": "r"\n}');
  });

  it("tells the switched-off fields what an edited raw body says, and nothing when they already show it", () => {
    expect(fieldsOfRawBody(order, raw)).toBeUndefined();
    expect(fieldsOfRawBody(order, { ...raw, rawBody: '{"product_id":3}' })).toEqual({
      product_id: "3",
      user_id: "",
      zone_id: "",
      reseller_ref: "",
    });
    expect(fieldsOfRawBody(order, { ...raw, rawBody: "{" })).toBeUndefined();
  });
});

describe("setMember", () => {
  it("replaces every repeat, removes with its separator, and adds in the body's own layout", () => {
    expect(setMember('{"a":1,"b":2,"a":3}', "a", "x")).toBe('{"a":"x","b":2,"a":"x"}');
    expect(setMember('{"a":1, "b":2}', "a", undefined)).toBe('{"b":2}');
    expect(setMember('{"a":1, "b":2}', "b", undefined)).toBe('{"a":1}');
    expect(setMember('{"a":1}', "a", undefined)).toBe("{}");
    expect(setMember("{}", "a", 1)).toBe('{"a":1}');
    expect(setMember('{\n  "a": 1\n}', "b", true)).toBe('{\n  "a": 1,\n  "b": true\n}');
    expect(setMember("not json", "a", 1)).toBe("not json");
  });
});
