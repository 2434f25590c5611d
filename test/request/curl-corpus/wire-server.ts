import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** One request exactly as it arrived: method, target, every header line in order, body bytes. */
export interface WireRequest {
  method: string;
  target: string;
  headers: [string, string][];
  body: Buffer;
}

export interface WireServer {
  origin: string;
  host: string;
  /** Everything received since the last call, waiting up to `ms` for the first request. */
  take: (ms: number) => Promise<WireRequest[]>;
  close: () => Promise<void>;
}

/** A loopback HTTP server that records what curl put on the wire and answers a short 200. */
export async function startWireServer(): Promise<WireServer> {
  let received: WireRequest[] = [];
  let wake: (() => void) | undefined;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const headers: [string, string][] = [];
      for (let at = 0; at < request.rawHeaders.length; at += 2) {
        headers.push([request.rawHeaders[at] ?? "", request.rawHeaders[at + 1] ?? ""]);
      }
      received.push({ method: request.method ?? "", target: request.url ?? "", headers, body: Buffer.concat(chunks) });
      wake?.();
      response.end("ok\n");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    take: async (ms) => {
      if (received.length === 0) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, ms);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = undefined;
      }
      // A second request (a glob, a second URL) comes right after the first.
      await new Promise((resolve) => setTimeout(resolve, received.length > 0 ? 20 : 0));
      const taken = received;
      received = [];
      return taken;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
