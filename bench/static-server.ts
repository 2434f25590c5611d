import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, resolve, sep } from "node:path";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
};

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves a build directory on 127.0.0.1 at a free port. In-process and uncompressed: nothing to
 * spawn or leak, and the gzip figures are computed by the benchmark, not taken from a server.
 */
export function serveStatic(directory: string): Promise<StaticServer> {
  const root = resolve(directory);
  const server = createServer((request, response) => {
    let path: string;
    try {
      path = decodeURIComponent(new URL(request.url ?? "/", "http://localhost").pathname);
    } catch {
      response.writeHead(400).end();
      return;
    }
    const file = resolve(root, `.${path.endsWith("/") ? `${path}index.html` : path}`);
    if (file !== root && !file.startsWith(root + sep)) {
      response.writeHead(403).end();
      return;
    }
    readFile(file).then(
      (body) => {
        response.writeHead(200, {
          "Content-Type": TYPES[extname(file)] ?? "application/octet-stream",
          "Cache-Control": "no-store",
        });
        response.end(body);
      },
      () => response.writeHead(404).end(),
    );
  });
  return new Promise((done, fail) => {
    server.once("error", fail);
    server.listen(0, "127.0.0.1", () => {
      server.off("error", fail);
      const { port } = server.address() as AddressInfo;
      done({
        url: `http://127.0.0.1:${port}/`,
        close: () =>
          new Promise((closed) => {
            server.closeAllConnections();
            server.close(() => closed());
          }),
      });
    });
  });
}
