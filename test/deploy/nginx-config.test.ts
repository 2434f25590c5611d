import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { testReplacements, testSiteConfig } from "../../e2e/deploy-nginx-config";

const shipped = readFileSync("deploy/nginx.conf", "utf8");
const paths = {
  httpsPort: 18443,
  httpPort: 18080,
  root: "/tmp/t/www",
  certificate: "/tmp/t/tls/cert.pem",
  certificateKey: "/tmp/t/tls/key.pem",
  apiOrigin: "http://127.0.0.1:18787",
};

describe("the nginx configuration the deployment test runs", () => {
  it("is the shipped file with only its addresses, ports and paths changed", () => {
    const tested = testSiteConfig(shipped, paths).split("\n");
    const original = shipped.split("\n");
    expect(tested).toHaveLength(original.length);
    const changed = original.flatMap((line, index) => (line === tested[index] ? [] : [[line, tested[index]]]));
    expect(changed).toEqual(testReplacements(paths));
  });

  it("listens on 127.0.0.1 only", () => {
    const listens = testSiteConfig(shipped, paths)
      .split("\n")
      .filter((line) => /^\s*listen\s/.test(line));
    expect(listens).toEqual(["    listen 127.0.0.1:18080;", "    listen 127.0.0.1:18443 ssl;"]);
  });

  it("fails loudly when the shipped file no longer has a line it replaces", () => {
    expect(() => testSiteConfig(shipped.replace("root /var/www/reseller-console;", "root /srv;"), paths)).toThrow(
      'deploy/nginx.conf: expected the line "root /var/www/reseller-console;" exactly once',
    );
  });

  it("ships the security headers on every response, with no add_header hidden in a location", () => {
    const headers = shipped.split("\n").filter((line) => line.trim().startsWith("add_header"));
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
