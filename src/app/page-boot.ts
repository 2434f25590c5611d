import shippedConfig from "../../public/config.json?raw";
import { type BootRecord, leaveBootRecord } from "../config/boot-record";
import { THEME_STORAGE_KEY } from "../features/theme/theme";
import {
  BATCH_OPEN_KEY,
  CONSOLE_CODE_ID,
  configIsPrerendered,
  FORMS_KEY,
  keptStateIsPrerendered,
  SETTINGS_KEY,
  START_ATTRIBUTE,
} from "./prerendered-start";

// The page's first script: a classic script in <head> (scripts/prerender-plugin.ts builds it), so it
// runs before the first paint, from a file, as the Content-Security-Policy allows. Kept small: the
// first paint waits for it. What it does cannot wait for the console's code:
//
// - the chosen theme, so a dark page is never painted light first;
// - config.json, asked for now (index.html preloads it) and left for the console (config/boot-record.ts);
// - the first screen in dist/index.html was rendered at build time for a first visit. It stays
//   hidden until it is known to be what this visit shows: at once when this browser keeps nothing
//   that changes it and config.json is the one shipped; otherwise when the console has started with
//   what it keeps, in its language (app/page-started.ts). Never a flash of the wrong content;
// - on the shown page, a press before the console has started is kept for it, and what is typed
//   or chosen is noted for it;
// - the console's code, fetched early (a modulepreload link), runs after that first paint, so the
//   page is painted before its code runs, not after.

const html = document.documentElement;
html.setAttribute(START_ATTRIBUTE, "waiting");

let kept = false;
try {
  const theme = localStorage.getItem(THEME_STORAGE_KEY);
  if (theme === "light" || theme === "dark") html.setAttribute("data-theme", theme);
  kept = keptStateIsPrerendered({
    settings: localStorage.getItem(SETTINGS_KEY),
    forms: localStorage.getItem(FORMS_KEY),
    batchOpen: sessionStorage.getItem(BATCH_OPEN_KEY),
    hash: location.hash,
    languages: navigator.languages,
  });
} catch {
  // Storage blocked: the console says so when it starts, so the prerendered page is not that page.
}

const config = fetch("config.json", { cache: "no-cache", credentials: "same-origin" });
const record: BootRecord = {
  config,
  typed: new Map(),
  presses: [],
  started: false,
};
leaveBootRecord(record);

addEventListener(
  "click",
  (event) => {
    const button = (event.target as Element).closest?.<HTMLButtonElement>("#root button");
    if (record.started || !button) return;
    // Not lost, and not sent as a plain HTML form either.
    event.preventDefault();
    event.stopPropagation();
    if (!record.presses.includes(button)) record.presses.push(button);
  },
  true,
);
const noteTyped = ({ target }: Event) => {
  const field = target as HTMLInputElement;
  if (!record.started && field.form !== undefined)
    record.typed.set(field, field.type === "radio" || field.type === "checkbox" ? String(field.checked) : field.value);
};
addEventListener("input", noteTyped, true);
addEventListener("change", noteTyped, true);

/** Runs the console's code, once: the page has fetched it already (the modulepreload link). */
let running = false;
const runConsole = () => {
  const code = document.getElementById(CONSOLE_CODE_ID) as HTMLLinkElement | null;
  if (running || !code) return;
  running = true;
  const script = document.createElement("script");
  script.type = "module";
  script.crossOrigin = code.crossOrigin;
  script.src = code.href;
  document.head.append(script);
};
/** Once the body is parsed; a shown page after its first paint (a hidden tab paints none: not later than a moment). */
const runWhenParsed = (shown: boolean) => {
  const run = () => {
    if (shown) requestAnimationFrame(() => setTimeout(runConsole));
    setTimeout(runConsole, shown ? 100 : 0);
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", run);
  else run();
};

/**
 * While config.json is being checked, the first frame waits (a render-blocking link that expects an
 * element that never comes): so the page's first frame is the shown one, not a hidden one followed by
 * a second. The browser lets it go once the page is parsed, whatever the check.
 */
const firstFrameHold = document.createElement("link");
firstFrameHold.rel = "expect";
firstFrameHold.href = "#config-checked";
firstFrameHold.setAttribute("blocking", "render");
if (kept) document.head.append(firstFrameHold);

record.asPrerendered = (
  kept ? config.then((answer) => configIsPrerendered(answer, shippedConfig)) : Promise.resolve(false)
)
  .catch(() => false)
  .then((same) => {
    if (same) html.removeAttribute(START_ATTRIBUTE);
    firstFrameHold.remove();
    runWhenParsed(same);
    return same;
  });
