import type { Transport } from "./transport";

/** The embedded sandbox answers requests to this origin, in the page, with no network. */
export const SANDBOX_ORIGIN = "https://sandbox.invalid";
export const SANDBOX_BASE_URL = `${SANDBOX_ORIGIN}/v1`;

type AppFetch = (request: Request) => Response | Promise<Response>;

/**
 * The sandbox is loaded on first use, so the first screen does not pay for it. One app
 * per page: its state (balance, orders) lives as long as the page does.
 */
export function createSandboxTransport(loadApp: () => Promise<AppFetch>): Transport {
  let app: Promise<AppFetch> | undefined;
  return async (request) => {
    app ??= loadApp();
    const appFetch = await app;
    return appFetch(request);
  };
}

export function createEmbeddedSandboxTransport(): Transport {
  return createSandboxTransport(async () => {
    const { createSandboxApp } = await import("../sandbox/create-sandbox-app");
    const sandbox = createSandboxApp();
    return (request) => sandbox.fetch(request);
  });
}
