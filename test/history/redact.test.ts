import { describe, expect, it } from "vitest";
import { makeHistoryEntry } from "../../src/history/make-entry";
import { bearerKey, REDACTED_BEARER, redactRequest, scrubKey } from "../../src/history/redact";
import { truncateUtf8 } from "../../src/history/truncate-text";
import { KEY } from "./fixtures";

describe("redaction", () => {
  it("writes the Authorization header as Bearer [redacted]", () => {
    const spec = redactRequest({
      method: "POST",
      url: "https://api.example.com/v1/orders",
      headers: [
        ["Authorization", `Bearer ${KEY}`],
        ["Content-Type", "application/json"],
      ],
      body: "{}",
    });
    expect(spec.headers).toEqual([
      ["Authorization", REDACTED_BEARER],
      ["Content-Type", "application/json"],
    ]);
  });

  it("redacts any other Authorization scheme whole", () => {
    expect(
      redactRequest({ method: "GET", url: "https://a.example/v1", headers: [["authorization", "Basic abc"]] }).headers,
    ).toEqual([["authorization", "[redacted]"]]);
  });

  it("takes the key out of the URL and the body too, wherever it was typed", () => {
    const spec = redactRequest({
      method: "POST",
      url: `https://api.example.com/v1/orders?note=${KEY}`,
      headers: [["Authorization", `Bearer ${KEY}`]],
      body: `{"reseller_ref":"${KEY}"}`,
    });
    expect(spec.url).toBe("https://api.example.com/v1/orders?note=[redacted]");
    expect(spec.body).toBe('{"reseller_ref":"[redacted]"}');
  });

  it("removes every copy of a key however short", () => {
    expect(scrubKey("a short key abc, abcabc", "abc")).toBe("a short key [redacted], [redacted][redacted]");
    expect(scrubKey("nothing here", "")).toBe("nothing here");
    expect(bearerKey([["Authorization", "Bearer   spaced  "]])).toBe("spaced");
  });

  it("removes the key written URL-encoded, form-encoded and JSON-escaped", () => {
    const key = 'k y/+&"\\é';
    expect(scrubKey(`?q=${encodeURIComponent(key)}`, key)).toBe("?q=[redacted]");
    expect(encodeURIComponent(key)).toBe("k%20y%2F%2B%26%22%5C%C3%A9");
    expect(scrubKey(new URLSearchParams({ q: key }).toString(), key)).toBe("q=[redacted]");
    expect(new URLSearchParams({ q: key }).toString()).toBe("q=k+y%2F%2B%26%22%5C%C3%A9");
    expect(scrubKey(JSON.stringify({ q: key }), key)).toBe('{"q":"[redacted]"}');
    expect(JSON.stringify({ q: key })).toBe('{"q":"k y/+&\\"\\\\é"}');
    expect(scrubKey('{"q":"k y\\/+&\\"\\\\é"}', key)).toBe('{"q":"[redacted]"}');
    expect(scrubKey(`plain ${key}`, key)).toBe("plain [redacted]");
  });

  it("keeps no copy of the key anywhere in an entry, response included", () => {
    const entry = makeHistoryEntry(
      {
        id: "h1",
        sentAt: 0,
        actionId: "balance",
        target: { environment: "Test", baseUrl: "https://a.example/v1", pathStyle: "console" },
        spec: { method: "GET", url: "https://a.example/v1/balance", headers: [["Authorization", `Bearer ${KEY}`]] },
        record: {
          kind: "http",
          status: 401,
          statusText: "Unauthorized",
          headers: [["x-echo", KEY]],
          body: `{"error":"bad key ${KEY}"}`,
          sizeBytes: 50,
          durationMs: 3,
          receivedAt: 3,
        },
      },
      { maxBodyBytes: 1000 },
    );
    expect(JSON.stringify(entry)).not.toContain(KEY);
    expect(JSON.stringify(entry)).toContain("Bearer [redacted]");
  });
});

describe("the per-entry body cap", () => {
  it("keeps a body within the cap whole", () => {
    expect(truncateUtf8("héllo", 6)).toEqual({ text: "héllo", bytes: 6, truncated: false });
  });

  it("cuts a longer body between characters, never inside one", () => {
    expect(truncateUtf8("aé€😀z", 7)).toEqual({ text: "aé€", bytes: 6, truncated: true });
    expect(truncateUtf8("x".repeat(10), 4)).toEqual({ text: "xxxx", bytes: 4, truncated: true });
  });

  it("marks a truncated response and keeps its original size", () => {
    const body = `{"data":"${"x".repeat(100)}"}`;
    const entry = makeHistoryEntry(
      {
        id: "h2",
        sentAt: 0,
        actionId: "wallet_history",
        target: { environment: "Test", baseUrl: "https://a.example/v1", pathStyle: "console" },
        spec: { method: "GET", url: "https://a.example/v1/wallet_history", headers: [] },
        record: {
          kind: "http",
          status: 200,
          statusText: "OK",
          headers: [],
          body,
          sizeBytes: 111,
          durationMs: 1,
          receivedAt: 1,
        },
      },
      { maxBodyBytes: 20 },
    );
    expect(entry.truncated).toEqual({ requestBody: false, responseBody: true });
    expect(entry.response).toMatchObject({ body: '{"data":"xxxxxxxxxxx', sizeBytes: 111 });
  });
});
