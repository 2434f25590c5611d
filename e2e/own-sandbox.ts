import { test as base } from "@playwright/test";
import { startSandboxServer } from "../src/sandbox/node/start-sandbox-server";

/**
 * A standalone sandbox of the test's own, on a free loopback port. The sandbox's clock is one for
 * all its accounts: a test that moves it (POST /_sandbox/clock) would finish another test's
 * pending order if they shared a server, so such a test gets its own.
 */
export const test = base.extend<{ ownSandbox: string }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  ownSandbox: async ({}, use) => {
    const server = await startSandboxServer({ port: 0, hostname: "127.0.0.1" });
    try {
      await use(server.url);
    } finally {
      await server.close();
    }
  },
});
