import { screen } from "@testing-library/react";
import { SETTINGS_STORAGE_KEY } from "../../src/config/stored-settings";
import type { HistoryStore } from "../../src/history/history-store";
import { createMemoryHistoryStore } from "../../src/history/memory-history-store";
import { DEMO_KEYS } from "../../src/sandbox/demo-keys";
import type { Transport } from "../../src/transport/transport";
import { recordingSandbox, renderConsole } from "../render";

/**
 * The console opened in Indonesian (the choice kept from an earlier visit), with a demo key pasted
 * into "Kunci API" as a person copies it. Over the recording sandbox unless a transport is given.
 */
export async function startInIndonesian({
  key = DEMO_KEYS.funded,
  transport = recordingSandbox().transport,
  history = createMemoryHistoryStore(),
}: {
  key?: string;
  transport?: Transport;
  history?: HistoryStore;
} = {}) {
  localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ language: "id" }));
  const ui = renderConsole(transport, undefined, history);
  await screen.findByRole("button", { name: "Kirim" });
  await ui.user.click(screen.getByLabelText("Kunci API"));
  await ui.user.paste(key);
  return ui;
}
