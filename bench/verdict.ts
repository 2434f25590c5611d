import type { Target } from "./figures";
import type { Summary } from "./stats";

export type Verdict = "pass" | "fail" | "none";

export function verdict(summary: Summary, target: Target | undefined): Verdict {
  if (!target) return "none";
  const value = target.judge === "max" ? summary.max : summary.median;
  return value <= target.limit ? "pass" : "fail";
}
