import type { BaseUrlProblem } from "../lib/parse-url";

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** What is wrong with a base URL, for the page to word in its language; `message` says it in English. */
export type BaseUrlCheck =
  | { ok: true; url: URL }
  | { ok: false; problem: BaseUrlProblem; message: string /** The scheme given instead of https. */; got?: string };

/** The API a base URL names, so that "https://A.example/v1/" and "https://a.example/v1" are one. */
export function apiBase(text: string): string | undefined {
  try {
    const url = new URL(text.trim());
    return url.origin + url.pathname.replace(/\/+$/, "");
  } catch {
    return undefined;
  }
}

/** Whether two base URLs send requests to the same API (the same origin and path prefix). */
export function sameApiBase(a: string, b: string): boolean {
  const base = apiBase(a);
  return base !== undefined && base === apiBase(b);
}

export function isLoopback(host: string): boolean {
  return LOOPBACK_HOSTS.has(host) || host.endsWith(".localhost") || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/**
 * The spec requires HTTPS. Plain http is allowed only on loopback, for local development
 * and the standalone sandbox.
 */
export function checkBaseUrl(text: string): BaseUrlCheck {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return {
      ok: false,
      problem: "not-url",
      message: "Base URL must be a full address such as https://api.example.com/v1",
    };
  }
  // Credentials in a URL are a secret in plain sight, and fetch refuses them anyway.
  if (url.username || url.password) {
    return {
      ok: false,
      problem: "credentials",
      message: "Base URL must not contain a user name or password: the key goes in API key",
    };
  }
  if (url.search || url.hash) {
    return {
      ok: false,
      problem: "query",
      message: "Base URL must not contain ? or #: add query parameters to the action instead",
    };
  }
  if (url.protocol === "https:") return { ok: true, url };
  if (url.protocol === "http:" && isLoopback(url.hostname)) return { ok: true, url };
  if (url.protocol === "http:") {
    return {
      ok: false,
      problem: "https-only",
      message: "The API is served over HTTPS only: use https:// (plain http is allowed on localhost)",
    };
  }
  return {
    ok: false,
    problem: "scheme",
    got: url.protocol,
    message: `Base URL must start with https:// (got ${url.protocol})`,
  };
}
