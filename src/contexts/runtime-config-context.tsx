import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useCallback, useContext, useSyncExternalStore } from "react";
import { takeEarlyConfig } from "../config/boot-record";
import { BUILT_IN_STATE, type ConfigState, loadRuntimeConfig } from "../config/runtime-config-load";

export const RUNTIME_CONFIG_KEY = ["runtime-config"] as const;

const RuntimeConfigContext = createContext<ConfigState | null>(null);
const StartedContext = createContext(true);

/**
 * config.json sits next to index.html, so it is found relative to the page under any sub-path.
 * The page's first script asked for it already (src/app/page-boot.ts): that answer is used once.
 */
export function loadPageConfig(): Promise<ConfigState> {
  return loadRuntimeConfig({
    configUrl: new URL("config.json", document.baseURI).href,
    fetchImpl: (url, init) => takeEarlyConfig(init?.signal) ?? fetch(url, init),
  });
}

/**
 * Asks for the configuration once; later calls find it asked for. Resolves once it has answered
 * (never rejects): the page waits for that before it hydrates, so it starts right after.
 */
export function startConfigQuery(
  client: QueryClient,
  load: () => Promise<ConfigState> = loadPageConfig,
  config?: ConfigState,
): Promise<void> {
  return client.prefetchQuery({
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
  /**
   * The page starts as it was prerendered (the first script found nothing that changes it), so it
   * hydrates as started: its first render is the started page, and no second render follows.
   */
  hydratesStarted?: boolean | undefined;
  load?: () => Promise<ConfigState>;
  children: ReactNode;
}

/**
 * The configuration, and whether the page has started. Until config.json has answered (the
 * environments decide where the first request goes), and while React hydrates the markup that was
 * rendered at build time, the page is the first screen as prerendered: the built-in configuration,
 * and nothing read from the browser (see usePageStarted). The file is small and on the same origin,
 * and a slow answer is cut off (see CONFIG_TIMEOUT_MS), so the wait is short and bounded. A query:
 * read once, kept for the page's life, never refetched behind the user's back.
 *
 * Read from the query cache rather than with useQuery: an observer (what useQuery adds) is for
 * data that goes stale and is fetched again, which this never is, and it would cost the first
 * screen 2.4 kB gzip. Nothing else on the first screen uses one. Like an observer, it asks for the
 * configuration when it subscribes (after the render, not during it), unless it is asked for already.
 */
export function RuntimeConfigProvider({
  config,
  load = loadPageConfig,
  hydratesStarted,
  children,
}: RuntimeConfigProviderProps) {
  const client = useQueryClient();
  const cache = client.getQueryCache();
  const subscribe = useCallback(
    (changed: () => void) => {
      const stop = cache.subscribe(changed);
      void startConfigQuery(client, load, config);
      return stop;
    },
    [cache, client, load, config],
  );
  const read = () => client.getQueryData<ConfigState>(RUNTIME_CONFIG_KEY) ?? config;
  const data = useSyncExternalStore(subscribe, read, read);
  // React reads the server's value while it hydrates (and at build time), then the browser's; a page
  // that starts as prerendered is started from its first render.
  const hydrated = useSyncExternalStore(neverChanges, isTrue, hydratesStarted ? isTrue : isFalse);
  const started = hydrated && data !== undefined;
  return (
    <RuntimeConfigContext value={started ? data : BUILT_IN_STATE}>
      <StartedContext value={started}>{children}</StartedContext>
    </RuntimeConfigContext>
  );
}

const neverChanges = () => () => undefined;
const isTrue = () => true;
const isFalse = () => false;

export function useRuntimeConfig(): ConfigState {
  const value = useContext(RuntimeConfigContext);
  if (!value) throw new Error("useRuntimeConfig needs a <RuntimeConfigProvider>");
  return value;
}

/**
 * Whether the page has started: hydrated, and config.json read. Before that it is the first screen
 * as rendered at build time, which never depends on the browser: state that is read from it
 * (stored settings and drafts, the browser's language, a share link) is read once this turns true,
 * and nothing is written back before, so storage never gets the prerendered defaults. Send waits
 * for it. True outside a provider.
 */
export function usePageStarted(): boolean {
  return useContext(StartedContext);
}
