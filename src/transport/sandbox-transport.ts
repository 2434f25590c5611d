import type { Transport } from "./transport";

/** The embedded sandbox answers requests to this origin, in the page, with no network. */
export const SANDBOX_ORIGIN = "https://sandbox.invalid";
export const SANDBOX_BASE_URL = `${SANDBOX_ORIGIN}/v1`;

type AppFetch = (request: Request) => Response | Promise<Response>;

/**
 * The sandbox is loaded on first use, so the first screen does not pay for it. One app per page;
 * the embedded one keeps its state (balance, orders, clock) in the browser, written before each
 * answer is handed back.
 */
export function createSandboxTransport(loadApp: () => Promise<AppFetch>): Transport {
  let app: Promise<AppFetch> | undefined;
  return async (request) => {
    app ??= loadApp();
    const appFetch = await app;
    return appFetch(request);
  };
}

/** The embedded sandbox's kept state was damaged (and replaced by the seed), or cannot be kept. */
export type SandboxProblem = "damaged" | "unavailable";

export function createEmbeddedSandboxTransport(
  onProblem: (problem: SandboxProblem) => void = () => undefined,
): Transport {
  return createSandboxTransport(async () => {
    const { createEmbeddedSandbox } = await import("../sandbox/persist/embedded-sandbox");
    const sandbox = createEmbeddedSandbox(onProblem);
    return (request) => sandbox.fetch(request);
  });
}
