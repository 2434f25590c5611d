// Every loopback port the browser tests use, in one place. E2E_PORT_OFFSET shifts them all, so a
// second checkout can run its browser tests beside the first without sharing a server.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

export const CONSOLE_PORT = 4173 + offset;
export const SANDBOX_PORT = 18787 + offset;
export const NGINX_HTTPS_PORT = 18443 + offset;
export const NGINX_HTTP_PORT = 18080 + offset;

export const CONSOLE_ORIGIN = `http://127.0.0.1:${CONSOLE_PORT}`;
export const SANDBOX_ORIGIN = `http://127.0.0.1:${SANDBOX_PORT}`;
