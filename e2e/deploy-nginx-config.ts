// The nginx test sites: the shipped template, rendered by the shipped script (the container's
// entrypoint), with only the values a deployer sets: the sub-path, the API, and here also the
// addresses, the certificate and the directory, so that everything stays on 127.0.0.1 and in a
// temporary directory.

import { NGINX_HTTP_PORT, NGINX_HTTPS_PORT, NGINX_ROOT_HTTP_PORT, NGINX_ROOT_HTTPS_PORT } from "./ports";

export interface SiteAddress {
  /** CONSOLE_BASE: where the console is served. */
  base: string;
  httpsPort: number;
  httpPort: number;
}

/** Under a nested sub-path, and at the root of its site: the two ways a console is mounted. */
export const NESTED_SITE: SiteAddress = {
  base: "/tools/console/",
  httpsPort: NGINX_HTTPS_PORT,
  httpPort: NGINX_HTTP_PORT,
};
export const ROOT_SITE: SiteAddress = { base: "/", httpsPort: NGINX_ROOT_HTTPS_PORT, httpPort: NGINX_ROOT_HTTP_PORT };
export const TEST_SITES = { nested: NESTED_SITE, root: ROOT_SITE };

export const originOf = (site: SiteAddress) => `https://127.0.0.1:${site.httpsPort}`;
export const urlOf = (site: SiteAddress) => `${originOf(site)}${site.base}`;

export interface SiteFiles {
  /** SITE_ROOT: the copy of dist/. */
  siteRoot: string;
  certificate: string;
  certificateKey: string;
  /** API_UPSTREAM: where /v1 goes. */
  apiUpstream: string;
  /** Where the script writes the site file. */
  output: string;
}

/** The environment deploy/render-nginx-conf.sh reads, as a deployer (or the container) sets it. */
export function renderEnvironment(site: SiteAddress, files: SiteFiles): Record<string, string> {
  return {
    CONSOLE_BASE: site.base,
    API_UPSTREAM: files.apiUpstream,
    LISTEN_HTTPS: `127.0.0.1:${site.httpsPort}`,
    LISTEN_HTTP: `127.0.0.1:${site.httpPort}`,
    TLS_CERTIFICATE: files.certificate,
    TLS_CERTIFICATE_KEY: files.certificateKey,
    SITE_ROOT: files.siteRoot,
    CONSOLE_NGINX_OUTPUT: files.output,
  };
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
