import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** What a real HTTP server on loopback received: used to prove a snippet sends the request. */
export interface Echo {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}

export async function startEchoServer(): Promise<{ origin: string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const echo: Echo = {
        method: request.method ?? "",
        url: request.url ?? "",
        headers: Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)])),
        body: Buffer.concat(chunks).toString("utf8"),
      };
      response.setHeader("Content-Type", "application/json");
      response.end(JSON.stringify(echo));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
