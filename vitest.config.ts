import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Two projects: the pure core and the sandbox run in node; React components in jsdom.
//
// Speed, measured on 2 cores (docs/testing.md has the figures): a worker more than the cores
// (Vitest's default leaves one of two idle; a third fills the waits of the tests that run curl,
// Python and the sandbox's server, and the tail of the run: 127–135 s instead of 152–164 s), and
// test files share their worker's process and environment (isolate: false) instead of starting a
// new one each, which cut the run from about 145 s to 55 s.
// Each file still gets fresh modules of its own (test/fresh-modules.ts), so no module state
// passes from one file to the next, whichever files a worker happens to run.
const shared = {
  isolate: false,
  setupFiles: ["test/fresh-modules.ts"],
  // Property tests run hundreds of cases, and a flow typed at a person's pace takes a few seconds:
  // bounded, with room for a busy machine (the slowest takes about a third of this).
  testTimeout: 15_000,
};

export default defineConfig({
  test: {
    maxWorkers: availableParallelism() + 1,
    reporters: ["default", "./test/slowest-tests-reporter.ts"],
    projects: [
      { test: { ...shared, name: "core", include: ["test/**/*.test.ts"], environment: "node" } },
      {
        test: {
          ...shared,
          name: "dom",
          include: ["test/**/*.test.tsx"],
          environment: "jsdom",
          setupFiles: [...shared.setupFiles, "test/setup.ts"],
        },
      },
    ],
  },
});
