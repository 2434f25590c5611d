// Every loopback port the browser tests use, in one place. E2E_PORT_OFFSET shifts them all, so a
// second checkout can run its browser tests beside the first without sharing a server.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

export const CONSOLE_PORT = 4173 + offset;
export const SANDBOX_PORT = 18787 + offset;
/** The nginx test sites: the console under a nested sub-path, and at the site's root. */
export const NGINX_HTTPS_PORT = 18443 + offset;
export const NGINX_HTTP_PORT = 18080 + offset;
export const NGINX_ROOT_HTTPS_PORT = 18444 + offset;
export const NGINX_ROOT_HTTP_PORT = 18081 + offset;
/** The first of ten pairs for private nginx sites (the deployment check's broken cases). */
export const NGINX_SPARE_HTTPS_PORT = 18450 + offset;
export const NGINX_SPARE_HTTP_PORT = 18090 + offset;

export const CONSOLE_ORIGIN = `http://127.0.0.1:${CONSOLE_PORT}`;
export const SANDBOX_ORIGIN = `http://127.0.0.1:${SANDBOX_PORT}`;
