import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect } from "vitest";
import { App } from "../src/app/app";
import { Providers } from "../src/app/providers";
import { BUILT_IN_STATE, type ConfigState } from "../src/config/runtime-config-load";
import { HistorySourceProvider } from "../src/features/history/history-source";
import type { HistoryStore } from "../src/history/history-store";
import { createMemoryHistoryStore } from "../src/history/memory-history-store";
import { createSandboxApp } from "../src/sandbox/create-sandbox-app";
import { DEMO_KEYS } from "../src/sandbox/demo-keys";
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

/** A picker loading its list: typing in a product_id or game_id field asks for it (no query). */
const isListLookup = (request: SentRequest) => request.method === "GET" && /\/v1\/(games|products)$/.test(request.url);

/** What the user sent, without the pickers' list look-ups. */
export const sends = (sent: SentRequest[]) => sent.filter((request) => !isListLookup(request));

/**
 * The console over the given transport. jsdom has no IndexedDB, so the history lives in memory
 * behind the same interface (the IndexedDB store itself is exercised in Chromium, e2e/history.spec.ts).
 */
export function renderConsole(
  transport: Transport,
  config: ConfigState = BUILT_IN_STATE,
  history: HistoryStore = createMemoryHistoryStore(),
) {
  const user = userEvent.setup();
  const source = () => Promise.resolve({ store: history });
  const view = render(
    <Providers transport={transport} config={config}>
      <HistorySourceProvider source={source}>
        <App />
      </HistorySourceProvider>
    </Providers>,
  );
  return { user, history, ...view };
}

export const responseRegion = () => screen.getByRole("region", { name: "Response" });
export const requestRegion = () => screen.getByRole("region", { name: "Request" });

/** Waits until the response's status line (a live region) says the given text. */
export async function findStatus(text: RegExp | string) {
  await waitFor(() => expect(within(responseRegion()).getByRole("status")).toHaveTextContent(text));
}

/**
 * The console over a recording sandbox, with a key pasted in as a person would (a key is copied from
 * the provider's dashboard; typing one key by key is shown once, in test/console.test.tsx).
 */
export async function startConsole(key: string = DEMO_KEYS.funded) {
  const sandbox = recordingSandbox();
  const ui = renderConsole(sandbox.transport);
  if (key) {
    await ui.user.click(screen.getByLabelText("API key"));
    await ui.user.paste(key);
  }
  return { ...ui, sent: sandbox.sent };
}

type Within = ReturnType<typeof within>;

/** Opens Settings as a person would, works inside the dialog, and closes it with Done. */
export async function inSettings<T>(
  user: ReturnType<typeof userEvent.setup>,
  work: (dialog: Within) => Promise<T> | T,
): Promise<T> {
  await user.click(screen.getByRole("button", { name: "Settings" }));
  const dialog = await screen.findByRole("dialog", { name: "Settings" });
  const result = await work(within(dialog));
  await user.click(within(dialog).getByRole("button", { name: "Done" }));
  await waitFor(() => expect(screen.queryByRole("dialog", { name: "Settings" })).not.toBeInTheDocument());
  return result;
}
