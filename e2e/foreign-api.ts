import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface ForeignRequest {
  method: string;
  path: string;
  authorization: string | undefined;
}

/**
 * Another API on loopback, at a free port the system picks: the server a pasted command names.
 * It records every request that reaches it, with its Authorization header, so a test can prove
 * that the key did not go there. It answers CORS as an API would, so that a send does arrive
 * once the user has chosen it.
 */
export async function startForeignApi() {
  const received: ForeignRequest[] = [];
  const server = createServer((request, response) => {
    received.push({
      method: request.method ?? "",
      path: request.url ?? "",
      authorization: request.headers.authorization,
    });
    response.setHeader("Access-Control-Allow-Origin", "*");
    response.setHeader("Access-Control-Allow-Headers", "Authorization, Content-Type");
    if (request.method === "OPTIONS") {
      response.writeHead(204).end();
      return;
    }
    response.writeHead(200, { "Content-Type": "application/json" }).end('{"data":{"balance":"0.00"}}');
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    received,
    /** What arrived with a key: preflights carry none. */
    withKey: () => received.filter((request) => request.authorization !== undefined),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
