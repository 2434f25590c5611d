import { defineConfig } from "vitest/config";

// Two projects: the pure core and the sandbox run in node; React components in jsdom.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "core",
          include: ["test/**/*.test.ts"],
          environment: "node",
          // Property tests run hundreds of cases: bounded, with room for a busy machine.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: "dom",
          include: ["test/**/*.test.tsx"],
          environment: "jsdom",
          setupFiles: ["test/setup.ts"],
          // A person's pace through a whole flow with user-event, on two busy cores: bounded, not tight.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
