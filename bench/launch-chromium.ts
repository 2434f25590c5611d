import { type Browser, chromium } from "@playwright/test";
import playwrightConfig from "../playwright.config";

/**
 * The browser tests' launch options (flags that keep Chromium off the network), read from
 * playwright.config.ts so the two cannot drift apart, plus what measuring needs: unquantized
 * performance.memory and a callable gc() for a settled heap figure. The browser is Debian's full
 * Chromium, as a person runs it, where the tests use its headless shell.
 */
const FULL_CHROMIUM = "/usr/bin/chromium";
export const MEASURING_FLAGS = ["--enable-precise-memory-info", "--js-flags=--expose-gc"];

export function launchChromium(): Promise<Browser> {
  const launch = playwrightConfig.use?.launchOptions;
  if (!launch?.args) throw new Error("playwright.config.ts has no Chromium launch options");
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? FULL_CHROMIUM,
    args: [...launch.args, ...MEASURING_FLAGS],
    headless: true,
    timeout: 30_000,
  });
}
