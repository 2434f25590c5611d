import { describe, expect, it } from "vitest";
import { longestOverlapping } from "../../bench/long-tasks";

const tasks = [
  { start: 100, duration: 300 }, // 100..400
  { start: 1000, duration: 80 }, // 1000..1080
  { start: 2000, duration: 5000 }, // 2000..7000
];

describe("longestOverlapping", () => {
  it("takes the longest task inside the window", () => {
    expect(longestOverlapping(tasks, 900, 1500)).toBe(80);
    expect(longestOverlapping(tasks, 0, 8000)).toBe(5000);
  });

  it("counts a task begun before the window that still runs into it", () => {
    expect(longestOverlapping(tasks, 350, 600)).toBe(300);
  });

  it("counts a task that begins before the window ends", () => {
    expect(longestOverlapping(tasks, 1500, 2000)).toBe(5000);
  });

  it("is 0 when no task overlaps", () => {
    expect(longestOverlapping(tasks, 401, 999)).toBe(0);
    expect(longestOverlapping([], 0, 100)).toBe(0);
  });
});
