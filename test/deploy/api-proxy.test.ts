import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiProxy } from "../../scripts/api-proxy";
import { type SandboxServer, startSandboxServer } from "../../src/sandbox/node/start-sandbox-server";

describe("the dev server's proxy to a real API (API_PROXY_TARGET)", () => {
  let api: SandboxServer;
  let vite: ViteDevServer;
  let origin: string;
  const root = mkdtempSync(join(tmpdir(), "console-proxy-"));

  beforeAll(async () => {
    api = await startSandboxServer({ port: 0, hostname: "127.0.0.1" });
    vite = await createServer({
      configFile: false,
      root,
      logLevel: "silent",
      server: { host: "127.0.0.1", port: 0, strictPort: true, proxy: apiProxy(new URL(api.url).origin) },
    });
    await vite.listen();
    const address = vite.httpServer?.address() as AddressInfo;
    origin = `http://127.0.0.1:${address.port}`;
  });

  afterAll(async () => {
    await vite?.close();
    await api?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("forwards /proxy/v1/... to the API, same origin for the page", async () => {
    const response = await fetch(`${origin}/proxy/v1/balance`, {
      headers: { Authorization: "Bearer sk_demo_funded", Origin: origin },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ data: { currency: "USD" } });
  });

  it("passes the API's own errors through untouched", async () => {
    const response = await fetch(`${origin}/proxy/v1/balance`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: "AUTH_MISSING" } });
    expect((await fetch(`${origin}/proxy/v1/nothing-here`)).status).toBe(404);
  });

  it("proxies nothing when the variable is unset, and refuses a plain-http API", () => {
    expect(apiProxy(undefined)).toBeUndefined();
    expect(apiProxy("  ")).toBeUndefined();
    expect(() => apiProxy("http://api.example.com")).toThrow(
      "API_PROXY_TARGET: The API is served over HTTPS only: use https:// (plain http is allowed on localhost)",
    );
    expect(Object.keys(apiProxy("https://api.example.com") ?? {})).toEqual(["^/proxy(/|$)"]);
  });
});
