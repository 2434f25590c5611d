import { describe, expect, it } from "vitest";
import type { RequestSpec } from "../../src/request/request-spec";
import { sendRequest } from "../../src/transport/send-request";
import type { Transport } from "../../src/transport/transport";

const spec: RequestSpec = {
  method: "POST",
  url: "https://api.example.com/v1/orders",
  headers: [
    ["Authorization", "Bearer k"],
    ["Content-Type", "application/json"],
  ],
  body: '{"product_id":1}',
};

const never: Transport = () => new Promise(() => {});

describe("sendRequest", () => {
  it("hands the transport exactly the request described", async () => {
    let seen: { method: string; url: string; auth: string | null; type: string | null; body: string } | undefined;
    const transport: Transport = async (request) => {
      seen = {
        method: request.method,
        url: request.url,
        auth: request.headers.get("authorization"),
        type: request.headers.get("content-type"),
        body: await request.text(),
      };
      return new Response("{}");
    };
    await sendRequest(transport, spec, { timeoutMs: 1000 });
    expect(seen).toEqual({
      method: "POST",
      url: "https://api.example.com/v1/orders",
      auth: "Bearer k",
      type: "application/json",
      body: '{"product_id":1}',
    });
  });

  it("resolves an HTTP error as a result with status, headers, exact body and size", async () => {
    const body = '{"error":{"code":"INSUFFICIENT_BALANCE","message":"Not enough – €"}}';
    const transport: Transport = async () =>
      new Response(body, { status: 402, statusText: "Payment Required", headers: { "X-Request-Id": "r1" } });
    const record = await sendRequest(transport, spec, { timeoutMs: 1000 });
    expect(record).toMatchObject({
      kind: "http",
      status: 402,
      statusText: "Payment Required",
      body,
      sizeBytes: new TextEncoder().encode(body).byteLength,
    });
    expect(record.kind === "http" && record.headers).toContainEqual(["x-request-id", "r1"]);
  });

  it("classifies a transport that throws as a network failure", async () => {
    const transport: Transport = async () => {
      throw new TypeError("Failed to fetch");
    };
    expect(await sendRequest(transport, spec, { timeoutMs: 1000 })).toMatchObject({
      kind: "failure",
      failure: "network",
      detail: "Failed to fetch",
    });
  });

  it("times out a transport that never answers, even one that ignores the signal", async () => {
    expect(await sendRequest(never, spec, { timeoutMs: 30 })).toMatchObject({ kind: "failure", failure: "timeout" });
  });

  it("reports a cancel as cancelled, not as a timeout", async () => {
    const controller = new AbortController();
    const pending = sendRequest(never, spec, { timeoutMs: 5000, signal: controller.signal });
    controller.abort();
    expect(await pending).toMatchObject({ kind: "failure", failure: "cancelled" });
  });

  it("tells a request the browser cannot build from a network failure", async () => {
    const badKey = { ...spec, headers: [["Authorization", "Bearer ключ"]] as [string, string][] };
    expect(await sendRequest(never, badKey, { timeoutMs: 1000 })).toMatchObject({
      kind: "failure",
      failure: "invalid-request",
    });
  });

  it("measures the time taken with the clock it is given", async () => {
    let tick = 0;
    const now = () => (tick += 25);
    const record = await sendRequest(async () => new Response("ok"), spec, { timeoutMs: 1000, now });
    expect(record.durationMs).toBe(25);
  });
});
