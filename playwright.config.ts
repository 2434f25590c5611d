import { defineConfig, devices } from "@playwright/test";
import { TEST_SITES, urlOf } from "./e2e/deploy-nginx-config";
import { CONSOLE_PORT, SANDBOX_PORT } from "./e2e/ports";

// Browser tests drive Debian's Chromium (browser downloads are not possible everywhere this
// runs) against the production build and the standalone sandbox, both on loopback. They run in
// its headless shell, as Playwright runs headless tests by default: the same Blink without the
// full browser's window and WebUI renderers, a third less CPU per page (the browser stage took
// 188 s instead of 274 s on 2 cores). The benchmark runs the full browser (bench/launch-chromium.ts).

export default defineConfig({
  testDir: "e2e",
  // Limits that hold on a busy machine: a test that passes in 10 s when the machine is quiet has
  // three times that, and an assertion waits up to 10 s for what a person would see (it returns
  // as soon as it is there, so a longer limit costs a passing test nothing).
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // Three workers on the 2 cores CI has: the third fills the fifth of each test's time spent waiting
  // (run one after the other, the browser tests took 197 s instead of 224 s). Pages then start
  // later, so a test that types before the console's code has run waits, as a person would, for the
  // page to take it in before pressing anything (openConsole).
  workers: 3,
  retries: 0,
  forbidOnly: true,
  reporter: [["list"], ["./e2e/slowest-tests-reporter.ts"]],
  use: {
    baseURL: `http://127.0.0.1:${CONSOLE_PORT}`,
    trace: "off",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        // The compositor's work in the browser process instead of a GPU process of its own: an
        // eighth less CPU for each test's page (0.92 s to 0.80 s measured over 30 page loads).
        "--in-process-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  // Started one after the other, by their own binaries (not through npx), each taken as up as soon
  // as it says it listens (`wait`) or its address answers: the address alone is asked on a back-off
  // of up to a second. The four were up in 8.5 s; now in about 4.5.
  webServer: [
    {
      command: `node_modules/.bin/vite preview --configLoader runner --port ${CONSOLE_PORT} --strictPort`,
      url: `http://127.0.0.1:${CONSOLE_PORT}/`,
      wait: { stdout: new RegExp(`http://127\\.0\\.0\\.1:${CONSOLE_PORT}/`) },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: "node_modules/.bin/tsx src/sandbox/node/serve.ts",
      env: { PORT: String(SANDBOX_PORT) },
      url: `http://127.0.0.1:${SANDBOX_PORT}/v1/games`,
      wait: { stdout: /Sandbox API listening on/ },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    // The deployment as it will run: Debian's nginx with the shipped template, rendered by the
    // shipped script, the console under a nested sub-path and at a site's root (e2e/deploy.spec.ts).
    ...Object.entries(TEST_SITES).map(([name, site]) => ({
      command: `node_modules/.bin/tsx e2e/deploy-nginx-server.ts ${name}`,
      url: urlOf(site),
      wait: { stdout: /nginx serves / },
      ignoreHTTPSErrors: true,
      reuseExistingServer: !process.env.CI,
      // SIGTERM, not the default SIGKILL: nginx stops and its temporary directory is removed.
      gracefulShutdown: { signal: "SIGTERM" as const, timeout: 5_000 },
      timeout: 30_000,
    })),
  ],
});
