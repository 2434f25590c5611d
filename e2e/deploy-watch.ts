import type { Page } from "@playwright/test";

export { parseCsp } from "../scripts/deploy-check/csp";

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * Records what a strict deployment must not produce: Content-Security-Policy violations (the
 * page's own securitypolicyviolation events, listened for before any script of the page runs),
 * console errors, uncaught errors, and requests that leave the given origin.
 */
export async function watchPage(page: Page, origin: string) {
  const consoleErrors: string[] = [];
  const offOrigin: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => consoleErrors.push(`uncaught: ${error.message}`));
  page.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith(`${origin}/`) && !url.startsWith("blob:") && !url.startsWith("data:")) offOrigin.push(url);
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    window.__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return {
    violations: () => page.evaluate(() => window.__cspViolations ?? ["(the listener was not installed)"]),
    consoleErrors: () => [...consoleErrors],
    offOrigin: () => [...offOrigin],
  };
}
