import type { ActionDefinition, HttpMethod } from "../catalog/define-action";
import { actionHandlers } from "./action-handlers";
import type { ActionHandler } from "./define-handler";

export const API_PREFIX = "/v1";

export interface SandboxRoute {
  /** Full path, prefix included. */
  path: string;
  method: HttpMethod;
  /** The Allow header for the path: HEAD comes with GET, OPTIONS with CORS. */
  allow: string;
  handler: ActionHandler;
}

/**
 * One route per distinct path of each catalog action: both path sets, from the catalog. An action
 * with no handler, or two, stops the sandbox from starting: a missing one would answer 404 as if
 * the route did not exist, and of two, one would silently never run.
 */
export function sandboxRoutes(
  catalog: readonly ActionDefinition[],
  handlers: readonly ActionHandler[] = actionHandlers,
): SandboxRoute[] {
  return catalog.flatMap((action) => {
    const own = handlers.filter((candidate) => candidate.action.id === action.id);
    const handler = own[0];
    if (!handler || own.length > 1) {
      throw new Error(`The sandbox needs exactly one handler for catalog action "${action.id}", not ${own.length}`);
    }
    const allow = action.method === "GET" ? "GET, HEAD, OPTIONS" : `${action.method}, OPTIONS`;
    const paths = [...new Set(Object.values(action.path))];
    return paths.map((path) => ({ path: `${API_PREFIX}${path}`, method: action.method, allow, handler }));
  });
}
