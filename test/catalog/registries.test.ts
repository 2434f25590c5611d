import { describe, expect, it } from "vitest";
import { actions } from "../../src/catalog/catalog";
import type { PathStyle } from "../../src/catalog/define-action";
import { actionHandlers } from "../../src/sandbox/action-handlers";
import { API_PREFIX, sandboxRoutes } from "../../src/sandbox/sandbox-routes";

// The two lists a new action is added to: the catalog (src/catalog/catalog.ts) and the sandbox's
// handlers (src/sandbox/action-handlers.ts). Everything else reads one of them.

const styles: PathStyle[] = ["console", "rest"];
const sorted = (list: readonly string[]) => [...list].sort();

describe("the catalog and the sandbox's handlers", () => {
  it("name the same actions, each exactly once", () => {
    const actionIds = actions.map((action) => action.id);
    const handlerIds = actionHandlers.map((handler) => handler.action.id);
    expect(new Set(actionIds).size, "action ids are unique").toBe(actionIds.length);
    expect(sorted(handlerIds)).toEqual(sorted(actionIds));
  });

  it("bind every handler to the catalog's own definition, so both validate with one schema", () => {
    for (const handler of actionHandlers) expect(actions, handler.action.id).toContain(handler.action);
  });

  it("serve each action on both path styles with its own handler, and nothing else", () => {
    const expected = actions.flatMap((action) =>
      styles.map((style) => `${action.method} ${API_PREFIX}${action.path[style]} → ${action.id}`),
    );
    const served = sandboxRoutes(actions).map((route) => `${route.method} ${route.path} → ${route.handler.action.id}`);
    expect(sorted(served)).toEqual(sorted([...new Set(expected)]));
  });

  it("give each path to one action only: a second would never be reached", () => {
    const paths = sandboxRoutes(actions).map((route) => route.path);
    expect(sorted(paths)).toEqual(sorted([...new Set(paths)]));
  });

  it("keep the sandbox from starting when an action has no handler or two", () => {
    const [first, ...others] = actionHandlers;
    if (!first) throw new Error("no handlers");
    const message = `exactly one handler for catalog action "${first.action.id}"`;
    expect(() => sandboxRoutes(actions, others)).toThrow(`${message}, not 0`);
    expect(() => sandboxRoutes(actions, [...actionHandlers, first])).toThrow(`${message}, not 2`);
  });
});
