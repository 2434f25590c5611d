import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from "react";
import { initialTarget, type KeyMemory, keysHeld, switchTarget, toStored } from "../config/environment-settings";
import type { RuntimeConfig } from "../config/runtime-config";
import { findEnvironment } from "../config/runtime-config";
import type { Settings } from "../config/settings";
import { loadSettings, saveSettings, storedLanguage } from "../config/stored-settings";
import { pickLanguage } from "../lib/i18n/language";
import { usePageStarted, useRuntimeConfig } from "./runtime-config-context";

interface SettingsValue {
  settings: Settings;
  update: (change: Partial<Omit<Settings, "environment">>) => void;
  /** Moves to an environment: its base URL, path style and its own key. */
  switchEnvironment: (name: string) => void;
  /** Every key this page holds (`keysHeld`): none is ever written where a key may not be. */
  keys: readonly string[];
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

interface State {
  settings: Settings;
  keys: KeyMemory;
  /** Whether the language was chosen (and so is kept) rather than taken from the browser. */
  languageChosen: boolean;
  problem?: string;
}

function browserLanguages(): readonly string[] | undefined {
  return typeof navigator === "undefined" ? undefined : navigator.languages;
}

/** The settings a page starts with: stored ones once it has started, before that the prerendered defaults. */
function startingState(started: boolean, config: RuntimeConfig): State {
  const { settings: stored, problem } = loadSettings(started ? storage() : undefined);
  const { target, keys } = initialTarget(stored, config);
  const chosen = storedLanguage(stored);
  const language = chosen ?? pickLanguage(started ? browserLanguages() : undefined);
  return {
    settings: { ...target, scenario: "", revealKey: false, language },
    keys,
    languageChosen: chosen !== undefined,
    ...(problem ? { problem } : {}),
  };
}

export function SettingsProvider({ children }: { children: ReactNode }) {
  const { config } = useRuntimeConfig();
  const started = usePageStarted();
  const [state, setState] = useState<State>(() => startingState(started, config));
  // When the page starts, what it starts with replaces what it was prerendered with (what was typed
  // on the prerendered page is told to it after that: app/page-started.ts).
  const [startedFrom, setStartedFrom] = useState(started);
  if (startedFrom !== started) {
    setStartedFrom(started);
    setState(startingState(started, config));
  }

  useEffect(() => {
    // Before the page starts its settings are the prerendered defaults, not the person's.
    if (!started) return;
    const stored = toStored(state.settings, state.keys, config);
    saveSettings(storage(), state.languageChosen ? { ...stored, language: state.settings.language } : stored);
  }, [started, state.settings, state.keys, state.languageChosen, config]);

  const value = useMemo<SettingsValue>(
    () => ({
      settings: state.settings,
      update: (change) =>
        setState((current) => ({
          ...current,
          settings: { ...current.settings, ...change },
          languageChosen: current.languageChosen || change.language !== undefined,
        })),
      switchEnvironment: (name) =>
        setState((current) => {
          const next = findEnvironment(config, name);
          if (!next) return current;
          // Choosing the current environment again undoes an edited Base URL.
          if (next.name === current.settings.environment) {
            return { ...current, settings: { ...current.settings, baseUrl: next.baseUrl } };
          }
          const switched = switchTarget(current.settings, current.keys, next);
          // Scenarios and a revealed key belong to the target that was left.
          return {
            ...current,
            settings: { ...switched.target, scenario: "", revealKey: false, language: current.settings.language },
            keys: switched.keys,
          };
        }),
      keys: keysHeld(state.keys, state.settings.apiKey),
      ...(state.problem ? { storageProblem: state.problem } : {}),
    }),
    [state.settings, state.keys, state.problem, config],
  );
  return <SettingsContext value={value}>{children}</SettingsContext>;
}

export function useSettings(): SettingsValue {
  const value = useContext(SettingsContext);
  if (!value) throw new Error("useSettings needs a <SettingsProvider>");
  return value;
}
