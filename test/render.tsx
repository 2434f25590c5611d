import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect } from "vitest";
import { App } from "../src/app/app";
import { Providers } from "../src/app/providers";
import { BUILT_IN_STATE, type ConfigState } from "../src/app/runtime-config-load";
import { createSandboxApp } from "../src/sandbox/create-sandbox-app";
import type { Transport } from "../src/transport/transport";

export interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** The real sandbox app as the transport, keeping a copy of every request it is handed. */
export function recordingSandbox(inner?: Transport) {
  const sandbox = createSandboxApp();
  const target: Transport = inner ?? (async (request) => sandbox.fetch(request));
  const sent: SentRequest[] = [];
  const transport: Transport = async (request) => {
    sent.push({
      method: request.method,
      url: request.url,
      headers: Object.fromEntries(request.headers.entries()),
      body: await request.clone().text(),
    });
    return target(request);
  };
  return { transport, sent };
}

export function renderConsole(transport: Transport, config: ConfigState = BUILT_IN_STATE) {
  const user = userEvent.setup();
  const view = render(
    <Providers transport={transport} config={config}>
      <App />
    </Providers>,
  );
  return { user, ...view };
}

export const responseRegion = () => screen.getByRole("region", { name: "Response" });
export const requestRegion = () => screen.getByRole("region", { name: "Request" });

/** Waits until the response's status line (a live region) says the given text. */
export async function findStatus(text: RegExp | string) {
  await waitFor(() => expect(within(responseRegion()).getByRole("status")).toHaveTextContent(text), { timeout: 3000 });
}
