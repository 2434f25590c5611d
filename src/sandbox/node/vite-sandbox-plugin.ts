import type { IncomingMessage, ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { Plugin } from "vite";
import { createSandboxApp, type SandboxOptions } from "../create-sandbox-app";
import { API_PREFIX } from "../sandbox-routes";

type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

function isApiPath(url: string): boolean {
  return url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);
}

/**
 * A connect middleware serving the sandbox under /v1 and passing everything else on.
 * It matches on the full URL instead of mounting at /v1, because connect would strip
 * the prefix and the app's routes include it.
 */
export function createSandboxMiddleware(options: SandboxOptions = {}): Middleware {
  const listener = getRequestListener(createSandboxApp(options).fetch);
  return (request, response, next) => {
    if (!isApiPath(request.url ?? "")) return next();
    void listener(request, response);
  };
}

/** Serves the sandbox at /v1 in `vite` (dev) and `vite preview`, each with its own state. */
export function sandboxPlugin(options: SandboxOptions = {}): Plugin {
  return {
    name: "reseller-sandbox",
    configureServer(server) {
      server.middlewares.use(createSandboxMiddleware(options));
    },
    configurePreviewServer(server) {
      server.middlewares.use(createSandboxMiddleware(options));
    },
  };
}
