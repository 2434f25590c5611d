import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { Validator } from "@seriousme/openapi-schema-validator";
import { metaPolicy, NGINX_TEMPLATE, nginxPolicy } from "../scripts/csp-meta-plugin";
import { UNPUBLISHED_RESPONSE } from "../src/catalog/openapi";
import { parseRuntimeConfig } from "../src/config/config-issues";
import { DEMO_KEYS } from "../src/sandbox/demo-keys";
import { parseCsp } from "./deploy-watch";

// What `npm run build` put in dist/, checked file by file: no browser needed.
const DIST = fileURLToPath(new URL("../dist/", import.meta.url));
const distFiles = (dir = DIST): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? distFiles(join(dir, entry.name)) : [relative(DIST, join(dir, entry.name))],
  );
const distText = (file: string) => readFileSync(join(DIST, file), "utf8");
const TEXT_FILE = /\.(html|js|css|json|svg|txt)$/;

test.describe("the build in dist/", () => {
  test("has no source maps", () => {
    const files = distFiles();
    expect(files).toContain("index.html");
    expect(files.filter((file) => file.endsWith(".map"))).toEqual([]);
    for (const file of files.filter((name) => TEXT_FILE.test(name))) {
      expect(distText(file), file).not.toContain("sourceMappingURL");
    }
  });

  test("holds no API key other than the public demo keys, and no secret of the build's environment", () => {
    const texts = distFiles()
      .filter((file) => TEXT_FILE.test(file))
      .map((file) => [file, distText(file)] as const);
    const keyLike = new Set(texts.flatMap(([, text]) => text.match(/\bsk_[A-Za-z0-9_]+/g) ?? []));
    expect([...keyLike].sort()).toEqual(Object.values(DEMO_KEYS).sort());
    // scripts/test-all.sh builds with canary secrets in the environment: they must not get in.
    const secrets = Object.entries(process.env).filter(
      ([name, value]) => /KEY|TOKEN|SECRET|PASSWORD|CREDENTIAL/i.test(name) && value !== undefined && value.length >= 8,
    );
    for (const [name, value] of secrets) {
      const leaks = texts.filter(([, text]) => text.includes(value as string)).map(([file]) => file);
      expect(leaks, `the value of ${name}`).toEqual([]);
    }
  });

  test("index.html has no inline script or style and loads everything by relative URL", () => {
    const html = distText("index.html");
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\ssrc="\.\/assets\/[^"]+\.js"/);
      expect(body?.trim()).toBe("");
    }
    expect(html).not.toMatch(/<style|\sstyle=|\son[a-z]+=/i);
    // A link within the page (the prerendered first screen's skip links, #…) loads nothing.
    const urls = [...html.matchAll(/\s(?:src|href)="([^"#][^"]*)"/g)].map((match) => match[1]);
    expect(urls.length).toBeGreaterThan(1);
    for (const url of urls) expect(url).toMatch(/^\.\//);
  });

  test("index.html carries nginx's Content-Security-Policy in a meta tag, before anything it governs", () => {
    const html = distText("index.html");
    const tags = [...html.matchAll(/<(meta|script|link)\b[^>]*>/g)].map(([tag]) => tag);
    const meta = tags.findIndex((tag) => tag.includes('http-equiv="Content-Security-Policy"'));
    expect(tags[meta - 1]).toMatch(/^<meta charset=/);
    expect(tags.findIndex((tag) => /^<(script|link)/.test(tag))).toBeGreaterThan(meta);
    const content = /\scontent="([^"]*)"/.exec(tags[meta] ?? "")?.[1];
    expect(content).toBe(metaPolicy(nginxPolicy(readFileSync(NGINX_TEMPLATE, "utf8"))));
    expect(parseCsp(content)).toMatchObject({ "script-src": ["'self'"], "object-src": ["'none'"] });
  });

  test("ships config.json next to index.html: the embedded sandbox, demo mode", () => {
    const shipped = JSON.parse(distText("config.json"));
    expect(shipped).toEqual(JSON.parse(readFileSync(join(DIST, "..", "public", "config.json"), "utf8")));
    const state = parseRuntimeConfig(shipped, "https://console.example.com/config.json");
    expect(state.problem).toBeUndefined();
    expect(state.config).toMatchObject({ environments: [], demoMode: true, defaultEnvironment: "Embedded sandbox" });
  });

  test("writes openapi.json next to index.html, valid OpenAPI 3.1", async () => {
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(distText("openapi.json")));
    expect(result.errors).toBeUndefined();
    expect(validator.version).toBe("3.1");
  });

  test("keeps the OpenAPI generator out of what the first screen loads", () => {
    const html = distText("index.html");
    const initial = [...html.matchAll(/(?:src|href)="\.\/(assets\/[^"]+\.js)"/g)].map((match) => match[1] as string);
    expect(initial.length).toBeGreaterThan(0);
    for (const file of initial) expect(distText(file), file).not.toContain(UNPUBLISHED_RESPONSE);
    const lazy = distFiles().filter((file) => file.endsWith(".js") && distText(file).includes(UNPUBLISHED_RESPONSE));
    expect(lazy).toHaveLength(1);
    expect(initial).not.toContain(lazy[0]);
  });
});
