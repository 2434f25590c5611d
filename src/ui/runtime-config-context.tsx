import { useQuery } from "@tanstack/react-query";
import { createContext, type ReactNode, useContext } from "react";
import { type ConfigState, loadRuntimeConfig } from "../config/runtime-config-load";

export const RUNTIME_CONFIG_KEY = ["runtime-config"] as const;

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
 * is cut off (see CONFIG_TIMEOUT_MS), so the wait is short and bounded. A query: read once,
 * kept for the page's life, never refetched behind the user's back.
 */
export function RuntimeConfigProvider({ config, load = loadPageConfig, children }: RuntimeConfigProviderProps) {
  const { data } = useQuery({
    queryKey: RUNTIME_CONFIG_KEY,
    queryFn: load,
    ...(config ? { initialData: config } : {}),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  if (!data) {
    return (
      <p role="status" className="config-loading">
        Loading configuration…
      </p>
    );
  }
  return <RuntimeConfigContext value={data}>{children}</RuntimeConfigContext>;
}

export function useRuntimeConfig(): ConfigState {
  const value = useContext(RuntimeConfigContext);
  if (!value) throw new Error("useRuntimeConfig needs a <RuntimeConfigProvider>");
  return value;
}
