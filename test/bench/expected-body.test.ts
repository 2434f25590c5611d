import { describe, expect, it } from "vitest";
import { bodyMarker } from "../../bench/expected-body";

describe("bodyMarker", () => {
  it("is the meta tail, which names the limit", () => {
    const body = '{"data":[{"meta":"in a description"}],"meta":{"page":1,"limit":1200,"total":52000}}';
    expect(bodyMarker(body)).toBe('"meta":{"page":1,"limit":1200,"total":52000}}');
  });

  it("refuses a body with no meta", () => {
    expect(() => bodyMarker('{"data":[]}')).toThrow('the body has no "meta"');
  });
});
