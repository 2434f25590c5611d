import { describe, expect, it } from "vitest";
import { floorPage, unscriptedPage } from "../../bench/reference-pages";
import { actions } from "../../src/catalog/catalog";

describe("the floor page", () => {
  const html = floorPage();

  it("is plain HTML: no script, no style sheet, no style", () => {
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).not.toMatch(/<script|<link|<style|\sstyle=/i);
  });

  it("has the console's eight actions, the first one chosen, a key field and Send", () => {
    const radios = [...html.matchAll(/<input type="radio" name="action" value="([^"]+)"/g)].map(([, id]) => id);
    expect(radios).toEqual(actions.map((action) => action.id));
    for (const action of actions) expect(html).toContain(action.label);
    expect(html).toContain(`value="${actions[0]?.id}" checked`);
    expect(html).toContain('<input type="password"');
    expect(html).toContain('<button type="submit">Send</button>');
  });
});

describe("the first screen without its scripts", () => {
  // The shape of the built dist/index.html's head (scripts/prerender-plugin.ts), shortened.
  const built = [
    "<!doctype html>",
    '<html lang="en"><head><meta charset="UTF-8" />',
    `<meta http-equiv="Content-Security-Policy" content="default-src 'self'" />`,
    '<link rel="icon" href="./favicon.svg" type="image/svg+xml" />',
    '<link rel="preload" href="./config.json" as="fetch" crossorigin>',
    '<link rel="stylesheet" crossorigin href="./assets/index-a.css">',
    '<link rel="modulepreload" crossorigin href="./assets/index-b.js" id="console-code">',
    '<script src="./assets/page-boot-c.js"></script>',
    "</head><body>",
    '<div id="root"><div class="app"><h1>Reseller API Console</h1><button id="send">Send</button></div></div>',
    "</body></html>",
  ].join("\n");

  it("keeps the built page's markup and style sheet, with nothing to run", () => {
    const page = unscriptedPage(built);
    expect(page).not.toMatch(/<script|rel="(preload|modulepreload)"/);
    expect(page).toContain('<link rel="stylesheet" crossorigin href="./assets/index-a.css">');
    expect(page).toContain(
      '<div id="root"><div class="app"><h1>Reseller API Console</h1><button id="send">Send</button>',
    );
    expect(page).toContain("Content-Security-Policy");
  });

  it("refuses a page whose first screen was not prerendered", () => {
    expect(() => unscriptedPage(built.replace(/<div id="root">.*<\/div>/, '<div id="root"></div>'))).toThrow(
      /no prerendered first screen/,
    );
  });
});
