import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SETTINGS_STORAGE_KEY } from "../../src/config/stored-settings";
import { DEMO_KEYS } from "../../src/sandbox/demo-keys";
import { findStatus, inSettings, recordingSandbox, renderConsole } from "../render";

const storedLanguage = () => JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? "{}").language;

afterEach(() => {
  vi.restoreAllMocks();
});

describe("Language · Bahasa", () => {
  it("switches the console to Indonesian and back at once, without a reload, and keeps the choice", async () => {
    const { user } = renderConsole(recordingSandbox().transport);
    expect(document.documentElement.lang).toBe("en-US");
    expect(storedLanguage()).toBeUndefined();

    await user.click(screen.getByRole("button", { name: "Settings" }));
    const dialog = await screen.findByRole("dialog", { name: "Settings" });
    const language = within(dialog).getByRole("combobox", { name: "Language · Bahasa" });
    await user.selectOptions(language, "Bahasa Indonesia");

    // The same page, now in Indonesian: the dialog, the bar, the picker and the form.
    expect(await screen.findByRole("dialog", { name: "Setelan" })).toBe(dialog);
    expect(within(dialog).getByRole("combobox", { name: "Bahasa · Language" })).toHaveValue("id");
    await user.click(within(dialog).getByRole("button", { name: "Selesai" }));
    expect(screen.getByRole("button", { name: "Kirim" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Riwayat" })).toBeInTheDocument();
    expect(screen.getByLabelText("Kunci API")).toBeInTheDocument();
    const balance = screen.getByRole("radio", { name: "Cek saldo" });
    expect(balance).toHaveAccessibleDescription(/Check wallet balance.*GET \/balance/);
    expect(document.documentElement.lang).toBe("id-ID");
    await waitFor(() => expect(storedLanguage()).toBe("id"));

    // What the API spells stays as it spells it: the path and the status code.
    await user.click(screen.getByLabelText("Kunci API"));
    await user.paste(DEMO_KEYS.funded);
    await user.click(screen.getByRole("button", { name: "Kirim" }));
    await waitFor(() => expect(screen.getByRole("region", { name: "Respons" })).toBeInTheDocument());
    await waitFor(() =>
      expect(within(screen.getByRole("region", { name: "Respons" })).getByRole("status")).toHaveTextContent(/200.* md/),
    );

    await user.click(screen.getByRole("button", { name: "Setelan" }));
    const again = await screen.findByRole("dialog", { name: "Setelan" });
    await user.selectOptions(within(again).getByRole("combobox", { name: /Bahasa/ }), "English");
    expect(await screen.findByRole("dialog", { name: "Settings" })).toBe(again);
    await user.click(within(again).getByRole("button", { name: "Done" }));
    expect(screen.getByRole("button", { name: "Send" })).toBeInTheDocument();
    await findStatus(/200.* ms/);
    expect(document.documentElement.lang).toBe("en-US");
  });

  it("starts in Indonesian when the browser asks for it first", async () => {
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["id-ID", "en-US"]);
    renderConsole(recordingSandbox().transport);
    expect(await screen.findByRole("button", { name: "Kirim" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Konsol API Reseller");
    // Followed, not chosen: nothing is stored until the user picks a language.
    expect(storedLanguage()).toBeUndefined();
  });

  it("keeps a chosen language over the browser's", async () => {
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["id-ID"]);
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ language: "en" }));
    const { user } = renderConsole(recordingSandbox().transport);
    await inSettings(user, (dialog) => {
      expect(dialog.getByRole("combobox", { name: "Language · Bahasa" })).toHaveValue("en");
    });
    expect(screen.getByRole("button", { name: "Send" })).toBeInTheDocument();
  });
});
