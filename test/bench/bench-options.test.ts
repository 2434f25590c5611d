import { describe, expect, it } from "vitest";
import { parseBenchOptions } from "../../bench/bench-options";

describe("parseBenchOptions", () => {
  it("defaults to 5 runs after 1 warm-up, building into its own directory", () => {
    expect(parseBenchOptions([])).toEqual({
      runs: 5,
      warmup: 1,
      build: true,
      dist: "bench/results/dist",
      smallLimit: 1200,
      largeLimit: 50000,
      out: "bench/results/latest.json",
      help: false,
    });
  });

  it("takes every option", () => {
    expect(
      parseBenchOptions([
        "--runs",
        "9",
        "--warmup=0",
        "--no-build",
        "--dist",
        "dist",
        "--small-limit",
        "1250",
        "--large-limit",
        "21000",
        "--out",
        "/tmp/b.json",
      ]),
    ).toEqual({
      runs: 9,
      warmup: 0,
      build: false,
      dist: "dist",
      smallLimit: 1250,
      largeLimit: 21000,
      out: "/tmp/b.json",
      help: false,
    });
  });

  it("refuses a run count that is not a whole number of at least 1", () => {
    expect(() => parseBenchOptions(["--runs", "0"])).toThrow('--runs needs a whole number ≥ 1, got "0"');
    expect(() => parseBenchOptions(["--runs", "2.5"])).toThrow('--runs needs a whole number ≥ 1, got "2.5"');
    expect(() => parseBenchOptions(["--runs", "five"])).toThrow("--runs needs a whole number");
  });

  it("refuses an unknown option", () => {
    expect(() => parseBenchOptions(["--fast"])).toThrow(/--fast/);
  });
});
