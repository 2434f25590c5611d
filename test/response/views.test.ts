import { describe, expect, it } from "vitest";
import { chunks } from "../../src/features/response-views/chunked-text";
import { bodyFileName } from "../../src/response/body-file-name";
import { createBodyReader } from "../../src/response/body-summary";
import { childrenAt } from "../../src/response/json-outline";
import { statusMeaning, statusText } from "../../src/response/status-text";

describe("a body the views cannot walk", () => {
  it("says JSON nested deeper than the engine's stack is too deep, rather than failing", () => {
    const depth = 20_000;
    const read = createBodyReader(`{"data":${"[".repeat(depth)}${"]".repeat(depth)}}`);
    expect(read({ id: 0, type: "summary" })).toEqual({ json: false, reason: "too-deep" });
  });

  it("cuts long text into blocks without splitting a character in two", () => {
    const text = `${"a".repeat(64 * 1024 - 1)}💎 Diamonds`;
    const parts = chunks(text);
    expect(parts.join("")).toBe(text);
    // No part starts with the second half of a pair or ends with the first.
    for (const part of parts) expect(part).not.toMatch(/^[\uDC00-\uDFFF]|[\uD800-\uDBFF]$/);
  });
});

describe("childrenAt", () => {
  const root = { data: [{ id: 1 }, { id: 2 }, { id: 3 }], ok: true, name: null };

  it("lists the children of a path with kinds and previews", () => {
    expect(childrenAt(root, [])).toEqual({
      nodes: [
        { key: "data", kind: "array", preview: "[3]", size: 3 },
        { key: "ok", kind: "boolean", preview: "true" },
        { key: "name", kind: "null", preview: "null" },
      ],
      total: 3,
    });
  });

  it("pages through a long array", () => {
    expect(childrenAt(root, ["data"], 1, 1)).toEqual({
      nodes: [{ key: 1, kind: "object", preview: "{1}", size: 1 }],
      total: 3,
    });
  });

  it("gives nothing under a scalar or a missing path", () => {
    expect(childrenAt(root, ["ok"])).toEqual({ nodes: [], total: 0 });
    expect(childrenAt(root, ["nope", 3])).toEqual({ nodes: [], total: 0 });
  });
});

describe("createBodyReader", () => {
  it("summarises JSON as pretty text with its table", () => {
    const read = createBodyReader('{"data":[{"a":1}]}');
    expect(read({ id: 1, type: "summary" })).toEqual({
      json: true,
      pretty: '{\n  "data": [\n    {\n      "a": 1\n    }\n  ]\n}',
      table: { source: "data", columns: ["a"], total: 1 },
    });
    expect(read({ id: 2, type: "table", query: {}, offset: 0, limit: 50 })).toMatchObject({
      rows: [{ index: 0, cells: ["1"] }],
    });
  });

  it("says why a body is not JSON", () => {
    expect(createBodyReader("")({ id: 1, type: "summary" })).toEqual({ json: false, reason: "empty" });
    // The parser's own message, as the browser words it.
    expect(createBodyReader("<html>")({ id: 1, type: "summary" })).toEqual({
      json: false,
      reason: "invalid",
      detail: expect.stringMatching(/JSON/),
    });
    expect(createBodyReader("<html>")({ id: 2, type: "csv" })).toBeUndefined();
    expect(createBodyReader("<html>")({ id: 3, type: "table", query: {}, offset: 0, limit: 9 })).toBeUndefined();
    expect(createBodyReader('{"a":1}')({ id: 4, type: "table", query: {}, offset: 0, limit: 9 })).toBeUndefined();
  });
});

describe("chunks", () => {
  it("joins back to the exact text", () => {
    const text = "line one\nline two\n".repeat(500);
    expect(chunks(text, 1000).join("")).toBe(text);
  });

  it("cuts after a line break near the size when there is one", () => {
    expect(chunks("aaaa\nbbbbbb\ncc", 8)).toEqual(["aaaa\n", "bbbbbb\n", "cc"]);
  });

  it("cuts a single long line at the size", () => {
    expect(chunks("x".repeat(10), 4)).toEqual(["xxxx", "xxxx", "xx"]);
  });
});

describe("status and file names", () => {
  it("gives a reason phrase where HTTP/2 gave none, and a meaning", () => {
    expect(statusText(422, "")).toBe("Unprocessable Content");
    expect(statusText(200, "Fine")).toBe("Fine");
    expect(statusText(299, "")).toBe("Success");
    expect(statusMeaning(401)).toBe("the key is missing or was not accepted");
    expect(statusMeaning(418)).toBe("the request was refused");
  });

  it("gives the meaning in Indonesian, the code and reason phrase as HTTP spells them", () => {
    expect(statusText(402, "")).toBe("Payment Required");
    expect(statusMeaning(402, "id")).toBe("pembayaran diperlukan: biasanya saldo tidak cukup");
    expect(statusMeaning(418, "id")).toBe("permintaan ditolak");
    expect(statusMeaning(299, "id")).toBe("berhasil");
  });

  it("names a body file after the action and the UTC time it arrived", () => {
    const at = new Date("2026-11-22T07:15:30.123Z");
    expect(bodyFileName("wallet_history", at, "application/json; charset=utf-8")).toBe(
      "wallet_history-20261122-071530.json",
    );
    expect(bodyFileName("games", at, "text/html")).toBe("games-20261122-071530.html");
    expect(bodyFileName("games", at, undefined)).toBe("games-20261122-071530.txt");
    expect(bodyFileName("games", at, "application/json", "csv")).toBe("games-20261122-071530.csv");
  });
});
