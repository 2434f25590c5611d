import { render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { App } from "../../src/app/app";
import { Providers } from "../../src/app/providers";
import { parseRuntimeConfig } from "../../src/config/config-issues";
import type { ConfigState } from "../../src/config/runtime-config-load";
import { DEMO_KEYS } from "../../src/sandbox/demo-keys";
import { listItems } from "../list-items";
import { findStatus, inSettings, recordingSandbox, renderConsole } from "../render";

const CONFIG_URL = "https://console.example.test/console/config.json";
const deployed = (json: unknown): ConfigState => parseRuntimeConfig(json, CONFIG_URL);

const TWO_APIS = deployed({
  environments: [
    { name: "Staging", baseUrl: "https://staging.example.test/v1", pathStyle: "rest", live: false },
    { name: "Production", baseUrl: "https://api.example.test/v1", live: true },
  ],
  defaultEnvironment: "Staging",
});

const environment = () => screen.getByRole("combobox", { name: "Environment" });
const keyField = () => screen.getByLabelText("API key");
const remember = () => screen.getByRole("checkbox", { name: "Remember key on this device" });
const rememberedIn = (user: Parameters<typeof inSettings>[0]) => inSettings(user, () => remember().matches(":checked"));
const stored = () => JSON.stringify({ ...localStorage });

function start(config: ConfigState = TWO_APIS) {
  const sandbox = recordingSandbox();
  return { ...renderConsole(sandbox.transport, config), sent: sandbox.sent };
}

async function askToPlaceOrder(user: ReturnType<typeof start>["user"]) {
  await user.click(screen.getByRole("radio", { name: "Place top-up order" }));
  await user.type(screen.getByLabelText(/product_id/), "201");
  await user.type(screen.getByLabelText(/user_id/), "123456789");
  await user.click(screen.getByRole("button", { name: "Send" }));
  return screen.findByRole("dialog", { name: "Place this order?" });
}

describe("the environment switcher", () => {
  it("offers config.json's environments and the embedded sandbox, starting on the default", async () => {
    const { user } = start();
    const options = within(environment()).getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual([
      "Staging",
      "Production (LIVE — real money)",
      "Embedded sandbox",
    ]);
    expect(environment()).toHaveValue("Staging");
    expect(screen.getByLabelText("Base URL")).toHaveValue("https://staging.example.test/v1");
    expect(environment()).toHaveAccessibleDescription("Not live: no real money");
    await inSettings(user, (settings) => expect(settings.getByLabelText("Path style")).toHaveValue("rest"));
  });

  it("marks a live environment in words, and its order confirmation says real money will be spent", async () => {
    const { user, sent } = start();
    await user.selectOptions(environment(), "Production");
    expect(screen.getByLabelText("Base URL")).toHaveValue("https://api.example.test/v1");
    expect(environment()).toHaveAccessibleDescription("LIVE — real money");
    const dialog = await askToPlaceOrder(user);
    expect(dialog).toHaveTextContent(
      "LIVE — real money: this order is placed on Production and real money will be spent.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Go back" }));
    expect(sent).toHaveLength(0);
  });

  it("says nothing of real money where there is none", async () => {
    const { user } = start();
    await user.selectOptions(environment(), "Embedded sandbox");
    expect(environment()).toHaveAccessibleDescription("Not live: no real money");
    expect(screen.queryByText("LIVE — real money")).not.toBeInTheDocument();
    const dialog = await askToPlaceOrder(user);
    expect(dialog).not.toHaveTextContent(/real money/);
  });

  it("sends to an edited Base URL, and offers the environment's own back", async () => {
    const { user, sent } = start();
    const baseUrl = screen.getByLabelText("Base URL");
    await user.clear(baseUrl);
    await user.type(baseUrl, "https://eu.staging.example.test/v1");
    expect(screen.getByText(/Base URL edited/)).toHaveTextContent("not to https://staging.example.test/v1");
    await user.click(screen.getByRole("button", { name: "Send" }));
    await findStatus(/^\d{3}/);
    expect(sent[0]?.url).toBe("https://eu.staging.example.test/v1/balance");
    await user.click(screen.getByRole("button", { name: "Use the environment's Base URL" }));
    expect(baseUrl).toHaveValue("https://staging.example.test/v1");
    expect(screen.queryByText(/Base URL edited/)).not.toBeInTheDocument();
  });

  it("treats a Base URL edited to a live API as live", async () => {
    const { user } = start();
    const baseUrl = screen.getByLabelText("Base URL");
    await user.clear(baseUrl);
    await user.type(baseUrl, "https://api.example.test/v1");
    expect(environment()).toHaveAccessibleDescription("LIVE — real money");
  });
});

describe("keys per environment", () => {
  it("gives each environment its own key, and stores only the one the user chose to remember", async () => {
    const { user, unmount } = start();
    await user.type(keyField(), "sk_staging_key");
    await user.selectOptions(environment(), "Production");
    expect(keyField()).toHaveValue("");
    expect(await rememberedIn(user)).toBe(false);
    await user.type(keyField(), "sk_production_key");
    await inSettings(user, () => user.click(remember()));
    await user.selectOptions(environment(), "Staging");
    expect(keyField()).toHaveValue("sk_staging_key");
    expect(await rememberedIn(user)).toBe(false);
    await waitFor(() => expect(stored()).toContain("sk_production_key"));
    expect(stored()).not.toContain("sk_staging_key");

    unmount();
    const { user: again } = start();
    expect(environment()).toHaveValue("Staging");
    expect(keyField()).toHaveValue("");
    await again.selectOptions(environment(), "Production");
    expect(keyField()).toHaveValue("sk_production_key");
    expect(await rememberedIn(again)).toBe(true);
  });
});

describe("config.json problems", () => {
  it("says exactly what is wrong, every mistake at once, by path, while demo mode still works", async () => {
    const broken = deployed({
      environments: [{ name: "Production", baseUrl: "http://api.example.test/v1", live: true }],
      defaultEnvironment: "Prod",
      defaultTimeoutSeconds: "30",
    });
    const { user } = start(broken);
    const alert = await screen.findByRole("alert", {
      name: "config.json has 3 mistakes, so only demo mode is available.",
    });
    expect(listItems(alert)).toEqual([
      "environments[0].baseUrl: The API is served over HTTPS only: use https:// (plain http is allowed on localhost)",
      'defaultEnvironment: No environment is called "Prod": expected one of "Production", "Embedded sandbox"',
      'defaultTimeoutSeconds: Expected a whole number of seconds from 1 to 600, got "30"',
    ]);
    expect(
      within(environment())
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Embedded sandbox"]);
    await user.click(screen.getByRole("button", { name: "Use demo key" }));
    expect(keyField()).toHaveValue(DEMO_KEYS.funded);
    await user.click(screen.getByRole("button", { name: "Send" }));
    await findStatus("200 OK");
  });

  it("offers no embedded sandbox when config.json turns demo mode off", () => {
    start(
      deployed({
        environments: [{ name: "Staging", baseUrl: "https://s.example.test/v1", live: false }],
        demoMode: false,
      }),
    );
    expect(
      within(environment())
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Staging"]);
    expect(screen.queryByRole("button", { name: "Use embedded sandbox" })).not.toBeInTheDocument();
  });
});

describe("start-up", () => {
  it("is the page as prerendered until config.json has answered, storing nothing, then it is the console the file describes", async () => {
    let answer: (state: ConfigState) => void = () => {};
    const loading = new Promise<ConfigState>((resolve) => {
      answer = resolve;
    });
    localStorage.setItem("reseller-console.settings", JSON.stringify({ environment: "Production", keys: {} }));
    const { transport } = recordingSandbox();
    render(
      <Providers transport={transport} loadConfig={() => loading}>
        <App />
      </Providers>,
    );
    // The built-in configuration, and nothing read from storage yet (a press now is the page's first
    // script's to keep: e2e/prerender.spec.ts).
    expect(environment()).toHaveValue("Embedded sandbox");
    expect(stored()).toBe(JSON.stringify({ "reseller-console.settings": '{"environment":"Production","keys":{}}' }));
    answer(TWO_APIS);
    // The stored environment, where config.json still has it.
    await waitFor(() => expect(environment()).toHaveValue("Production"));
  });
});
