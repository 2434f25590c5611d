import { afterEach, describe, expect, it, vi } from "vitest";
import { createManualClock, realSleep } from "../../src/sandbox/clock";

afterEach(() => {
  vi.useRealTimers();
});

describe("clock", () => {
  it("moves only when told", () => {
    const clock = createManualClock(1_000);
    expect(clock.now()).toBe(1_000);
    clock.advance(500);
    expect(clock.now()).toBe(1_500);
    clock.set(10);
    expect(clock.now()).toBe(10);
  });

  it("realSleep resolves after its time and leaves no timer behind", async () => {
    vi.useFakeTimers();
    let done = false;
    const sleeping = realSleep(1_000).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await sleeping;
    expect(done).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("realSleep resolves early on abort and clears its timer", async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const sleeping = realSleep(300_000, controller.signal);
    expect(vi.getTimerCount()).toBe(1);
    controller.abort();
    await sleeping;
    expect(vi.getTimerCount()).toBe(0);
  });

  it("realSleep with an already aborted signal starts no timer", async () => {
    vi.useFakeTimers();
    await realSleep(300_000, AbortSignal.abort());
    expect(vi.getTimerCount()).toBe(0);
  });
});
