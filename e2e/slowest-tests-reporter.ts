import type { Reporter, TestCase, TestResult } from "@playwright/test/reporter";

/**
 * Prints the ten slowest browser tests at the end of a run, each with its share of its own time
 * limit: a test near its limit fails on the first busy machine, so the share is what to watch.
 */
export default class SlowestTestsReporter implements Reporter {
  private readonly tests: { name: string; ms: number; limit: number }[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    const [, , file, ...titles] = test.titlePath();
    this.tests.push({ name: `${file} > ${titles.join(" > ")}`, ms: result.duration, limit: test.timeout });
  }

  onEnd() {
    const slowest = [...this.tests].sort((a, b) => b.ms - a.ms).slice(0, 10);
    const lines = ["", "Slowest browser tests (duration, share of its time limit):"];
    for (const test of slowest) {
      const share = `${Math.round((100 * test.ms) / test.limit)} % of ${test.limit / 1000} s`;
      lines.push(`  ${(test.ms / 1000).toFixed(2).padStart(6)} s  ${share.padEnd(14)}  ${test.name}`);
    }
    process.stdout.write(`${lines.join("\n")}\n`);
  }

  printsToStdio() {
    return false;
  }
}
