import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseCsp } from "../../e2e/deploy-watch";
import { LOOPBACK_SOURCES, metaPolicy, nginxPolicy } from "../../scripts/csp-meta-plugin";

const shipped = readFileSync("deploy/nginx.conf.template", "utf8");

describe("the <meta> Content-Security-Policy of the build", () => {
  it("is nginx's policy without what a meta tag cannot carry, with loopback http to connect to", () => {
    const header = parseCsp(nginxPolicy(shipped));
    const meta = parseCsp(metaPolicy(nginxPolicy(shipped)));
    const { "frame-ancestors": _frames, ...carried } = header;
    expect(header["frame-ancestors"]).toEqual(["'none'"]);
    expect(meta).toEqual({ ...carried, "connect-src": [...(header["connect-src"] ?? []), ...LOOPBACK_SOURCES] });
  });

  it("reads exactly this from the shipped file", () => {
    expect(metaPolicy(nginxPolicy(shipped))).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; " +
        "connect-src 'self' https: http://localhost:* http://*.localhost:* http://127.0.0.1:*; " +
        "worker-src 'self' blob:; object-src 'none'; base-uri 'none'; form-action 'self'",
    );
  });

  it("drops every directive browsers ignore in a meta tag", () => {
    expect(metaPolicy("default-src 'self'; report-uri /r; sandbox; frame-ancestors 'none';")).toBe(
      "default-src 'self'",
    );
  });

  it("fails the build when the nginx template has no policy line, or two", () => {
    expect(() => nginxPolicy(shipped.replace("add_header Content-Security-Policy", "# removed"))).toThrow(
      "deploy/nginx.conf.template: expected one add_header Content-Security-Policy line",
    );
    const line = shipped.split("\n").find((text) => text.includes("add_header Content-Security-Policy")) ?? "";
    expect(() => nginxPolicy(`${shipped}\n${line}\n`)).toThrow("expected one");
  });
});
