import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

/** The one place the policy is written: the header the nginx sample sends. */
export const NGINX_TEMPLATE = fileURLToPath(new URL("../deploy/nginx.conf.template", import.meta.url));

/** Directives browsers ignore in a <meta> policy: only a header can carry them. */
const HEADER_ONLY = new Set(["frame-ancestors", "report-uri", "sandbox"]);

/**
 * Plain http on loopback, which the console accepts as a base URL for local development and the
 * standalone sandbox (IPv6 literals cannot be written in a policy). A host that sends nginx's
 * header as well enforces both policies, so there the header's stricter connect-src wins.
 */
export const LOOPBACK_SOURCES = ["http://localhost:*", "http://*.localhost:*", "http://127.0.0.1:*"];

/** The Content-Security-Policy value of the nginx template's add_header line. */
export function nginxPolicy(conf: string): string {
  const found = [...conf.matchAll(/^\s*add_header Content-Security-Policy "([^"]+)" always;$/gm)];
  const policy = found.length === 1 ? found[0]?.[1] : undefined;
  if (!policy) throw new Error("deploy/nginx.conf.template: expected one add_header Content-Security-Policy line");
  return policy;
}

/** nginx's policy as a <meta> can carry it: without header-only directives, loopback http allowed. */
export function metaPolicy(header: string): string {
  return header
    .split(";")
    .map((directive) => directive.trim())
    .filter((directive) => directive !== "" && !HEADER_ONLY.has(directive.split(/\s+/)[0] ?? ""))
    .map((directive) => (directive.startsWith("connect-src ") ? [directive, ...LOOPBACK_SOURCES].join(" ") : directive))
    .join("; ");
}

const CHARSET = /<meta charset="[^"]*"\s*\/?>/i;

/**
 * Puts the policy into the built index.html, for static hosts that cannot send headers: right
 * after the charset, before anything it governs. Build only: the dev server's hot reload needs
 * an inline script the policy forbids.
 */
export function cspMetaPlugin(): Plugin {
  return {
    name: "csp-meta",
    apply: "build",
    transformIndexHtml(html) {
      const policy = metaPolicy(nginxPolicy(readFileSync(NGINX_TEMPLATE, "utf8")));
      if (!CHARSET.test(html)) throw new Error("index.html: no <meta charset> to put the policy after");
      const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}" />`;
      return html.replace(CHARSET, (charset) => `${charset}\n    ${meta}`);
    },
  };
}
