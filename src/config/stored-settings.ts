import "../lib/zod-setup";
import * as z from "zod/mini";
import { isLanguage, type Language } from "../lib/i18n/language";

/**
 * What survives a reload. Base URL, path style, time zone and timeout are kept only where the user
 * changed them from what config.json says, so a new config.json applies to everything else.
 * A key is kept only for an environment where the user ticked "Remember key".
 */
export const StoredSettings = z.object({
  environment: z.optional(z.string()),
  baseUrl: z.optional(z.string()),
  pathStyle: z.optional(z.enum(["console", "rest"])),
  timeoutSeconds: z.optional(z.int().check(z.minimum(1), z.maximum(600))),
  /** Any text: a zone this browser does not know is read as its own zone (targetTimeZone), losing nothing else. */
  timeZone: z.optional(z.string()),
  /**
   * Kept only once chosen. Any text is read, so an unknown one (a later version's language) loses
   * nothing else; `storedLanguage` checks it.
   */
  language: z.optional(z.string()),
  /** Remembered keys by environment name. */
  keys: z._default(z.record(z.string(), z.string()), {}),
  // Earlier versions kept one remembered key for whatever was targeted.
  rememberKey: z.optional(z.boolean()),
  apiKey: z.optional(z.string()),
});
export type StoredSettings = z.infer<typeof StoredSettings>;

/** The stored language when it is one the console speaks. */
export function storedLanguage(settings: StoredSettings): Language | undefined {
  return isLanguage(settings.language) ? settings.language : undefined;
}

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
  try {
    storage?.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // Storage full or blocked: the settings still work for this page.
  }
}
