import type { OpenApiServer } from "../../catalog/openapi";
import type { RuntimeConfig } from "../../config/runtime-config";
import { checkBaseUrl } from "../../request/base-url";
import { SANDBOX_ORIGIN } from "../../transport/sandbox-transport";

/** The configured APIs and the Base URL in use; never the in-page sandbox, which other tools cannot reach. */
export function openApiServers(config: RuntimeConfig, baseUrl: string): OpenApiServer[] {
  const servers: OpenApiServer[] = config.environments
    .filter((env) => new URL(env.baseUrl).origin !== SANDBOX_ORIGIN)
    .map((env) => ({ url: env.baseUrl, description: env.live ? `${env.name} (LIVE — real money)` : env.name }));
  const current = checkBaseUrl(baseUrl);
  if (
    current.ok &&
    current.url.origin !== SANDBOX_ORIGIN &&
    !servers.some((server) => server.url === current.url.href)
  ) {
    servers.push({ url: current.url.href, description: "The Base URL in use" });
  }
  return servers;
}
