import { describe, expect, it } from "vitest";
import { backOff } from "../../src/pacing/back-off";
import { createDueLoop } from "../../src/pacing/due-loop";
import { createRequestEngine, type Send, taking } from "../../src/pacing/request-engine";
import type { RequestSpec } from "../../src/request/request-spec";
import type { ResponseRecord } from "../../src/request/response-record";
import { answer } from "../batch/fixtures";
import { fakeClock, START } from "../batch/runner-harness";

const spec = (name: string): RequestSpec => ({
  method: "GET",
  url: `https://api.example.test/v1/${name}`,
  headers: [],
});
const nameOf = (request: RequestSpec) => new URL(request.url).pathname.split("/").at(-1) ?? "";
const open = () => new AbortController().signal;

/** An engine on a fake clock whose API answers `api(name, try)`; each request is kept with its time. */
function engineOver(api: (name: string, tried: number) => ResponseRecord | Promise<ResponseRecord>) {
  const clock = fakeClock();
  const sent: { name: string; at: number }[] = [];
  const waits: number[] = [];
  const send: Send = async (request) => {
    const name = nameOf(request);
    sent.push({ name, at: clock.now() - START });
    return api(name, sent.filter((each) => each.name === name).length);
  };
  const engine = createRequestEngine({ send, clock, onWait: (until) => waits.push(until - START) });
  return { engine, clock, sent, waits };
}

describe("the one back-off rule", () => {
  it("doubles from its first wait and never passes the longest", () => {
    expect([0, 1, 2].map((n) => backOff(n, 1000))).toEqual([1000, 2000, 4000]);
    expect([0, 1, 2, 3, 4, 5, 50].map((n) => backOff(n, 2000, 30_000))).toEqual([
      2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });
});

describe("the request engine: one request that waits", () => {
  it("starts no request before the last answer's headers allow", async () => {
    const { engine, sent, waits } = engineOver((name) =>
      name === "first" ? answer(200, {}, [["Retry-After", "7"]]) : answer(200),
    );
    await engine.ask(spec("first"), { signal: open() });
    await engine.ask(spec("second"), { signal: open() });
    expect(sent).toEqual([
      { name: "first", at: 0 },
      { name: "second", at: 7000 },
    ]);
    expect(waits).toEqual([7000]);
  });

  it("asks a 429 again when its headers allow, up to its tries, and gives the last answer", async () => {
    const { engine, sent } = engineOver(() =>
      answer(429, {}, [
        ["X-RateLimit-Remaining", "0"],
        ["X-RateLimit-Reset", "5"],
      ]),
    );
    const record = await engine.ask(spec("status"), { signal: open(), tries: 3 });
    expect(record).toMatchObject({ kind: "http", status: 429 });
    expect(sent.map((each) => each.at)).toEqual([0, 5000, 10_000]);
  });

  it("backs off 1 s, then 2 s, after 429s whose headers ask for no wait, for every request of the engine", async () => {
    const { engine, sent, clock } = engineOver((name, tried) =>
      name === "page" && tried < 3 ? answer(429) : answer(200),
    );
    const record = await engine.ask(spec("page"), { signal: open(), tries: 3 });
    expect(record).toMatchObject({ status: 200 });
    expect(sent.map((each) => each.at)).toEqual([0, 1000, 3000]);
    expect(clock.sleeps).toEqual([1000, 2000]);
    // A 429 on a request asked once holds the gate for the next request too.
    const { engine: other, sent: after } = engineOver((name) => (name === "order" ? answer(429) : answer(200)));
    await other.ask(spec("order"), { signal: open() });
    await other.ask(spec("next"), { signal: open() });
    expect(after.map((each) => each.at)).toEqual([0, 1000]);
  });

  it("asks again what `again` names (a page that failed), after the back-off, and nothing else", async () => {
    const failed = (tried: number): ResponseRecord =>
      tried < 3 ? { kind: "failure", failure: "network", detail: "down", durationMs: 0, receivedAt: 0 } : answer(200);
    const { engine, sent } = engineOver((_, tried) => failed(tried));
    const again = (record: ResponseRecord) => record.kind === "failure";
    expect(await engine.ask(spec("page"), { signal: open(), tries: 3, again })).toMatchObject({ status: 200 });
    expect(sent.map((each) => each.at)).toEqual([0, 1000, 3000]);
    const once = engineOver((_, tried) => failed(tried));
    expect(await once.engine.ask(spec("page"), { signal: open(), tries: 3 })).toMatchObject({ kind: "failure" });
    expect(once.sent).toHaveLength(1);
  });

  it("turns a transport that throws into the console's network-failure record", async () => {
    const { engine, clock } = engineOver(() => {
      throw new TypeError("Failed to fetch");
    });
    expect(await engine.ask(spec("balance"), { signal: open() })).toEqual({
      kind: "failure",
      failure: "network",
      detail: "Failed to fetch",
      durationMs: 0,
      receivedAt: clock.now(),
    });
  });

  it("tells each answer with when its request left, the retried ones too", async () => {
    const { engine } = engineOver((_, tried) => (tried === 1 ? answer(429, {}, [["Retry-After", "2"]]) : answer(200)));
    const told: [number, number][] = [];
    await engine.ask(spec("status"), {
      signal: open(),
      tries: 2,
      onAnswer: (record, sentAt) => told.push([record.kind === "http" ? record.status : 0, sentAt - START]),
    });
    expect(told).toEqual([
      [429, 0],
      [200, 2000],
    ]);
  });

  it("ends a wait on abort and sends nothing; cuts a request in flight only when told to", async () => {
    const { engine, sent } = engineOver(() => answer(200, {}, [["Retry-After", "60"]]));
    await engine.ask(spec("first"), { signal: open() });
    const stop = new AbortController();
    stop.abort();
    expect(await engine.ask(spec("second"), { signal: stop.signal })).toBeUndefined();
    expect(sent).toHaveLength(1);

    const signals: (AbortSignal | undefined)[] = [];
    const cut = createRequestEngine({
      send: async (_, signal) => {
        signals.push(signal);
        return answer(200);
      },
    });
    const controller = new AbortController();
    await cut.ask(spec("page"), { signal: controller.signal, cutsRequest: true });
    await cut.ask(spec("order"), { signal: controller.signal });
    expect(signals).toEqual([controller.signal, undefined]);
  });

  it("keeps an answer that came after the abort, and drops a request the abort cut off", async () => {
    const controller = new AbortController();
    const answered = createRequestEngine({
      send: async () => {
        controller.abort();
        return answer(201);
      },
    });
    expect(await answered.ask(spec("order"), { signal: controller.signal })).toMatchObject({ status: 201 });
    const again = new AbortController();
    const cutOff = createRequestEngine({
      send: async () => {
        again.abort();
        return { kind: "failure", failure: "cancelled", detail: "aborted", durationMs: 0, receivedAt: 0 };
      },
    });
    expect(await cutOff.ask(spec("page"), { signal: again.signal, cutsRequest: true })).toBeUndefined();
  });

  it("runs beforeSend once the gate is open and before the request leaves; a throw there sends nothing", async () => {
    const { engine, clock, sent } = engineOver(() => answer(200, {}, [["Retry-After", "60"]]));
    await engine.ask(spec("first"), { signal: open() });
    const seen: number[] = [];
    await engine.ask(spec("order"), { signal: open(), beforeSend: async () => void seen.push(clock.now() - START) });
    expect(seen).toEqual([60_000]);
    expect(sent.at(-1)).toEqual({ name: "order", at: 60_000 });
    const failing = engine.ask(spec("lost"), {
      signal: open(),
      beforeSend: async () => {
        throw new Error("the journal cannot be written");
      },
    });
    await expect(failing).rejects.toThrow("the journal cannot be written");
    expect(sent.map((each) => each.name)).toEqual(["first", "order"]);
  });

  it("keeps a timeout that came after the abort when the abort did not cut the request: it may have arrived", async () => {
    const paused = new AbortController();
    const timedOut = createRequestEngine({
      send: async () => {
        paused.abort();
        return { kind: "failure", failure: "timeout", detail: "timed out", durationMs: 30_000, receivedAt: 0 };
      },
    });
    expect(await timedOut.ask(spec("order"), { signal: paused.signal })).toMatchObject({ failure: "timeout" });
  });
});

describe("the request engine: many items", () => {
  it("works on each item once, in order, never more at once than asked", async () => {
    const { engine } = engineOver(() => answer(200));
    let inFlight = 0;
    let most = 0;
    const started: number[] = [];
    await engine.each(taking([1, 2, 3, 4, 5, 6, 7]), 3, open(), async (item) => {
      started.push(item);
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, item % 3));
      inFlight -= 1;
    });
    expect(started).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(3);
  });

  it("starts nothing new once aborted, and lets the items under way finish", async () => {
    const { engine } = engineOver(() => answer(200));
    const controller = new AbortController();
    const finished: number[] = [];
    await engine.each(taking([1, 2, 3, 4]), 2, controller.signal, async (item) => {
      if (item === 2) controller.abort();
      await Promise.resolve();
      finished.push(item);
    });
    expect(finished.sort()).toEqual([1, 2]);
  });

  it("rejects with a worker's throw only once every worker has stopped", async () => {
    const { engine } = engineOver(() => answer(200));
    const controller = new AbortController();
    const finished: number[] = [];
    const run = engine.each(taking([1, 2, 3]), 2, controller.signal, async (item) => {
      if (item === 1) {
        await Promise.resolve();
        controller.abort();
        throw new Error("journal full");
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
      finished.push(item);
    });
    await expect(run).rejects.toThrow("journal full");
    expect(finished).toEqual([2]);
  });
});

describe("the due loop: checks that fall due", () => {
  it("runs the soonest check when it falls due, one at a time, and ends when none is left", async () => {
    const { engine, clock } = engineOver(() => answer(200));
    const due = new Map([
      ["b", START + 4000],
      ["a", START + 2000],
    ]);
    const ran: [string, number][] = [];
    const active: boolean[] = [];
    const soonest = () => {
      const [name, at] = [...due.entries()].sort((x, y) => x[1] - y[1])[0] ?? [];
      return name === undefined || at === undefined
        ? undefined
        : {
            at,
            run: async () => {
              ran.push([name, clock.now() - START]);
              due.delete(name);
            },
          };
    };
    const loop = createDueLoop(engine, soonest, (on) => active.push(on));
    loop.wake();
    await loop.idle();
    expect(ran).toEqual([
      ["a", 2000],
      ["b", 4000],
    ]);
    expect(active).toEqual([true, false]);
  });

  it("waits for the engine's gate before a check that is due", async () => {
    const { engine, clock } = engineOver(() => answer(200, {}, [["Retry-After", "9"]]));
    await engine.ask(spec("order"), { signal: open() });
    let ranAt: number | undefined;
    const loop = createDueLoop(engine, () =>
      ranAt === undefined
        ? {
            at: START,
            run: async () => {
              ranAt = clock.now() - START;
            },
          }
        : undefined,
    );
    loop.wake();
    await loop.idle();
    expect(ranAt).toBe(9000);
  });

  it("stops: a wait ends at once and nothing more runs until the next wake", async () => {
    const clock = fakeClock();
    const engine = createRequestEngine({ send: async () => answer(200), clock });
    let runs = 0;
    const loop = createDueLoop(engine, () => ({
      at: START + 1000 * (runs + 1),
      run: async () => {
        runs += 1;
      },
    }));
    const sleep = clock.sleep;
    clock.sleep = async (ms, signal) => {
      if (runs === 0) loop.stop();
      return sleep(ms, signal);
    };
    loop.wake();
    await loop.idle();
    expect(runs).toBe(0);
    expect(clock.sleeps).toEqual([1000]);
    clock.sleep = async (ms, signal) => {
      if (runs === 1) loop.stop();
      return sleep(ms, signal);
    };
    loop.wake();
    await loop.idle();
    expect(runs).toBe(1);
  });
});
