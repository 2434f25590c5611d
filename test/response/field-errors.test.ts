import { describe, expect, it } from "vitest";
import { fieldErrors } from "../../src/response/field-errors";

const PARAMS = ["product_id", "user_id", "zone_id", "reseller_ref"];
const read = (body: unknown) => Object.fromEntries(fieldErrors(JSON.stringify(body), PARAMS));

describe("fieldMessages", () => {
  it("reads the sandbox's fields by name", () => {
    expect(
      read({ ok: false, error: { code: "VALIDATION_ERROR", message: "Bad", fields: { zone_id: ["Digits only"] } } }),
    ).toEqual({ zone_id: "Digits only" });
  });

  it("reads error entries that point at a field, in the common formats", () => {
    expect(read({ errors: [{ field: "user_id", message: "Unknown player" }] })).toEqual({ user_id: "Unknown player" });
    expect(read({ detail: [{ loc: ["body", "product_id"], msg: "value is not a valid integer" }] })).toEqual({
      product_id: "value is not a valid integer",
    });
    expect(read({ errors: [{ source: { pointer: "/data/zone_id" }, detail: "required" }] })).toEqual({
      zone_id: "required",
    });
    expect(read({ error: { param: "reseller_ref", message: "Duplicate reference" } })).toEqual({
      reseller_ref: "Duplicate reference",
    });
    expect(read({ zone_id: ["This field is required."] })).toEqual({ zone_id: "This field is required." });
    expect(read({ errors: { user_id: "must be digits" } })).toEqual({ user_id: "must be digits" });
  });

  it("does not read an echo of the request, other names, or a body that is not JSON", () => {
    expect(read({ status: "failed", zone_id: "2001", user_id: "123" })).toEqual({});
    expect(read({ errors: [{ field: "coupon", message: "Unknown" }] })).toEqual({});
    expect(fieldErrors("<html>zone_id</html>", PARAMS).size).toBe(0);
  });

  it("keeps the first message per field and stays bounded on deep input", () => {
    expect(
      read({
        errors: [
          { field: "zone_id", message: "first" },
          { field: "zone_id", message: "second" },
        ],
      }),
    ).toEqual({
      zone_id: "first",
    });
    let deep: unknown = { errors: { zone_id: "too deep" } };
    for (let index = 0; index < 50; index++) deep = { next: deep };
    expect(read(deep)).toEqual({});
  });
});
