import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from "react";
import type { PathStyle } from "../../catalog/define-action";
import { loadSettings, type StoredSettings, saveSettings } from "./stored-settings";

export interface Settings {
  apiKey: string;
  rememberKey: boolean;
  baseUrl: string;
  pathStyle: PathStyle;
  timeoutSeconds: number;
  /** A sandbox scenario id, or "" for normal behaviour. Never stored. */
  scenario: string;
  /** Whether the key is shown in clear in the key field and the preview. Never stored. */
  revealKey: boolean;
}

interface SettingsValue {
  settings: Settings;
  update: (change: Partial<Settings>) => void;
  storageProblem?: string;
}

const SettingsContext = createContext<SettingsValue | null>(null);

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function initialSettings(): { settings: Settings; problem?: string } {
  const { settings, problem } = loadSettings(storage());
  return {
    settings: { ...settings, apiKey: settings.apiKey ?? "", scenario: "", revealKey: false },
    ...(problem ? { problem } : {}),
  };
}

export function SettingsProvider({ children }: { children: ReactNode }) {
  const [initial] = useState(initialSettings);
  const [settings, setSettings] = useState<Settings>(initial.settings);

  useEffect(() => {
    const { apiKey, rememberKey, baseUrl, pathStyle, timeoutSeconds } = settings;
    const stored: StoredSettings = { apiKey, rememberKey, baseUrl, pathStyle, timeoutSeconds };
    saveSettings(storage(), stored);
  }, [settings]);

  const value = useMemo<SettingsValue>(
    () => ({
      settings,
      update: (change) => setSettings((current) => ({ ...current, ...change })),
      ...(initial.problem ? { storageProblem: initial.problem } : {}),
    }),
    [settings, initial.problem],
  );
  return <SettingsContext value={value}>{children}</SettingsContext>;
}

export function useSettings(): SettingsValue {
  const value = useContext(SettingsContext);
  if (!value) throw new Error("useSettings needs a <SettingsProvider>");
  return value;
}
