import { describe, expect, it } from "vitest";
import { ticketHar } from "../../src/history/ticket-har";
import { REPORT_BODY_CHARS, type TicketExchange, ticketReport } from "../../src/history/ticket-report";
import type { ResponseRecord } from "../../src/request/response-record";

const KEY = "sk_live_abcdefgh1234";
const SENT_AT = Date.UTC(2026, 10, 22, 12, 0, 5);

const answer = (status: number, body: string, headers: [string, string][] = []): ResponseRecord => ({
  kind: "http",
  status,
  statusText: "",
  headers,
  body,
  sizeBytes: new TextEncoder().encode(body).byteLength,
  durationMs: 42,
  receivedAt: SENT_AT + 42,
});

const exchange = (overrides: Partial<TicketExchange> = {}): TicketExchange => ({
  actionId: "create_order",
  target: { environment: "Embedded sandbox", baseUrl: "https://sandbox.invalid/v1", pathStyle: "rest", live: false },
  sentAt: SENT_AT,
  spec: {
    method: "POST",
    url: "https://sandbox.invalid/v1/orders",
    headers: [
      ["Authorization", `Bearer  ${KEY}`],
      ["Content-Type", "application/json"],
    ],
    body: `{"product_id":"12","user_id":"1","reseller_ref":"r","note":"${KEY}"}`,
  },
  record: answer(422, `{"error":{"code":"VALIDATION_FAILED","echo":"${KEY}"}}`, [
    ["Content-Type", "application/json"],
    ["X-Request-Id", "req_0001"],
    ["Date", "Sun, 22 Nov 2026 12:00:05 GMT"],
    ["Retry-After", "3"],
    ["X-RateLimit-Remaining", "59"],
  ]),
  findings: [{ kind: "wrong-type", where: "product_id", expected: "an integer (JSON number)", got: 'string "12"' }],
  ...overrides,
});

describe("ticketReport", () => {
  it("tells action, target, time, request as cURL, status, telling headers, body, duration and findings", () => {
    const report = ticketReport([exchange({ label: "As imported" })], [KEY]);
    expect(report).toBe(
      [
        "# Ticket report: Place top-up order",
        "",
        "From the Reseller API Console. The API key is written as $API_KEY and redacted everywhere else.",
        "",
        "## As imported",
        "",
        "- **Action:** Place top-up order (`create_order`), POST `/v1/orders`",
        "- **Target:** sandbox or test: Embedded sandbox, `https://sandbox.invalid/v1`",
        "- **Time:** 2026-11-22T12:00:05.000Z",
        "- **Status:** 422 Unprocessable Content",
        "- **Duration:** 42 ms",
        "",
        "### Request",
        "",
        "```sh",
        "export API_KEY='paste-your-api-key-here'",
        "curl -X POST 'https://sandbox.invalid/v1/orders' \\",
        '  -H "Authorization: Bearer  $API_KEY" \\',
        "  -H 'Content-Type: application/json' \\",
        // A copy of the key in the body is the snippet's $API_KEY too.
        `  --data-raw '{"product_id":"12","user_id":"1","reseller_ref":"r","note":"'"$API_KEY"'"}'`,
        "```",
        "",
        "### Response headers",
        "",
        "- `X-Request-Id`: `req_0001`",
        "- `Date`: `Sun, 22 Nov 2026 12:00:05 GMT`",
        "- `Retry-After`: `3`",
        "",
        "### Response body (68 B)",
        "",
        "```json",
        '{"error":{"code":"VALIDATION_FAILED","echo":"[redacted]"}}',
        "```",
        "",
        "### Contract check",
        "",
        '- `product_id`: expected an integer (JSON number); got string "12".',
        "",
      ].join("\n"),
    );
  });

  it("says a live target, no answer, and no differences plainly", () => {
    const report = ticketReport(
      [
        exchange({
          target: { environment: "Production", baseUrl: "https://api.example.com/v1", pathStyle: "rest", live: true },
          record: { kind: "failure", failure: "timeout", detail: "signal timed out", durationMs: 30000, receivedAt: 1 },
          findings: [],
        }),
      ],
      [],
    );
    expect(report).toContain("- **Target:** live (real money): Production, `https://api.example.com/v1`");
    expect(report).toContain("- **Status:** No response (timeout)");
    expect(report).toContain("No response: timeout. signal timed out");
    expect(report).toContain("No differences from the contract.");
    expect(report).not.toContain(KEY);
  });

  it("cuts a long body short and says its whole size, in a fence the body cannot close", () => {
    const body = `\`\`\`${"x".repeat(REPORT_BODY_CHARS * 3)}`;
    const report = ticketReport([exchange({ record: answer(200, body) })], [KEY]);
    expect(report).toContain(`### Response body (the first ${REPORT_BODY_CHARS} characters of 11.7 kB: truncated)`);
    expect(report).toContain(`\`\`\`\`text\n\`\`\`${"x".repeat(REPORT_BODY_CHARS - 3)}\n\`\`\`\``);
    expect(report).toContain("None of the telling headers (request id, Date, Retry-After) came back.");
  });

  it("never leaves a key cut in half at the end of a shortened body", () => {
    const body = `${"x".repeat(REPORT_BODY_CHARS - 5)}${KEY}`;
    const report = ticketReport([exchange({ record: answer(200, body) })], [KEY]);
    expect(report).not.toContain(KEY.slice(0, 5));
  });
});

describe("ticketHar", () => {
  it("exports each send, labelled, with the key nowhere", () => {
    const later = { ...exchange({ label: "Fixed to match the contract" }), sentAt: SENT_AT + 1000 };
    const har = ticketHar([exchange({ label: "As imported" }), later], [KEY]);
    expect(har.log.entries.map((entry) => entry.comment)).toEqual([
      "As imported · Place top-up order · Embedded sandbox",
      "Fixed to match the contract · Place top-up order · Embedded sandbox",
    ]);
    expect(har.log.entries[0]?.request.headers).toContainEqual({ name: "Authorization", value: "Bearer  [redacted]" });
    expect(JSON.stringify(har)).not.toContain(KEY);
  });
});
