import { describe, expect, it } from "vitest";
import { createBatchRunner } from "../../src/batch/batch-runner";
import type { Clock } from "../../src/pacing/clock";
import { createManualClock } from "../../src/sandbox/clock";
import { createSandboxApp } from "../../src/sandbox/create-sandbox-app";
import { DEMO_KEYS } from "../../src/sandbox/demo-keys";
import { DEFAULT_RATE_LIMIT } from "../../src/sandbox/rate-limiter";
import { SANDBOX_BASE_URL } from "../../src/transport/sandbox-transport";
import { sendRequest } from "../../src/transport/send-request";
import type { Transport } from "../../src/transport/transport";
import { BATCH, newBatch, START, TARGET } from "./runner-harness";

const ROWS = 300;
/** Each answer comes back this long (sandbox time) after the sandbox counted its request. */
const LATENCY_MS = 50;

/**
 * The real sandbox on a manual clock, and the runner on a clock that is the same clock: a wait of
 * the runner moves sandbox time at once, so minutes of rate limit pass in no real time. Every answer
 * is counted, and how many requests are in the app at once.
 */
function pacedSandbox() {
  const sandboxClock = createManualClock(START);
  const app = createSandboxApp({ clock: sandboxClock, reportError: () => undefined });
  const clock: Clock = {
    now: () => sandboxClock.now(),
    async sleep(ms, signal) {
      if (!signal.aborted) sandboxClock.advance(ms);
    },
  };
  const answers: { status: number; remaining: string | null; at: number }[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  // The app answers as the page's sandbox transport hands it requests; the answer then travels back.
  const transport: Transport = async (request) => {
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    try {
      const at = sandboxClock.now();
      const response = await app.fetch(request);
      answers.push({ status: response.status, remaining: response.headers.get("X-RateLimit-Remaining"), at });
      sandboxClock.advance(LATENCY_MS);
      return response;
    } finally {
      inFlight -= 1;
    }
  };
  return { app, clock, transport, answers, mostInFlight: () => mostInFlight };
}

/**
 * The shortest time the sandbox's limit allows for `requests` requests sent one at a time, from the
 * first request's start to the last answer. Its window is fixed and opens at the key's first counted
 * request (rate-limiter.ts): `limit` requests fit in it, and the next window opens at the first
 * request at or after its end. So request k (from 0) is accepted no earlier than
 * ⌊k / limit⌋ × window after the first; the last window's requests then take their own time, one
 * after another. For 300 at 120 a minute: the third window opens 120 s after the first request, and
 * its 60 requests take 60 × the answer time.
 */
function allowedMs(requests: number, limit: number, windowMs: number, eachMs: number) {
  const lastWindow = Math.floor((requests - 1) / limit);
  return lastWindow * windowMs + (requests - lastWindow * limit) * eachMs;
}

describe("batch pacing against the sandbox's rate limit", () => {
  it("places 300 orders at 120 a minute within 110 % of the time the limit allows, one at a time", async () => {
    const box = pacedSandbox();
    const journal = await newBatch(ROWS);
    const settings = { baseUrl: SANDBOX_BASE_URL, apiKey: DEMO_KEYS.funded, pathStyle: "rest" as const };
    const runner = createBatchRunner({
      batchId: BATCH,
      target: TARGET,
      journal,
      settings,
      clock: box.clock,
      // The console's own request path: the spec becomes a fetch Request and the answer a record.
      send: (spec) => sendRequest(box.transport, spec, { timeoutMs: 30_000, now: box.clock.now }),
    });

    const startedAt = box.clock.now();
    const end = await runner.run();
    const tookMs = box.clock.now() - startedAt;

    expect(end).toMatchObject({ kind: "finished", counts: { placed: ROWS, pending: 0 } });
    const rows = await journal.rows(BATCH);
    const orderIds = new Set(rows.flatMap((row) => (row.state.kind === "placed" ? [row.state.orderId] : [])));
    expect(orderIds.size).toBe(ROWS);

    // Concurrency 1 by default: never two requests in the app at once.
    expect(box.mostInFlight()).toBe(1);

    const { limit, windowMs } = DEFAULT_RATE_LIMIT;
    const allowed = allowedMs(ROWS, limit, windowMs, LATENCY_MS);
    expect(allowed).toBe(123_000);
    expect(tookMs).toBeLessThanOrEqual(1.1 * allowed);

    // A window opens with the first request it counts: the one answered with limit − 1 left.
    const windows = box.answers.filter((each) => each.remaining === String(limit - 1)).length;
    const limited = box.answers.filter((each) => each.status === 429).length;
    expect(windows).toBeGreaterThanOrEqual(Math.ceil(ROWS / limit));
    expect(limited).toBeLessThanOrEqual(windows);
    expect(box.answers.filter((each) => each.status === 201)).toHaveLength(ROWS);

    // The wallet: one debit for each order placed, and none besides.
    const history = await box.app.request(`/v1/wallet_history?limit=1000&from=2026-11-22`, {
      headers: { Authorization: `Bearer ${DEMO_KEYS.funded}` },
    });
    expect(history.status).toBe(200);
    const entries = ((await history.json()) as { data: { type: string; order_id: string; created_at: string }[] }).data;
    const debits = entries.filter((entry) => entry.type === "debit" && Date.parse(entry.created_at) >= startedAt);
    expect(debits).toHaveLength(ROWS);
    expect(new Set(debits.map((entry) => entry.order_id))).toEqual(orderIds);
  });
});
