import { actions } from "../src/catalog/catalog";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[char] ?? char);

/**
 * The floor the console's first screen is measured against in `npm run bench`: a plain HTML page
 * with the same eight actions (from the catalog), a key field and a Send button, and nothing
 * else: no style sheet, no script. No first screen that shows those can be painted or be ready
 * sooner on the same machine, so the console's figures are read as multiples of this page's.
 */
export function floorPage(): string {
  const radios = actions.map(
    (action, index) =>
      `<label><input type="radio" name="action" value="${action.id}"${index === 0 ? " checked" : ""}> ${escapeHtml(action.label)} <code>${action.method} ${escapeHtml(action.path.console)}</code></label><br>`,
  );
  return [
    "<!doctype html>",
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title></head>',
    "<body>",
    "<h1>Reseller API Console</h1>",
    '<label>API key <input type="password" autocomplete="off"></label>',
    `<fieldset><legend>Action</legend>${radios.join("")}</fieldset>`,
    `<form><h2>${escapeHtml(actions[0]?.label ?? "")}</h2><button type="submit">Send</button></form>`,
    "</body>",
    "</html>",
    "",
  ].join("\n");
}

/**
 * The console's first screen as built (dist/index.html) with its style sheet but without its scripts
 * and preloads: the least any build of this first screen can load before painting it styled, as the
 * Content-Security-Policy allows (style from a file, no inline style). Measured beside the floor page
 * and the console, it splits what the console costs over the floor into what its styled markup costs
 * and what its scripts add.
 */
export function unscriptedPage(builtIndexHtml: string): string {
  const page = builtIndexHtml
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>\s*/gi, "")
    .replace(/<link rel="(?:preload|modulepreload)"[^>]*>\s*/gi, "");
  if (!/<div id="root"><[a-z]/.test(page)) throw new Error("index.html: no prerendered first screen in #root");
  return page;
}
