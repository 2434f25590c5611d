import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { createSandboxApp, type SandboxOptions } from "../create-sandbox-app";
import { API_PREFIX } from "../sandbox-routes";

export interface SandboxServerOptions extends SandboxOptions {
  /** 0 picks a free port. */
  port?: number;
  hostname?: string;
}

export interface SandboxServer {
  /** The API base, e.g. http://127.0.0.1:8787/v1 */
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Serves a fresh sandbox app over HTTP; resolves once it listens, rejects if it cannot. */
export function startSandboxServer(options: SandboxServerOptions = {}): Promise<SandboxServer> {
  const { port = 8787, hostname = "127.0.0.1", ...appOptions } = options;
  const app = createSandboxApp(appOptions);
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname }, (info: AddressInfo) => {
      server.off("error", reject);
      const host = info.family === "IPv6" ? `[${info.address}]` : info.address;
      resolve({
        url: `http://${host}:${info.port}${API_PREFIX}`,
        port: info.port,
        close: () =>
          new Promise((done) => {
            // Open keep-alive and hung (hang scenario) connections would hold close() forever.
            if ("closeAllConnections" in server) server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
    server.once("error", reject);
  });
}
