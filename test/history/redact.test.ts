import { describe, expect, it } from "vitest";
import { toHar } from "../../src/history/har";
import { toHistoryFile } from "../../src/history/history-file";
import { makeHistoryEntry } from "../../src/history/make-entry";
import { keyScrubber, redactRequest } from "../../src/history/redact";

const scrubKey = (text: string, key: string | undefined) => keyScrubber([key])(text);

import { truncateUtf8 } from "../../src/history/truncate-text";
import { authorizationKey } from "../../src/request/auth-header";
import type { RequestSpec } from "../../src/request/request-spec";
import type { ResponseRecord } from "../../src/request/response-record";
import { KEY } from "./fixtures";

const base64 = (text: string) => Buffer.from(text).toString("base64");

/** A Check wallet balance send as the history keeps it. */
const balanceSent = (spec: RequestSpec, record: ResponseRecord) =>
  makeHistoryEntry(
    {
      id: "h1",
      sentAt: 0,
      actionId: "balance",
      target: { environment: "Test", baseUrl: "https://a.example/v1", pathStyle: "console" },
      spec,
      record,
    },
    { maxBodyBytes: 1000 },
  );

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
      ["Authorization", "Bearer [redacted]"],
      ["Content-Type", "application/json"],
    ]);
  });

  it("keeps how a bearer header was written around the key, so the history shows what was sent wrong", () => {
    const spec = redactRequest({
      method: "POST",
      url: "https://api.example.com/v1/orders",
      headers: [["Authorization", `Bearer  "${KEY}"`]],
      body: `{"echo":"${KEY}"}`,
    });
    expect(spec.headers).toEqual([["Authorization", 'Bearer  "[redacted]"']]);
    // The key is found without its quotes, so a bare copy elsewhere goes too.
    expect(spec.body).toBe('{"echo":"[redacted]"}');
    expect(authorizationKey([["Authorization", `Bearer "${KEY}"`]])).toBe(KEY);
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
    expect(authorizationKey([["Authorization", "Bearer   spaced  "]])).toBe("spaced");
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

  it("removes the key echoed in another case", () => {
    expect(scrubKey(`echo ${KEY.toUpperCase()} and Sk_Test_0123456789ABCDEF`, KEY)).toBe(
      "echo [redacted] and [redacted]",
    );
  });

  it("removes the key written in base64, standard or URL-safe, padded or not", () => {
    const key = "sk_live_>?>?_0123"; // its base64 holds "+" and "/" where URL-safe has "-" and "_"
    expect(base64(key)).toBe("c2tfbGl2ZV8+Pz4/XzAxMjM=");
    expect(scrubKey(`a ${base64(key)} b`, key)).toBe("a [redacted] b");
    expect(scrubKey(`a ${base64(key).replace("=", "")} b`, key)).toBe("a [redacted] b");
    expect(scrubKey("a c2tfbGl2ZV8-Pz4_XzAxMjM= b", key)).toBe("a [redacted] b");
    expect(scrubKey("a c2tfbGl2ZV8-Pz4_XzAxMjM b", key)).toBe("a [redacted] b");
  });

  it("removes the key inside longer base64, as in Basic auth, at each of the three byte alignments", () => {
    // user:key with a user of 0, 1, 2 and 3 bytes: what is left holds only the user's bits.
    expect(scrubKey(`Basic ${base64(`:${KEY}`)}`, KEY)).toBe("Basic [redacted]");
    expect(base64(`a:${KEY}`)).toBe("YTpza190ZXN0XzAxMjM0NTY3ODlhYmNkZWY=");
    expect(scrubKey(`Basic ${base64(`a:${KEY}`)}`, KEY)).toBe("Basic YT[redacted]");
    expect(scrubKey(`Basic ${base64(`ab:${KEY}`)}`, KEY)).toBe("Basic YWI[redacted]");
    expect(scrubKey(`Basic ${base64(`abc:${KEY}`)}`, KEY)).toBe("Basic YWJj[redacted]");
    // The key in the middle of a longer text, at each alignment: only what it alone decides goes.
    expect(base64(`${KEY}~`)).toBe("c2tfdGVzdF8wMTIzNDU2Nzg5YWJjZGVmfg==");
    expect(scrubKey(base64(`${KEY}~`), KEY)).toBe("[redacted]fg==");
    expect(base64(`x${KEY}~`)).toBe("eHNrX3Rlc3RfMDEyMzQ1Njc4OWFiY2RlZn4=");
    expect(scrubKey(base64(`x${KEY}~`), KEY)).toBe("eH[redacted]n4=");
    expect(base64(`xy${KEY}~`)).toBe("eHlza190ZXN0XzAxMjM0NTY3ODlhYmNkZWZ+");
    expect(scrubKey(base64(`xy${KEY}~`), KEY)).toBe("eHl[redacted]Z+");
  });

  it("removes the key written in hex, lower or upper case", () => {
    const hex = Buffer.from(KEY).toString("hex");
    expect(hex).toBe("736b5f746573745f30313233343536373839616263646566");
    expect(scrubKey(`id=${hex};`, KEY)).toBe("id=[redacted];");
    expect(scrubKey(`id=${hex.toUpperCase()};`, KEY)).toBe("id=[redacted];");
  });

  it("removes the key \\u-escaped in JSON, every character or only some", () => {
    const unicodeEscape = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`;
    const every = [...KEY].map(unicodeEscape).join("");
    expect(every.slice(0, 18)).toBe("\\u0073\\u006b\\u005f");
    expect(scrubKey(`{"key":"${every}"}`, KEY)).toBe('{"key":"[redacted]"}');
    expect(scrubKey(`{"key":"${every.toUpperCase().replaceAll("\\U", "\\u")}"}`, KEY)).toBe('{"key":"[redacted]"}');
    const some = [...KEY].map((char, at) => (at % 3 === 0 ? unicodeEscape(char) : char)).join("");
    expect(some.slice(0, 16)).toBe("\\u0073k_\\u0074es");
    expect(scrubKey(`{"key":"${some}"}`, KEY)).toBe('{"key":"[redacted]"}');
    expect(scrubKey('{"key":"\\u00e9t\\u00C9\\ud83d\\ude00 k"}', "étÉ😀 k")).toBe('{"key":"[redacted]"}');
  });

  it("looks for a key shorter than 8 characters as written only, and for an empty key not at all", () => {
    expect(scrubKey("abc ABC %61bc \\u0061bc", "abc")).toBe("[redacted] [redacted] [redacted] [redacted]");
    expect(scrubKey(`${base64("abcdefg")} ${Buffer.from("abcdefg").toString("hex")}`, "abcdefg")).toBe(
      "YWJjZGVmZw== 61626364656667",
    );
    expect(scrubKey(`${base64("abcdefgh")} 6162636465666768`, "abcdefgh")).toBe("[redacted] [redacted]");
    expect(scrubKey("any text at all", "")).toBe("any text at all");
    expect(scrubKey("any text at all", undefined)).toBe("any text at all");
  });

  it("keeps no copy of the key anywhere in an entry, response included", () => {
    const entry = balanceSent(
      { method: "GET", url: "https://a.example/v1/balance", headers: [["Authorization", `Bearer ${KEY}`]] },
      {
        kind: "http",
        status: 401,
        statusText: "Unauthorized",
        headers: [["x-echo", KEY]],
        body: `{"error":"bad key ${KEY}"}`,
        sizeBytes: 50,
        durationMs: 3,
        receivedAt: 3,
      },
    );
    expect(JSON.stringify(entry)).not.toContain(KEY);
    expect(JSON.stringify(entry)).toContain("Bearer [redacted]");
  });

  it("keeps out the key in use where no header carries it (a command imported without Authorization)", () => {
    const entry = balanceSent(
      { method: "GET", url: `https://a.example/v1/balance?api_key=${KEY}`, headers: [], key: KEY },
      { kind: "failure", failure: "network", detail: "Failed to fetch", durationMs: 1, receivedAt: 1 },
    );
    expect(entry.request).toEqual({
      method: "GET",
      url: "https://a.example/v1/balance?api_key=[redacted]",
      headers: [],
    });
    expect(JSON.stringify(entry)).not.toContain(KEY);
  });
});

describe("an echoed key in the history and its exports", () => {
  const echoes = [
    Buffer.from(KEY).toString("base64"),
    Buffer.from(`reseller:${KEY}`).toString("base64url"),
    Buffer.from(KEY).toString("hex").toUpperCase(),
    KEY.toUpperCase(),
    [...KEY].map((char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`).join(""),
  ];
  const echoed = {
    kind: "http" as const,
    status: 200,
    statusText: "OK",
    headers: [["x-echo-basic", `Basic ${echoes[1]}`] as [string, string]],
    body: JSON.stringify({ data: echoes }).replaceAll("\\\\u", "\\u"),
    sizeBytes: 400,
    durationMs: 3,
    receivedAt: 3,
  };

  it("keeps none of its encodings in the entry, the HAR or the JSON export", () => {
    expect(echoed.body).toContain("\\u0073\\u006b");
    const entry = makeHistoryEntry(
      {
        id: "h3",
        sentAt: 0,
        actionId: "balance",
        target: { environment: "Test", baseUrl: "https://a.example/v1", pathStyle: "console" },
        spec: { method: "GET", url: "https://a.example/v1/balance", headers: [["Authorization", `Bearer ${KEY}`]] },
        record: echoed,
      },
      { maxBodyBytes: 1000 },
    );
    // An entry stored before these encodings were looked for is cleaned on export.
    const older = { ...entry, id: "h4", response: echoed };
    const texts = {
      entry: JSON.stringify(entry),
      har: JSON.stringify(toHar([entry, older], [KEY])),
      json: toHistoryFile([entry, older], new Date(0), [KEY]),
    };
    for (const [where, text] of Object.entries(texts)) {
      for (const echo of echoes) expect(text, `${where}: ${echo}`).not.toContain(echo.slice(2, -2));
    }
    expect(texts.entry).toContain('"x-echo-basic","Basic cmVzZWxsZXI[redacted]"');
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
