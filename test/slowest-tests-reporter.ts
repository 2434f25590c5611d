import { relative } from "node:path";
import type { Reporter, TestModule } from "vitest/node";

/**
 * Prints the ten slowest tests at the end of a run, each with its share of its own time limit:
 * a test near its limit fails on the first busy machine, so the share is what to watch.
 */
export default class SlowestTestsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const tests = testModules.flatMap((module) =>
      [...module.children.allTests()].map((test) => ({
        name: `${relative(process.cwd(), module.moduleId)} > ${test.fullName}`,
        ms: test.diagnostic()?.duration ?? 0,
        limit: test.options.timeout ?? 0,
      })),
    );
    tests.sort((a, b) => b.ms - a.ms);
    const lines = ["", "Slowest unit and component tests (duration, share of its time limit):"];
    for (const test of tests.slice(0, 10)) {
      const share = test.limit > 0 ? `${Math.round((100 * test.ms) / test.limit)} % of ${test.limit / 1000} s` : "";
      lines.push(`  ${(test.ms / 1000).toFixed(2).padStart(6)} s  ${share.padEnd(14)}  ${test.name}`);
    }
    process.stdout.write(`${lines.join("\n")}\n`);
  }
}
