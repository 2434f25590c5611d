import { z } from "zod";
import { SANDBOX_BASE_URL } from "../../transport/sandbox-transport";

/** What survives a reload. The key is stored only when the user ticks "Remember key". */
export const StoredSettings = z.object({
  baseUrl: z.string().default(SANDBOX_BASE_URL),
  pathStyle: z.enum(["console", "rest"]).default("console"),
  timeoutSeconds: z.number().int().min(1).max(600).default(30),
  rememberKey: z.boolean().default(false),
  apiKey: z.string().optional(),
});
export type StoredSettings = z.infer<typeof StoredSettings>;

export const SETTINGS_STORAGE_KEY = "reseller-console.settings";

export interface SettingsLoad {
  settings: StoredSettings;
  /** Set when stored data was unreadable and was set aside. */
  problem?: string;
}

export function loadSettings(storage: Pick<Storage, "getItem"> | undefined): SettingsLoad {
  const defaults = StoredSettings.parse({});
  let text: string | null = null;
  try {
    text = storage?.getItem(SETTINGS_STORAGE_KEY) ?? null;
  } catch {
    return { settings: defaults, problem: "Browser storage is not available: settings will not be kept." };
  }
  if (text === null) return { settings: defaults };
  try {
    return { settings: StoredSettings.parse(JSON.parse(text)) };
  } catch {
    return { settings: defaults, problem: "Saved settings could not be read and were reset to the defaults." };
  }
}

export function saveSettings(storage: Pick<Storage, "setItem"> | undefined, settings: StoredSettings): void {
  const { apiKey, ...rest } = settings;
  const toStore = settings.rememberKey && apiKey ? { ...rest, apiKey } : rest;
  try {
    storage?.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(toStore));
  } catch {
    // Storage full or blocked: the settings still work for this page.
  }
}
