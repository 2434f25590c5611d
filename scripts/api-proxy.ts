import type { ProxyOptions } from "vite";
import { checkBaseUrl } from "../src/request/base-url";

/** Requests to /proxy/... on the dev server go to the API, from the server: no CORS involved. */
export const API_PROXY_PATH = "/proxy";

/**
 * The dev (and preview) server's proxy to a real API, from API_PROXY_TARGET (for example
 * https://api.example.com): /proxy/v1/balance is forwarded to https://api.example.com/v1/balance.
 * Nothing is proxied when the variable is unset.
 */
export function apiProxy(target: string | undefined): Record<string, ProxyOptions> | undefined {
  if (target === undefined || target.trim() === "") return undefined;
  const check = checkBaseUrl(target);
  if (!check.ok) throw new Error(`API_PROXY_TARGET: ${check.message}`);
  return {
    [`^${API_PROXY_PATH}(/|$)`]: {
      target: check.url.href,
      changeOrigin: true,
      secure: true,
      rewrite: (path) => path.slice(API_PROXY_PATH.length) || "/",
      configure: (proxy) => {
        // The API sees a server-side call: the dev page's origin, referrer and cookies stay here.
        proxy.on("proxyReq", (request) => {
          request.removeHeader("origin");
          request.removeHeader("referer");
          request.removeHeader("cookie");
        });
      },
    },
  };
}
