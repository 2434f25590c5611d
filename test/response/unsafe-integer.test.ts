import { describe, expect, it } from "vitest";
import { createBodyReader } from "../../src/response/body-summary";
import { textOf } from "../../src/response/field-names";
import { catalogFillableActions } from "../../src/response/fillable-actions";
import { unsafeIntegerIn } from "../../src/response/unsafe-integer";

// A wallet log whose order ids are 19-digit numbers (snowflake-style ids sent as JSON numbers).
const BODY = '{"data":[{"order_id":1234567890123456789,"status":"success","amount":-15000}]}';

describe("whole numbers beyond 2^53 − 1", () => {
  it("are found as written, outside strings, and nothing else is", () => {
    expect(unsafeIntegerIn(BODY)).toBe("1234567890123456789");
    expect(unsafeIntegerIn('{"a":-9007199254740993}')).toBe("-9007199254740993");
    expect(unsafeIntegerIn('{"id":"1234567890123456789","n":9007199254740991}')).toBeUndefined();
    expect(unsafeIntegerIn('{"escaped":"\\"1234567890123456789","x":1.2345678901234567e30}')).toBeUndefined();
    expect(unsafeIntegerIn('{"price":12345678901234567.5}')).toBeUndefined();
  });

  it("are no field's text, so no order is looked up by a rounded id", () => {
    expect(textOf(JSON.parse(BODY).data[0].order_id)).toBeUndefined();
    expect(textOf(9007199254740991)).toBe("9007199254740991");
    expect(textOf(1.5)).toBe("1.5");
  });

  it("are named by the reading of a body, whose table offers no action with them", () => {
    const read = createBodyReader(BODY, { fillable: catalogFillableActions() });
    expect(read({ id: 0, type: "summary" })).toMatchObject({ json: true, unsafeInteger: "1234567890123456789" });
    const page = read({ id: 1, type: "table", query: {}, offset: 0, limit: 50 });
    expect(page).toMatchObject({ rows: [{ cells: ["1234567890123456800", "success", "-15000"] }] });
    const offered = (page as { rows: { uses?: { values: Record<string, string> }[] }[] }).rows[0]?.uses ?? [];
    expect(offered.flatMap((use) => Object.values(use.values))).not.toContainEqual(expect.stringMatching(/^12345678/));
  });
});
