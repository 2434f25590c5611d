import { pickLanguage } from "../lib/i18n/language";

// What the page's first script (page-boot.ts) reads to tell, before the first paint, whether the
// page will start as it was rendered at build time. It runs before the console's code has loaded,
// so it carries its own few names, each held to the console's by test/app/prerendered-start.test.ts.

/**
 * Set on <html> by the first script: the first screen is hidden (app.css) until the page is known
 * to show what it will keep showing. Without JavaScript it is never set, and the page shows as built.
 */
export const START_ATTRIBUTE = "data-start";

/** The modulepreload link of the console's code in dist/index.html: the first script runs it. */
export const CONSOLE_CODE_ID = "console-code";

/** The stored settings and drafts (config/stored-settings.ts, workspace/form-memory.ts). */
export const SETTINGS_KEY = "reseller-console.settings";
export const FORMS_KEY = "reseller-console.forms";
/** Kept for the tab: a batch running when the page is reloaded is found again where it was. */
export const BATCH_OPEN_KEY = "console.batchOpen";
/** In the address, a share link (history/share-link.ts), which opens its form at once. */
export const SHARE_LINK_MARK = "share=";
/** The environment the prerendered page shows (config/runtime-config.ts, DEMO_ENVIRONMENT_NAME). */
export const PRERENDERED_ENVIRONMENT = "Embedded sandbox";

/**
 * The settings a first visit stores (the environment it started on), as the console writes them: the
 * only stored settings that leave the first screen as it was prerendered (see keptStateIsPrerendered).
 */
export const FIRST_VISIT_SETTINGS = `{"environment":"${PRERENDERED_ENVIRONMENT}","keys":{}}`;

/** What the browser keeps that the first screen shows, as the first script reads it. */
export interface KeptState {
  settings: string | null;
  forms: string | null;
  batchOpen: string | null;
  hash: string;
  languages: readonly string[];
}

/**
 * Whether what the browser keeps starts the page as it was prerendered (with the configuration it
 * was prerendered with): nothing, or only what a first visit stores, and a browser that asks for
 * English. It errs on "no", which only costs the early paint: any stored draft, a chosen language,
 * a remembered key, another environment, a batch open, a share link.
 */
export function keptStateIsPrerendered(kept: KeptState): boolean {
  return (
    (kept.settings === null || kept.settings === FIRST_VISIT_SETTINGS) &&
    kept.forms === null &&
    kept.batchOpen !== "true" &&
    !kept.hash.includes(SHARE_LINK_MARK) &&
    pickLanguage(kept.languages) === "en"
  );
}

/**
 * Whether config.json's answer gives the configuration the page was prerendered with: none (the
 * built-in one, as the loader takes a 404 or a page), or the very file the build shipped. Reads a
 * copy of the body, so the answer is left for the console to read.
 */
export async function configIsPrerendered(answer: Response, shippedText: string): Promise<boolean> {
  if (answer.status === 404) return true;
  if (!answer.ok) return false;
  if (answer.headers.get("content-type")?.includes("text/html")) return true;
  return (await answer.clone().text()) === shippedText;
}
