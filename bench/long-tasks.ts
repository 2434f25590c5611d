export interface LongTask {
  start: number;
  duration: number;
}

/** The longest task that overlaps [from, to]: a task begun before a click still freezes it. */
export function longestOverlapping(tasks: readonly LongTask[], from: number, to: number): number {
  let longest = 0;
  for (const task of tasks) {
    if (task.start <= to && task.start + task.duration >= from) longest = Math.max(longest, task.duration);
  }
  return longest;
}
