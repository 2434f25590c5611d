// Turns the shipped deploy/nginx.conf into the one the deployment test runs. Only addresses,
// ports and paths change; each replaced line must be found exactly once, so a change to the
// shipped file cannot silently leave the test running something else.

import { NGINX_HTTPS_PORT } from "./ports";

export { NGINX_HTTP_PORT, NGINX_HTTPS_PORT } from "./ports";
export const NGINX_ORIGIN = `https://127.0.0.1:${NGINX_HTTPS_PORT}`;

export interface TestSitePaths {
  httpsPort: number;
  httpPort: number;
  /** Holds console/, the copy of dist/. */
  root: string;
  certificate: string;
  certificateKey: string;
  /** Where /v1 goes: the standalone sandbox. */
  apiOrigin: string;
}

export function testReplacements(paths: TestSitePaths): [string, string][] {
  return [
    ["    listen 80;", `    listen 127.0.0.1:${paths.httpPort};`],
    ["    listen 443 ssl;", `    listen 127.0.0.1:${paths.httpsPort} ssl;`],
    ["    ssl_certificate /etc/ssl/certs/console.example.com.pem;", `    ssl_certificate ${paths.certificate};`],
    [
      "    ssl_certificate_key /etc/ssl/private/console.example.com.key;",
      `    ssl_certificate_key ${paths.certificateKey};`,
    ],
    ["    root /var/www/reseller-console;", `    root ${paths.root};`],
    ["        proxy_pass https://api.example.com;", `        proxy_pass ${paths.apiOrigin};`],
  ];
}

export function testSiteConfig(shipped: string, paths: TestSitePaths): string {
  const lines = shipped.split("\n");
  for (const [from, to] of testReplacements(paths)) {
    const at = lines.flatMap((line, index) => (line === from ? [index] : []));
    if (at.length !== 1) throw new Error(`deploy/nginx.conf: expected the line "${from.trim()}" exactly once`);
    lines[at[0] as number] = to;
  }
  return lines.join("\n");
}

/**
 * The main configuration around the site, as Debian's /etc/nginx/nginx.conf would be, but
 * with every file the server writes inside the test's own directory.
 */
export function testMainConfig(dir: string): string {
  return [
    "worker_processes 1;",
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    "events { worker_connections 128; }",
    "http {",
    "    include /etc/nginx/mime.types;",
    "    default_type application/octet-stream;",
    `    access_log ${dir}/access.log;`,
    `    client_body_temp_path ${dir}/temp/client_body;`,
    `    proxy_temp_path ${dir}/temp/proxy;`,
    `    fastcgi_temp_path ${dir}/temp/fastcgi;`,
    `    uwsgi_temp_path ${dir}/temp/uwsgi;`,
    `    scgi_temp_path ${dir}/temp/scgi;`,
    `    include ${dir}/site.conf;`,
    "}",
    "",
  ].join("\n");
}
