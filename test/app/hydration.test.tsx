import { readFileSync } from "node:fs";
import { act, screen, waitFor, within } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Page } from "../../src/app/page";
import { FIRST_VISIT_SETTINGS } from "../../src/app/prerendered-start";
import { createQueryClient } from "../../src/app/providers";
import { renderFirstScreen } from "../../src/app/render-first-screen";
import { parseRuntimeConfig } from "../../src/config/config-issues";
import { BUILT_IN_STATE, type ConfigState } from "../../src/config/runtime-config-load";
import { SETTINGS_STORAGE_KEY } from "../../src/config/stored-settings";
import { startConfigQuery } from "../../src/contexts/runtime-config-context";
import { THEME_STORAGE_KEY } from "../../src/features/theme/theme";
import { encodeShareHash } from "../../src/history/share-link";
import { FORMS_STORAGE_KEY } from "../../src/workspace/form-memory";

// dist/index.html holds the first screen as rendered at build time; the page hydrates it with
// whatever this browser keeps. Each start state a first visit can have is hydrated here with
// React's development build, which reports every difference between the markup and the first
// render (a text, an attribute): any report, or any other error, fails the test. Then the page
// must have become the state's own, so that the state was really in play.

const CONFIG_URL = "http://localhost:3000/config.json";

/** The first screen as the build renders it: before the state is set up, so nothing of it can leak in. */
const MARKUP = renderFirstScreen();

let root: Root | undefined;
let container: HTMLElement | undefined;
let reported: unknown[] = [];

beforeEach(() => {
  reported = [];
  for (const method of ["error", "warn"] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      reported.push(args.map(String).join(" "));
    });
  }
});

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
  vi.restoreAllMocks();
  history.replaceState(null, "", "/");
  Object.defineProperty(navigator, "languages", { value: ["en-US", "en"], configurable: true });
});

/**
 * Hydrates the prerendered first screen as src/main.tsx does: once config.json has answered, and as
 * started when the page's first script found that this visit starts as prerendered.
 */
async function hydrate(config: ConfigState = BUILT_IN_STATE, hydratesStarted = false) {
  container = document.createElement("div");
  container.innerHTML = MARKUP;
  document.body.append(container);
  const queryClient = createQueryClient();
  const loadConfig = () => Promise.resolve(config);
  await startConfigQuery(queryClient, loadConfig);
  const target = container;
  await act(async () => {
    root = hydrateRoot(
      target,
      <Page queryClient={queryClient} loadConfig={loadConfig} hydratesStarted={hydratesStarted} />,
      {
        onRecoverableError: (error) => reported.push(error),
      },
    );
  });
}

const keyField = () => screen.getByLabelText(/^(API key|Kunci API)$/);
const environment = () => screen.getByRole("combobox", { name: /^(Environment|Lingkungan)$/ });

/** What the state makes of the page, then that hydrating it reported nothing. */
async function expectStarted(check: () => void) {
  await waitFor(check);
  expect(reported).toEqual([]);
}

describe("the prerendered first screen, hydrated", () => {
  it("holds the first screen: the bar, the eight actions, the open action's form and Send", () => {
    container = document.createElement("div");
    container.innerHTML = MARKUP;
    const page = document.body.appendChild(container);
    expect(within(page).getAllByRole("radio")).toHaveLength(8);
    expect(within(page).getByLabelText("API key")).toHaveValue("");
    expect(within(page).getByRole("button", { name: "Send" })).toBeEnabled();
    expect(within(page).getByRole("heading", { level: 2, name: "Check wallet balance" })).toBeInTheDocument();
  });

  it("with nothing saved", async () => {
    await hydrate();
    await expectStarted(() => expect(keyField()).toHaveValue(""));
    expect(environment()).toHaveValue("Embedded sandbox");
  });

  it("with nothing saved and the shipped config.json, as started from the first render (no second render)", async () => {
    const shipped = parseRuntimeConfig(JSON.parse(readFileSync("public/config.json", "utf8")), CONFIG_URL);
    localStorage.setItem(SETTINGS_STORAGE_KEY, FIRST_VISIT_SETTINGS);
    await hydrate(shipped, true);
    await expectStarted(() => expect(keyField()).toHaveValue(""));
    expect(environment()).toHaveValue("Embedded sandbox");
  });

  it("with Indonesian chosen before", async () => {
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ environment: "Embedded sandbox", language: "id" }));
    await hydrate();
    await expectStarted(() => expect(screen.getByLabelText("Kunci API")).toBeInTheDocument());
    expect(document.documentElement.lang).toBe("id-ID");
  });

  it("in a browser that asks for Indonesian", async () => {
    Object.defineProperty(navigator, "languages", { value: ["id-ID", "en-US"], configurable: true });
    await hydrate();
    await expectStarted(() => expect(screen.getByLabelText("Kunci API")).toBeInTheDocument());
  });

  it("with the dark theme chosen before", async () => {
    localStorage.setItem(THEME_STORAGE_KEY, "dark");
    await hydrate();
    // The theme is the first script's (src/app/page-boot.ts), before the first paint; React leaves it.
    await expectStarted(() => expect(screen.getByRole("button", { name: "Send" })).toBeEnabled());
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
  });

  it("opened from a share link", async () => {
    const link = encodeShareHash({
      actionId: "products",
      pathStyle: "console",
      values: { game_id: "3" },
      extraQuery: [],
      rawBody: null,
    });
    history.replaceState(null, "", `/${link}`);
    await hydrate();
    await expectStarted(() => expect(screen.getByLabelText(/^game_id/)).toHaveValue("3"));
    expect(screen.getByRole("heading", { level: 2, name: "List packages" })).toBeInTheDocument();
  });

  it("with a config.json that names other environments, one of them the default", async () => {
    const deployed = parseRuntimeConfig(
      {
        environments: [
          { name: "Staging", baseUrl: "https://staging.example.test/v1", pathStyle: "rest", live: false },
          { name: "Production", baseUrl: "https://api.example.test/v1", live: true },
        ],
        defaultEnvironment: "Staging",
        demoMode: false,
      },
      CONFIG_URL,
    );
    await hydrate(deployed);
    await expectStarted(() => expect(environment()).toHaveValue("Staging"));
    expect(screen.getByLabelText("Base URL")).toHaveValue("https://staging.example.test/v1");
    expect(screen.queryByRole("button", { name: "Use demo key" })).not.toBeInTheDocument();
  });

  it("with a config.json whose API is on the console's own origin (a base path)", async () => {
    const deployed = parseRuntimeConfig(
      { environments: [{ name: "Proxied", baseUrl: "/v1", live: false }], defaultEnvironment: "Proxied" },
      CONFIG_URL,
    );
    await hydrate(deployed);
    await expectStarted(() => expect(screen.getByLabelText("Base URL")).toHaveValue("http://localhost:3000/v1"));
  });

  it("with a key remembered for the sandbox", async () => {
    const keys = { "Embedded sandbox": "sk_demo_funded" };
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ environment: "Embedded sandbox", keys }));
    await hydrate();
    await expectStarted(() => expect(keyField()).toHaveValue("sk_demo_funded"));
  });

  it("with the open action's draft kept from the last visit", async () => {
    const draft = { values: {}, extraQuery: [{ name: "page", value: "2" }], rawBody: null };
    localStorage.setItem(FORMS_STORAGE_KEY, JSON.stringify({ version: 1, forms: { balance: draft } }));
    await hydrate();
    await expectStarted(() => expect(screen.getByDisplayValue("page")).toBeInTheDocument());
    expect(screen.getByDisplayValue("2")).toBeInTheDocument();
  });

  it("with Batch orders open in this tab before a reload", async () => {
    sessionStorage.setItem("console.batchOpen", "true");
    await hydrate();
    await expectStarted(() => expect(screen.getByRole("region", { name: "Batch orders" })).toBeInTheDocument());
  });
});
