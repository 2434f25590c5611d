import { readFileSync } from "node:fs";
import { createServer } from "node:https";
import type { AddressInfo } from "node:net";
import type { Certificate } from "./nginx-site";

export interface Preflight {
  path: string;
  origin: string | undefined;
  method: string | undefined;
  headers: string | undefined;
  authorization: string | undefined;
}

/**
 * An HTTPS API on loopback, at a free port, that answers CORS preflights: either as the README
 * asks ("allows") or as a gateway often does by mistake ("forgets Authorization" in
 * Access-Control-Allow-Headers). It records every preflight it receives.
 */
export async function startCorsApi(tls: Certificate, answers: "allows" | "forgets Authorization") {
  const preflights: Preflight[] = [];
  const server = createServer(
    { cert: readFileSync(tls.certificate), key: readFileSync(tls.key) },
    (request, response) => {
      if (request.method !== "OPTIONS") {
        response.writeHead(401, { "Access-Control-Allow-Origin": "*" }).end();
        return;
      }
      preflights.push({
        path: request.url ?? "",
        origin: request.headers.origin,
        method: request.headers["access-control-request-method"] as string | undefined,
        headers: request.headers["access-control-request-headers"] as string | undefined,
        authorization: request.headers.authorization,
      });
      response
        .writeHead(204, {
          "Access-Control-Allow-Origin": "*",
          "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
          "Access-Control-Allow-Headers": answers === "allows" ? "Authorization, Content-Type" : "Content-Type",
          "Access-Control-Max-Age": "600",
        })
        .end();
    },
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `https://127.0.0.1:${port}`,
    preflights,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
