import { describe, expect, it } from "vitest";
import { floorPage } from "../../bench/floor-page";
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
