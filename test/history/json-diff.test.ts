import { describe, expect, it } from "vitest";
import { diffJson, formatPath } from "../../src/history/json-diff";
import { compareResponses } from "../../src/history/response-diff";
import type { HttpRecord } from "../../src/request/response-record";

describe("diffJson", () => {
  it("finds nothing between equal values, whatever the key order", () => {
    expect(diffJson({ a: 1, b: [1, { c: null }] }, { b: [1, { c: null }], a: 1 })).toEqual({
      changes: [],
      complete: true,
    });
  });

  it("lists added, removed and changed paths with old and new values", () => {
    const before = { data: { status: "pending", price: 149, tags: ["a"] }, meta: { page: 1 } };
    const after = { data: { status: "success", tags: ["a", "b"], refunded: false }, meta: { page: 1 } };
    expect(diffJson(before, after).changes).toEqual([
      { kind: "changed", path: ["data", "status"], before: "pending", after: "success" },
      { kind: "removed", path: ["data", "price"], before: 149 },
      { kind: "added", path: ["data", "tags", 1], after: "b" },
      { kind: "added", path: ["data", "refunded"], after: false },
    ]);
  });

  it("reports a change of type as one change at its path", () => {
    expect(diffJson({ a: { b: 1 } }, { a: [1] }).changes).toEqual([
      { kind: "changed", path: ["a"], before: { b: 1 }, after: [1] },
    ]);
    expect(diffJson({ a: 1 }, { a: "1" }).changes).toEqual([{ kind: "changed", path: ["a"], before: 1, after: "1" }]);
    expect(diffJson(null, {}).changes).toEqual([{ kind: "changed", path: [], before: null, after: {} }]);
  });

  it("compares arrays by position and lists items removed from the end", () => {
    expect(diffJson([1, 2, 3], [1, 5]).changes).toEqual([
      { kind: "changed", path: [1], before: 2, after: 5 },
      { kind: "removed", path: [2], before: 3 },
    ]);
  });

  it("stops at the limit and says the list is incomplete", () => {
    expect(diffJson([1, 2, 3], [4, 5, 6], 2)).toEqual({
      changes: [
        { kind: "changed", path: [0], before: 1, after: 4 },
        { kind: "changed", path: [1], before: 2, after: 5 },
      ],
      complete: false,
    });
    expect(diffJson([1, 2], [4, 5], 2).complete).toBe(true);
  });
});

describe("formatPath", () => {
  it("writes paths as a reader of JSON would", () => {
    expect(formatPath([])).toBe("(root)");
    expect(formatPath(["data", 0, "status"])).toBe("data[0].status");
    expect(formatPath(["meta", "total pages", "$x"])).toBe('meta["total pages"].$x');
    expect(formatPath([0, "0"])).toBe('[0]["0"]');
  });
});

const http = (status: number, headers: [string, string][], body: string): HttpRecord => ({
  kind: "http",
  status,
  statusText: status === 200 ? "OK" : "Conflict",
  headers,
  body,
  sizeBytes: body.length,
  durationMs: 1,
  receivedAt: 0,
});

describe("compareResponses", () => {
  it("compares status, headers by name without case, and JSON bodies structurally", () => {
    const a = http(
      200,
      [
        ["Content-Type", "application/json"],
        ["X-Request-Id", "req_1"],
        ["X-Old", "1"],
      ],
      '{"data":{"id":1}}',
    );
    const b = http(
      409,
      [
        ["content-type", "application/json"],
        ["x-request-id", "req_2"],
        ["Retry-After", "3"],
      ],
      '{"error":{"code":"X"}}',
    );
    expect(compareResponses(a, b)).toEqual({
      status: {
        before: { kind: "http", status: "200 OK" },
        after: { kind: "http", status: "409 Conflict" },
        same: false,
      },
      headers: [
        { kind: "changed", name: "X-Request-Id", before: "req_1", after: "req_2" },
        { kind: "removed", name: "X-Old", before: "1" },
        { kind: "added", name: "Retry-After", after: "3" },
      ],
      body: {
        kind: "json",
        complete: true,
        changes: [
          { kind: "removed", path: ["data"], before: { id: 1 } },
          { kind: "added", path: ["error"], after: { code: "X" } },
        ],
      },
    });
  });

  it("falls back to same-or-different for bodies that are not JSON, and to none for failures", () => {
    expect(compareResponses(http(200, [], "<html>"), http(200, [], "<html>")).body).toEqual({
      kind: "text",
      same: true,
      notJson: "both",
    });
    const failure = { kind: "failure", failure: "timeout", detail: "", durationMs: 1, receivedAt: 0 } as const;
    expect(compareResponses(http(200, [], "{}"), failure)).toEqual({
      status: {
        before: { kind: "http", status: "200 OK" },
        after: { kind: "failure", failure: "timeout" },
        same: false,
      },
      headers: [],
      body: { kind: "none" },
    });
  });
});
