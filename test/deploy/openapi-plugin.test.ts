import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openApiPlugin } from "../../scripts/openapi-plugin";
import { openApiDocument } from "../../src/catalog/openapi";

// The build's openapi.json is checked in dist/ by e2e/deploy.spec.ts; this is the dev server's.
describe("openapi.json on the dev server", () => {
  let vite: ViteDevServer;
  const root = mkdtempSync(join(tmpdir(), "console-openapi-"));

  beforeAll(async () => {
    vite = await createServer({
      configFile: false,
      root,
      logLevel: "silent",
      plugins: [openApiPlugin()],
      server: { host: "127.0.0.1", port: 0, strictPort: true },
    });
    await vite.listen();
  });

  afterAll(async () => {
    await vite?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("answers /openapi.json with the catalog's document", async () => {
    const address = vite.httpServer?.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${address.port}/openapi.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(await response.json()).toEqual(openApiDocument());
  });
});
