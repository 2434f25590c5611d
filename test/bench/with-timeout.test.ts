import { afterEach, describe, expect, it, vi } from "vitest";
import { withTimeout } from "../../bench/with-timeout";

afterEach(() => {
  vi.useRealTimers();
});

describe("withTimeout", () => {
  it("passes a result through", async () => {
    await expect(withTimeout(Promise.resolve(42), 1000, "answer")).resolves.toBe(42);
  });

  it("passes a rejection through", async () => {
    await expect(withTimeout(Promise.reject(new Error("boom")), 1000, "answer")).rejects.toThrow("boom");
  });

  it("rejects, naming the wait, when nothing comes in time", async () => {
    vi.useFakeTimers();
    const waiting = withTimeout(new Promise(() => {}), 500, "the response");
    const outcome = expect(waiting).rejects.toThrow("the response: no result within 500 ms");
    await vi.advanceTimersByTimeAsync(500);
    await outcome;
  });

  it("leaves no timer behind once settled", async () => {
    vi.useFakeTimers();
    await withTimeout(Promise.resolve(1), 500, "quick");
    expect(vi.getTimerCount()).toBe(0);
  });
});
