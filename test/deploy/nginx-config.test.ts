import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// deploy/render-nginx-conf.sh, the one step between the shipped template and a running nginx
// (and the container's entrypoint). e2e/deploy.spec.ts runs what it renders in nginx.

const template = readFileSync("deploy/nginx.conf.template", "utf8");

function render(values: Record<string, string>) {
  const run = spawnSync("sh", ["deploy/render-nginx-conf.sh"], {
    env: { PATH: process.env.PATH, ...values },
    encoding: "utf8",
    timeout: 10_000,
  });
  return { status: run.status, conf: run.stdout, errors: run.stderr };
}

const API = { API_UPSTREAM: "https://api.example.com" };
const lines = (conf: string, start: string) => conf.split("\n").filter((line) => line.trim().startsWith(start));

describe("the nginx template, rendered", () => {
  it("serves the console under a nested sub-path: one value, every place it is needed", () => {
    const { status, conf } = render({ ...API, CONSOLE_BASE: "/tools/console/" });
    expect(status).toBe(0);
    expect(conf).toContain("    location ^~ /tools/console/ {\n        alias /var/www/reseller-console/;\n");
    expect(conf).toContain('    ~^/tools/console/assets/    "public, max-age=31536000, immutable";');
    expect(conf).toContain("    location ~ ^(/|/tools/console)$ {\n        return 302 /tools/console/;\n");
    expect(lines(conf, "proxy_pass")).toEqual(["        proxy_pass https://api.example.com;"]);
    expect(conf).not.toMatch(/console\/console|\$\{/);
  });

  it("serves it at the root with the same template, with no redirect loop", () => {
    const { status, conf } = render({ ...API, CONSOLE_BASE: "/" });
    expect(status).toBe(0);
    expect(conf).toContain("    location ^~ / {\n        alias /var/www/reseller-console/;\n");
    expect(conf).toContain('    ~^/assets/    "public, max-age=31536000, immutable";');
    // Unreachable at /: the console's ^~ location takes every request before a regex is tried.
    expect(conf).toContain("    location ~ ^(/|)$ {\n        return 302 /;\n");
    expect(render(API).conf).toBe(conf);
  });

  it("escapes the sub-path where it is a regular expression", () => {
    const { conf } = render({ ...API, CONSOLE_BASE: "/api.tools/v2.console/" });
    expect(conf).toContain("~^/api\\.tools/v2\\.console/assets/ ");
    expect(conf).toContain("location ~ ^(/|/api\\.tools/v2\\.console)$ {");
    expect(conf).toContain("location ^~ /api.tools/v2.console/ {");
  });

  it("replaces only its own values: nginx's variables stay", () => {
    const { conf } = render({ ...API, CONSOLE_BASE: "/c/" });
    const nginxVariables = (text: string) => [...text.matchAll(/\$[a-z_]+/g)].map(([name]) => name);
    expect(nginxVariables(conf)).toEqual(nginxVariables(template.replaceAll(/\$\{[A-Z_]+\}/g, "")));
    expect(nginxVariables(conf)).toContain("$request_uri");
  });

  it("takes the addresses, certificate, directory and name a deployment or the test gives", () => {
    const { conf } = render({
      ...API,
      SERVER_NAME: "console.example.com www.console.example.com",
      LISTEN_HTTPS: "127.0.0.1:8443",
      LISTEN_HTTP: "[::1]:8080",
      TLS_CERTIFICATE: "/run/tls/cert.pem",
      TLS_CERTIFICATE_KEY: "/run/tls/key.pem",
      SITE_ROOT: "/srv/console/",
    });
    expect(lines(conf, "listen")).toEqual(["listen [::1]:8080;", "listen 127.0.0.1:8443 ssl;"].map((l) => `    ${l}`));
    expect(lines(conf, "server_name")).toEqual(
      Array(2).fill("    server_name console.example.com www.console.example.com;"),
    );
    expect(lines(conf, "ssl_certificate")).toEqual([
      "    ssl_certificate /run/tls/cert.pem;",
      "    ssl_certificate_key /run/tls/key.pem;",
    ]);
    expect(lines(conf, "alias")).toEqual(["        alias /srv/console/;"]);
  });

  it("refuses bad values, every one at once, and writes nothing", () => {
    const { status, conf, errors } = render({
      CONSOLE_BASE: "tools/console",
      SERVER_NAME: "a;b",
      LISTEN_HTTPS: "443 ssl",
      SITE_ROOT: "/srv/my console",
    });
    expect(status).toBe(1);
    expect(conf).toBe("");
    expect(errors.split("\n")).toEqual([
      "render-nginx-conf.sh: nothing written; fix these and run it again:",
      "  CONSOLE_BASE=tools/console: expected / or a path that starts and ends with /, such as /tools/console/ (letters, digits, . _ ~ -)",
      "  API_UPSTREAM is not set: expected the API's origin, such as https://api.example.com (this site's /v1/ goes there)",
      "  SERVER_NAME=a;b: expected host names separated by spaces, such as console.example.com (or _ for any)",
      "  LISTEN_HTTPS=443 ssl: expected a port such as 443, or an address and a port such as 127.0.0.1:8443",
      "  SITE_ROOT=/srv/my console: expected an absolute path without spaces or quotes",
      "",
    ]);
  });

  it("writes the site file it is given, and leaves a working one in place when a value is wrong", () => {
    const dir = mkdtempSync(join(tmpdir(), "render-nginx-"));
    try {
      const output = join(dir, "reseller-console.conf");
      const written = render({ ...API, CONSOLE_BASE: "/tools/console/", CONSOLE_NGINX_OUTPUT: output });
      expect(written).toMatchObject({
        status: 0,
        conf:
          `render-nginx-conf.sh: wrote ${output}: ` +
          "the console at /tools/console/ from /var/www/reseller-console, /v1/ to https://api.example.com\n",
      });
      expect(readFileSync(output, "utf8")).toBe(render({ ...API, CONSOLE_BASE: "/tools/console/" }).conf);
      writeFileSync(output, "the working site file");
      expect(render({ CONSOLE_BASE: "/tools/console/", CONSOLE_NGINX_OUTPUT: output }).status).toBe(1);
      expect(readFileSync(output, "utf8")).toBe("the working site file");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("refuses an API address nginx would get wrong, or plain http off loopback", () => {
    const refused = (value: string, base = "/") => render({ API_UPSTREAM: value, CONSOLE_BASE: base }).errors;
    expect(refused("https://api.example.com/")).toContain("expected an origin without a path or a final /");
    expect(refused("https://api.example.com/v1")).toContain("expected an origin without a path or a final /");
    expect(refused("http://api.example.com")).toContain("the API is served over HTTPS only");
    expect(refused("ftp://api.example.com")).toContain("expected https:// and a host name");
    expect(refused("https://api.example.com", "/v1/console/")).toContain("/v1/ is where the API is proxied");
    expect(refused("https://api.example.com", "/a/../")).toContain("CONSOLE_BASE=/a/../: expected");
    expect(refused("https://api.example.com", "/a\n}\n/")).toContain("CONSOLE_BASE=/a");
    expect(render({ API_UPSTREAM: "http://127.0.0.1:8787" }).status).toBe(0);
    expect(render({ API_UPSTREAM: "https://[2001:db8::1]:8443" }).status).toBe(0);
  });
});

describe("the nginx template", () => {
  it("ships the security headers on every response, with no add_header hidden in a location", () => {
    const headers = lines(template, "add_header");
    expect(headers.map((line) => line.trim().split(" ")[1])).toEqual([
      "Content-Security-Policy",
      "X-Content-Type-Options",
      "Referrer-Policy",
      "X-Frame-Options",
      "Strict-Transport-Security",
      "Cache-Control",
    ]);
    for (const line of headers) {
      expect(line).toMatch(/ always;$/);
      expect(line.startsWith("    add_header")).toBe(true);
    }
  });
});
