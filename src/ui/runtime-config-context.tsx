import { createContext, type ReactNode, useContext, useEffect, useState } from "react";
import { type ConfigState, loadRuntimeConfig } from "../config/runtime-config-load";

const RuntimeConfigContext = createContext<ConfigState | null>(null);

/** config.json sits next to index.html, so it is found relative to the page under any sub-path. */
export function loadPageConfig(): Promise<ConfigState> {
  return loadRuntimeConfig({ configUrl: new URL("config.json", document.baseURI).href });
}

interface RuntimeConfigProviderProps {
  /** Already known (tests, embedding): no loading step. */
  config?: ConfigState | undefined;
  load?: () => Promise<ConfigState>;
  children: ReactNode;
}

/**
 * Holds the console back until config.json has answered, because the environments decide
 * where the first request goes. The file is small and on the same origin, and a slow answer
 * is cut off (see CONFIG_TIMEOUT_MS), so the wait is short and bounded.
 */
export function RuntimeConfigProvider({ config, load = loadPageConfig, children }: RuntimeConfigProviderProps) {
  const [state, setState] = useState<ConfigState | undefined>(config);
  useEffect(() => {
    if (state) return;
    let current = true;
    void load().then((loaded) => {
      if (current) setState(loaded);
    });
    return () => {
      current = false;
    };
  }, [state, load]);
  if (!state) {
    return (
      <p role="status" className="config-loading">
        Loading configuration…
      </p>
    );
  }
  return <RuntimeConfigContext value={state}>{children}</RuntimeConfigContext>;
}

export function useRuntimeConfig(): ConfigState {
  const value = useContext(RuntimeConfigContext);
  if (!value) throw new Error("useRuntimeConfig needs a <RuntimeConfigProvider>");
  return value;
}
