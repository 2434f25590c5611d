// Content-Security-Policy as a browser reads it: enough of CSP Level 3 to say whether a policy
// lets the console run and reach an API.

export type Policy = Record<string, string[]>;

/** "default-src 'self'; script-src 'self'" → { "default-src": ["'self'"], "script-src": ["'self'"] } */
export function parseCsp(header: string | undefined): Policy {
  const directives: Policy = {};
  for (const part of (header ?? "").split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    // The first of a repeated directive counts; browsers ignore the rest.
    if (name && !(name.toLowerCase() in directives)) directives[name.toLowerCase()] = values;
  }
  return directives;
}

/** The sources a fetch directive falls back to: its own, else default-src, else none given (anything). */
export function effectiveSources(policy: Policy, directive: string): string[] | undefined {
  return policy[directive] ?? policy["default-src"];
}

const DEFAULT_PORTS: Record<string, string> = { "http:": "80", "https:": "443", "ws:": "80", "wss:": "443" };
const portOf = (url: URL) => url.port || DEFAULT_PORTS[url.protocol] || "";

/** http: also matches https:, ws: also wss: (CSP allows the secure upgrade of a scheme). */
function schemeMatches(wanted: string, actual: string): boolean {
  const secure: Record<string, string> = { "http:": "https:", "ws:": "wss:" };
  return wanted === actual || secure[wanted] === actual;
}

const HOST_SOURCE = /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*|\*\.[^:/]+|[^:/*]+)(?::(\*|\d+))?(\/.*)?$/i;

/** Whether one source expression allows a request to url, from a page at self. */
export function sourceMatches(source: string, url: URL, self: URL): boolean {
  const text = source.toLowerCase();
  if (text === "'self'") {
    return url.origin === self.origin || (schemeMatches(self.protocol, url.protocol) && url.host === self.host);
  }
  if (text === "*") return ["http:", "https:", "ws:", "wss:"].includes(url.protocol) || url.protocol === self.protocol;
  if (/^[a-z][a-z0-9+.-]*:$/.test(text)) return schemeMatches(text, url.protocol);
  if (text.startsWith("'")) return false;
  const parts = HOST_SOURCE.exec(text);
  if (!parts) return false;
  const [, scheme, host = "", port, path] = parts;
  if (scheme ? !schemeMatches(`${scheme}:`, url.protocol) : !schemeMatches(self.protocol, url.protocol)) return false;
  const hostname = url.hostname.toLowerCase();
  if (host.startsWith("*.") ? !hostname.endsWith(host.slice(1)) : host !== "*" && host !== hostname) return false;
  // Without a port, a source allows the default one of the request's scheme (URL leaves it out).
  if (port === undefined ? url.port !== "" : port !== "*" && port !== portOf(url)) return false;
  if (path && path !== "/") return path.endsWith("/") ? url.pathname.startsWith(path) : url.pathname === path;
  return true;
}

/** Whether a policy lets the page at self connect (fetch) to url. */
export function allowsConnect(policy: Policy, url: URL, self: URL): boolean {
  const sources = effectiveSources(policy, "connect-src");
  if (sources === undefined) return true;
  return sources.some((source) => sourceMatches(source, url, self));
}
