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

/** One route per distinct path of each catalog action: both path sets, from the catalog. */
export function sandboxRoutes(catalog: readonly ActionDefinition[]): SandboxRoute[] {
  return catalog.flatMap((action) => {
    const handler = actionHandlers.get(action.id);
    if (!handler) throw new Error(`The sandbox has no handler for catalog action "${action.id}"`);
    const allow = action.method === "GET" ? "GET, HEAD, OPTIONS" : `${action.method}, OPTIONS`;
    const paths = [...new Set(Object.values(action.path))];
    return paths.map((path) => ({ path: `${API_PREFIX}${path}`, method: action.method, allow, handler }));
  });
}
