import { describe, expect, it } from "vitest";
import { z } from "zod";
import { harEntry, toHar } from "../../src/history/har";
import { makeHistoryEntry } from "../../src/history/make-entry";
import { balanceEntry, KEY } from "./fixtures";

// HAR 1.2 as the spec (W3C Web Performance draft, "HTTP Archive (HAR) format") writes it:
// required fields required, optional ones optional, custom fields start with "_".
const NameValue = z.object({ name: z.string(), value: z.string(), comment: z.string().optional() });
const Cookie = z.object({ name: z.string(), value: z.string() }).loose();
const HarSchema = z.object({
  log: z.object({
    version: z.literal("1.2"),
    creator: z.object({ name: z.string().min(1), version: z.string().min(1), comment: z.string().optional() }),
    browser: z.object({ name: z.string(), version: z.string() }).optional(),
    pages: z
      .array(
        z.object({
          startedDateTime: z.iso.datetime(),
          id: z.string(),
          title: z.string(),
          pageTimings: z.object({}).loose(),
        }),
      )
      .optional(),
    entries: z.array(
      z
        .object({
          pageref: z.string().optional(),
          startedDateTime: z.iso.datetime({ offset: true }),
          time: z.number().min(0),
          request: z
            .object({
              method: z.string().min(1),
              url: z.url(),
              httpVersion: z.string(),
              cookies: z.array(Cookie),
              headers: z.array(NameValue),
              queryString: z.array(NameValue),
              postData: z
                .object({ mimeType: z.string(), text: z.string(), params: z.array(NameValue).optional() })
                .optional(),
              headersSize: z.number().int().min(-1),
              bodySize: z.number().int().min(-1),
              comment: z.string().optional(),
            })
            .strict(),
          response: z
            .object({
              status: z.number().int().min(0),
              statusText: z.string(),
              httpVersion: z.string(),
              cookies: z.array(Cookie),
              headers: z.array(NameValue),
              content: z
                .object({
                  size: z.number().int().min(0),
                  compression: z.number().optional(),
                  mimeType: z.string(),
                  text: z.string().optional(),
                  encoding: z.string().optional(),
                  comment: z.string().optional(),
                })
                .strict(),
              redirectURL: z.string(),
              headersSize: z.number().int().min(-1),
              bodySize: z.number().int().min(-1),
              comment: z.string().optional(),
            })
            .catchall(z.unknown())
            .refine(
              (response) => Object.keys(response).every((key) => key in RESPONSE_KEYS || key.startsWith("_")),
              "unknown field",
            ),
          cache: z.object({}).loose(),
          timings: z
            .object({
              blocked: z.number().min(-1).optional(),
              dns: z.number().min(-1).optional(),
              connect: z.number().min(-1).optional(),
              send: z.number().min(0),
              wait: z.number().min(0),
              receive: z.number().min(0),
              ssl: z.number().min(-1).optional(),
            })
            .strict(),
          serverIPAddress: z.string().optional(),
          connection: z.string().optional(),
          comment: z.string().optional(),
        })
        .catchall(z.unknown())
        .refine(
          (entry) => entry.time === entry.timings.send + entry.timings.wait + entry.timings.receive,
          "time is the sum of timings",
        ),
    ),
    comment: z.string().optional(),
  }),
});

const RESPONSE_KEYS = Object.fromEntries(
  [
    "status",
    "statusText",
    "httpVersion",
    "cookies",
    "headers",
    "content",
    "redirectURL",
    "headersSize",
    "bodySize",
    "comment",
  ].map((key) => [key, true]),
);

const SENT_AT = Date.UTC(2026, 10, 22, 12, 0, 0);

function orderEntry() {
  return makeHistoryEntry(
    {
      id: "h-order",
      sentAt: SENT_AT + 5000,
      actionId: "create_order",
      target: { environment: "Staging", baseUrl: "https://api.example.com/v1", pathStyle: "rest" },
      spec: {
        method: "POST",
        url: "https://api.example.com/v1/orders",
        headers: [
          ["Authorization", `Bearer ${KEY}`],
          ["Content-Type", "application/json"],
        ],
        body: '{"product_id":201,"user_id":"42","reseller_ref":"ref-1"}',
      },
      record: {
        kind: "failure",
        failure: "timeout",
        detail: "signal timed out",
        durationMs: 30000,
        receivedAt: SENT_AT + 35000,
      },
    },
    { maxBodyBytes: 1024 },
  );
}

describe("the HAR export", () => {
  it("writes an answered request exactly", () => {
    expect(harEntry(balanceEntry("h1", SENT_AT))).toEqual({
      startedDateTime: "2026-11-22T12:00:00.000Z",
      time: 12,
      request: {
        method: "GET",
        url: "https://sandbox.invalid/v1/balance",
        httpVersion: "",
        cookies: [],
        headers: [{ name: "Authorization", value: "Bearer [redacted]" }],
        queryString: [],
        headersSize: -1,
        bodySize: 0,
      },
      response: {
        status: 200,
        statusText: "OK",
        httpVersion: "",
        cookies: [],
        headers: [{ name: "content-type", value: "application/json" }],
        content: { size: 24, mimeType: "application/json", text: '{"data":{"balance":100}}' },
        redirectURL: "",
        headersSize: -1,
        bodySize: 24,
      },
      cache: {},
      timings: { send: 0, wait: 12, receive: 0 },
      comment: "Check wallet balance · Embedded sandbox",
      _resourceType: "fetch",
    });
  });

  it("writes a request body as postData and a failure as status 0 with _error", () => {
    const har = harEntry(orderEntry());
    expect(har.request.postData).toEqual({
      mimeType: "application/json",
      text: '{"product_id":201,"user_id":"42","reseller_ref":"ref-1"}',
    });
    expect(har.request.bodySize).toBe(56);
    expect(har.response).toEqual({
      status: 0,
      statusText: "",
      httpVersion: "",
      cookies: [],
      headers: [],
      content: { size: 0, mimeType: "x-unknown", text: "" },
      redirectURL: "",
      headersSize: -1,
      bodySize: -1,
      _error: "timeout: signal timed out",
    });
  });

  it("lists query parameters and says when a body was truncated", () => {
    const entry = balanceEntry("h3", SENT_AT, {
      request: { method: "GET", url: "https://sandbox.invalid/v1/products?game_id=2&lang=en", headers: [] },
      truncated: { requestBody: false, responseBody: true },
    });
    const har = harEntry({ ...entry, response: { ...entry.response, sizeBytes: 9000 } as typeof entry.response });
    expect(har.request.queryString).toEqual([
      { name: "game_id", value: "2" },
      { name: "lang", value: "en" },
    ]);
    expect(har.response.content.comment).toBe(
      "Truncated by the console's history: the first 24 of 9000 bytes are kept.",
    );
  });

  it("is a valid HAR 1.2 log, oldest entry first, with no key in it", () => {
    const har = toHar([orderEntry(), balanceEntry("h1", SENT_AT)]);
    expect(HarSchema.safeParse(har).error?.issues).toBeUndefined();
    expect(har.log.version).toBe("1.2");
    expect(har.log.creator).toEqual({ name: "Reseller API Console", version: "0.1.0" });
    expect(har.log.entries.map((entry) => entry.startedDateTime)).toEqual([
      "2026-11-22T12:00:00.000Z",
      "2026-11-22T12:00:05.000Z",
    ]);
    expect(JSON.stringify(har)).not.toContain(KEY);
  });

  it("is refused by the schema when a required field is missing, so the check can fail", () => {
    const har = toHar([balanceEntry("h1", SENT_AT)]) as unknown as {
      log: { entries: { request: Record<string, unknown> }[] };
    };
    delete har.log.entries[0]?.request.headersSize;
    expect(HarSchema.safeParse(har).success).toBe(false);
  });
});
