import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StaticServer, serveStatic } from "../../bench/static-server";

let directory: string;
let server: StaticServer;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), "bench-static-"));
  await writeFile(join(directory, "index.html"), "<!doctype html><title>x</title>");
  await writeFile(join(directory, "app.js"), "console.log(1)");
  server = await serveStatic(directory);
});

afterAll(async () => {
  await server.close();
  await rm(directory, { recursive: true, force: true });
});

describe("serveStatic", () => {
  it("listens on 127.0.0.1 only", () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });

  it("serves index.html for / and files with their type", async () => {
    const page = await fetch(server.url);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await page.text()).toBe("<!doctype html><title>x</title>");
    const script = await fetch(new URL("app.js", server.url));
    expect(script.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(await script.text()).toBe("console.log(1)");
  });

  it("answers 404 for a missing file and never serves outside its directory", async () => {
    expect((await fetch(new URL("nope.js", server.url))).status).toBe(404);
    expect((await fetch(`${server.url}..%2f..%2f..%2fetc%2fpasswd`)).status).toBe(403);
  });
});
