import { createServer, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { PreviewServer, ViteDevServer } from "vite";
import { afterEach, describe, expect, it } from "vitest";
import { DEMO_KEYS } from "../../src/sandbox/demo-keys";
import { createSandboxMiddleware, sandboxPlugin } from "../../src/sandbox/node/vite-sandbox-plugin";

type Middleware = ReturnType<typeof createSandboxMiddleware>;

let server: Server | undefined;

afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

/** Serves a middleware the way connect does, with a `next` that answers 418. */
async function serveMiddleware(middleware: Middleware): Promise<string> {
  const listener: RequestListener = (request, response) =>
    middleware(request, response, () => {
      response.statusCode = 418;
      response.end("next");
    });
  server = createServer(listener);
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("sandbox Vite plugin", () => {
  it("answers /v1 requests and passes everything else on", async () => {
    const base = await serveMiddleware(createSandboxMiddleware());
    const games = await fetch(`${base}/v1/games`, {
      headers: { Authorization: `Bearer ${DEMO_KEYS.funded}` },
      signal: AbortSignal.timeout(5_000),
    });
    expect(games.status).toBe(200);
    expect(games.headers.get("Content-Type")).toBe("application/json");
    for (const path of ["/", "/index.html", "/v1x/games", "/src/main.tsx"]) {
      const passed = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(5_000) });
      expect(passed.status, path).toBe(418);
    }
    const notFound = await fetch(`${base}/v1`, { signal: AbortSignal.timeout(5_000) });
    expect(notFound.status).toBe(404);
  });

  it("answers the Rupiah key in the market's style, as the page and the standalone server do", async () => {
    const base = await serveMiddleware(createSandboxMiddleware());
    const refused = await fetch(`${base}/v1/players/validate`, {
      method: "POST",
      headers: { Authorization: `Bearer ${DEMO_KEYS.rupiah}`, "Content-Type": "application/json" },
      body: JSON.stringify({ game_id: 1, user_id: "100000404" }),
      signal: AbortSignal.timeout(5_000),
    });
    expect(refused.status).toBe(200);
    expect(await refused.json()).toEqual({ status: 0, error_msg: "ID pemain tidak ditemukan", rc: "54" });
  });

  it("serves the sandbox's faults, and its state is kept between requests", async () => {
    const base = await serveMiddleware(createSandboxMiddleware());
    const set = await fetch(`${base}/v1/_sandbox/faults`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ rate: 1, kinds: ["server_error"], rate_limit_per_minute: 30 }),
      signal: AbortSignal.timeout(5_000),
    });
    expect(set.status).toBe(200);
    const games = await fetch(`${base}/v1/games`, {
      headers: { Authorization: `Bearer ${DEMO_KEYS.funded}` },
      signal: AbortSignal.timeout(5_000),
    });
    expect(games.status).toBe(500);
  });

  it("mounts the middleware in both the dev and the preview server", () => {
    const plugin = sandboxPlugin();
    expect(plugin.name).toBe("reseller-sandbox");
    const mounted: unknown[] = [];
    const fake = { middlewares: { use: (fn: unknown) => mounted.push(fn) } };
    const { configureServer, configurePreviewServer } = plugin;
    if (typeof configureServer !== "function" || typeof configurePreviewServer !== "function") {
      throw new Error("expected function hooks");
    }
    configureServer.call({} as never, fake as unknown as ViteDevServer);
    configurePreviewServer.call({} as never, fake as unknown as PreviewServer);
    expect(mounted).toHaveLength(2);
    expect(mounted.every((fn) => typeof fn === "function")).toBe(true);
  });
});
