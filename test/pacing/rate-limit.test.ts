import { describe, expect, it } from "vitest";
import { pacingDelay } from "../../src/pacing/rate-limit";

const now = Date.UTC(2026, 10, 22, 12, 0, 0);

describe("pacingDelay", () => {
  it("asks no wait of an answer with requests left", () => {
    expect(
      pacingDelay(
        [
          ["X-RateLimit-Remaining", "3"],
          ["X-RateLimit-Reset", "40"],
        ],
        now,
      ),
    ).toBe(0);
    expect(pacingDelay([], now)).toBe(0);
  });

  it("waits until the reset when no requests are left: seconds from now", () => {
    expect(
      pacingDelay(
        [
          ["x-ratelimit-remaining", "0"],
          ["x-ratelimit-reset", "40"],
        ],
        now,
      ),
    ).toBe(40_000);
  });

  it("waits until the reset given as a Unix time", () => {
    const reset = String(now / 1000 + 25);
    expect(
      pacingDelay(
        [
          ["X-RateLimit-Remaining", "0"],
          ["X-RateLimit-Reset", reset],
        ],
        now,
      ),
    ).toBe(25_000);
  });

  it("reads the IETF draft's RateLimit-* names too", () => {
    expect(
      pacingDelay(
        [
          ["RateLimit-Remaining", "0"],
          ["RateLimit-Reset", "7"],
        ],
        now,
      ),
    ).toBe(7_000);
  });

  it("waits as Retry-After asks, in seconds or as a date", () => {
    expect(pacingDelay([["Retry-After", "30"]], now)).toBe(30_000);
    expect(pacingDelay([["Retry-After", new Date(now + 12_000).toUTCString()]], now)).toBe(12_000);
  });

  it("takes the longer of Retry-After and the reset", () => {
    const headers: [string, string][] = [
      ["Retry-After", "5"],
      ["X-RateLimit-Remaining", "0"],
      ["X-RateLimit-Reset", "60"],
    ];
    expect(pacingDelay(headers, now)).toBe(60_000);
  });

  it("ignores a reset it cannot read", () => {
    expect(
      pacingDelay(
        [
          ["X-RateLimit-Remaining", "0"],
          ["X-RateLimit-Reset", "soon"],
        ],
        now,
      ),
    ).toBe(0);
  });
});
