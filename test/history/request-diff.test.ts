import { describe, expect, it } from "vitest";
import { diffRequests } from "../../src/history/request-diff";
import type { RequestSpec } from "../../src/request/request-spec";

const KEY = "sk_live_abcdefgh1234";

describe("diffRequests", () => {
  const before: RequestSpec = {
    method: "POST",
    url: "https://a.test/v1/orders?debug=1",
    headers: [
      ["Authorization", `Bearer  ${KEY}`],
      ["Content-Type", "text/plain"],
    ],
    body: `{"product_id":"12","note":"${KEY}"}`,
  };
  const after: RequestSpec = {
    method: "POST",
    url: "https://a.test/v1/create_order",
    headers: [
      ["Authorization", `Bearer ${KEY}`],
      ["Content-Type", "application/json"],
    ],
    body: '{"product_id":12,"user_id":"1"}',
  };

  it("lists the URL, headers by name and JSON body fields that changed, the key masked", () => {
    expect(diffRequests(before, after)).toEqual([
      {
        part: "URL",
        kind: "changed",
        before: "https://a.test/v1/orders?debug=1",
        after: "https://a.test/v1/create_order",
      },
      { part: "Authorization", kind: "changed", before: "Bearer  ••••••••1234", after: "Bearer ••••••••1234" },
      { part: "Content-Type", kind: "changed", before: "text/plain", after: "application/json" },
      { part: "body.product_id", kind: "changed", before: '"12"', after: "12" },
      { part: "body.note", kind: "removed", before: '"••••••••1234"' },
      { part: "body.user_id", kind: "added", after: '"1"' },
    ]);
    expect(JSON.stringify(diffRequests(before, after))).not.toContain(KEY);
  });

  it("compares bodies that are not JSON objects as text, and finds nothing in the same request", () => {
    expect(diffRequests({ ...after, body: "a=1" }, after)).toEqual([
      { part: "body", kind: "changed", before: "a=1", after: '{"product_id":12,"user_id":"1"}' },
    ]);
    expect(diffRequests(after, after)).toEqual([]);
  });
});
