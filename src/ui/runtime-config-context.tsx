import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useCallback, useContext, useSyncExternalStore } from "react";
import { type ConfigState, loadRuntimeConfig } from "../config/runtime-config-load";
import { loadSettings, storedLanguage } from "../config/stored-settings";
import { pickLanguage } from "../lib/i18n/language";

export const RUNTIME_CONFIG_KEY = ["runtime-config"] as const;

const RuntimeConfigContext = createContext<ConfigState | null>(null);

/** config.json sits next to index.html, so it is found relative to the page under any sub-path. */
export function loadPageConfig(): Promise<ConfigState> {
  return loadRuntimeConfig({ configUrl: new URL("config.json", document.baseURI).href });
}

/**
 * Asks for the configuration once; later calls find it asked for. The page calls it before React's
 * first render, so config.json is fetched while React renders.
 */
export function startConfigQuery(
  client: QueryClient,
  load: () => Promise<ConfigState> = loadPageConfig,
  config?: ConfigState,
) {
  void client.prefetchQuery({
    queryKey: RUNTIME_CONFIG_KEY,
    queryFn: load,
    ...(config ? { initialData: config } : {}),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
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
 *
 * Read from the query cache rather than with useQuery: an observer (what useQuery adds) is for
 * data that goes stale and is fetched again, which this never is, and it would cost the first
 * screen 2.4 kB gzip. Nothing else on the first screen uses one. Like an observer, it asks for the
 * configuration when it subscribes (after the render, not during it), unless it is asked for already.
 */
export function RuntimeConfigProvider({ config, load = loadPageConfig, children }: RuntimeConfigProviderProps) {
  const client = useQueryClient();
  const cache = client.getQueryCache();
  const subscribe = useCallback(
    (changed: () => void) => {
      const stop = cache.subscribe(changed);
      startConfigQuery(client, load, config);
      return stop;
    },
    [cache, client, load, config],
  );
  const data = useSyncExternalStore(subscribe, () => client.getQueryData<ConfigState>(RUNTIME_CONFIG_KEY) ?? config);
  if (!data) {
    return (
      <p role="status" className="config-loading">
        {LOADING[firstLanguage()]}
      </p>
    );
  }
  return <RuntimeConfigContext value={data}>{children}</RuntimeConfigContext>;
}

// Said before the settings (and so the messages) are read: the one line in both languages.
const LOADING = { en: "Loading configuration…", id: "Memuat konfigurasi…" };

/** The language the settings will choose: the stored one, or the browser's. */
function firstLanguage() {
  try {
    return storedLanguage(loadSettings(globalThis.localStorage).settings) ?? pickLanguage(navigator.languages);
  } catch {
    return "en";
  }
}

export function useRuntimeConfig(): ConfigState {
  const value = useContext(RuntimeConfigContext);
  if (!value) throw new Error("useRuntimeConfig needs a <RuntimeConfigProvider>");
  return value;
}
