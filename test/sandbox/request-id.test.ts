import { describe, expect, it } from "vitest";
import { randomHex } from "../../src/catalog/new-reference";
import { randomRequestId } from "../../src/sandbox/request-id";

describe("request ids", () => {
  it("are req_ and 16 lowercase hex digits, different every time", () => {
    const ids = Array.from({ length: 50 }, randomRequestId);
    for (const id of ids) expect(id).toMatch(/^req_[0-9a-f]{16}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("come from randomHex, two digits per byte", () => {
    expect(randomHex(0)).toBe("");
    expect(randomHex(1)).toMatch(/^[0-9a-f]{2}$/);
    expect(randomHex(32)).toMatch(/^[0-9a-f]{64}$/);
  });
});
