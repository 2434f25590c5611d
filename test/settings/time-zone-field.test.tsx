import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { parseRuntimeConfig } from "../../src/config/config-issues";
import type { ConfigState } from "../../src/config/runtime-config-load";
import { SETTINGS_STORAGE_KEY } from "../../src/config/stored-settings";
import { browserTimeZone } from "../../src/lib/time-zone-name";
import { inSettings, recordingSandbox, renderConsole } from "../render";

const deployed = (json: unknown): ConfigState => parseRuntimeConfig(json, "https://console.example.test/config.json");

const MARKET = deployed({
  environments: [
    { name: "Reseller", baseUrl: "https://api.reseller.example/v1", live: false, timeZone: "Asia/Jakarta" },
    { name: "Other", baseUrl: "https://api.other.example/v1", live: false },
  ],
  defaultEnvironment: "Reseller",
});

afterEach(() => localStorage.clear());

const start = (config: ConfigState = MARKET) => renderConsole(recordingSandbox().transport, config);
const zoneField = (settings: { getByLabelText: (text: string) => HTMLElement }) =>
  settings.getByLabelText("Time zone of the API") as HTMLSelectElement;
const shown = (select: HTMLSelectElement) => select.selectedOptions[0]?.textContent;

describe("Settings: the API's time zone", () => {
  it("follows the environment: config.json's zone, else this browser's, named as such", async () => {
    const { user } = start();
    await inSettings(user, (settings) => {
      expect(zoneField(settings)).toHaveValue("Asia/Jakarta");
      expect(zoneField(settings)).toHaveAccessibleDescription(
        "For https://api.reseller.example/v1: a time it writes without a zone, such as 2026-11-20 10:00:00, is read in this zone (reconciliation's stuck orders and days, the charts). A time that names its zone is read as written.",
      );
    });
    await user.selectOptions(screen.getByRole("combobox", { name: "Environment" }), "Other");
    await inSettings(user, (settings) => {
      expect(zoneField(settings)).toHaveValue("");
      expect(shown(zoneField(settings))).toBe(`This browser's time zone (${browserTimeZone()})`);
    });
  });

  it("is chosen for the edited Base URL, kept across a reload, and only where it differs from config.json", async () => {
    const { user } = start();
    const baseUrl = screen.getByLabelText("Base URL");
    await user.clear(baseUrl);
    await user.type(baseUrl, "https://eu.reseller.example/v1");
    await inSettings(user, async (settings) => {
      expect(zoneField(settings)).toHaveAccessibleDescription(/^For https:\/\/eu\.reseller\.example\/v1: /);
      await user.selectOptions(zoneField(settings), "Asia/Makassar");
    });
    expect(JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? "{}")).toMatchObject({
      environment: "Reseller",
      baseUrl: "https://eu.reseller.example/v1",
      timeZone: "Asia/Makassar",
    });

    cleanup();
    const again = start();
    await inSettings(again.user, async (settings) => {
      expect(zoneField(settings)).toHaveValue("Asia/Makassar");
      // Back to config.json's zone: nothing of it is stored any more.
      await again.user.selectOptions(zoneField(settings), "Asia/Jakarta");
    });
    expect(JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? "{}")).not.toHaveProperty("timeZone");
  });

  it("says so when config.json names a zone this browser does not know, and uses the browser's", async () => {
    const config = deployed({
      environments: [{ name: "Reseller", baseUrl: "https://api.reseller.example/v1", live: false, timeZone: "WIB" }],
    });
    expect(config.problem).toBeUndefined();
    const { user } = start(config);
    await user.selectOptions(screen.getByRole("combobox", { name: "Environment" }), "Reseller");
    await inSettings(user, (settings) => {
      expect(zoneField(settings)).toHaveValue("");
      expect(
        settings.getByText(
          'config.json names the time zone "WIB" for Reseller, which this browser does not know: it is ignored.',
        ),
      ).toBeVisible();
      expect(zoneField(settings)).toHaveAccessibleDescription(/it is ignored\.$/);
    });
  });

  it("speaks Bahasa Indonesia", async () => {
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ language: "id", environment: "Other" }));
    const { user } = start();
    await user.click(await screen.findByRole("button", { name: "Setelan" }));
    await screen.findByRole("dialog", { name: "Setelan" });
    const select = screen.getByLabelText("Zona waktu API") as HTMLSelectElement;
    expect(shown(select)).toBe(`Zona waktu peramban ini (${browserTimeZone()})`);
    expect(select).toHaveAccessibleDescription(
      /^Untuk https:\/\/api\.other\.example\/v1: waktu yang ditulisnya tanpa zona, misalnya 2026-11-20 10:00:00, dibaca dalam zona ini/,
    );
  });
});
