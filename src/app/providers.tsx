import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import type { ConfigState } from "../config/runtime-config-load";
import { I18nProvider } from "../contexts/i18n-context";
import { RuntimeConfigProvider } from "../contexts/runtime-config-context";
import { SandboxProblemProvider } from "../contexts/sandbox-problem-context";
import { SettingsProvider } from "../contexts/settings-context";
import { TransportProvider } from "../contexts/transport-context";
import { browserHistorySource } from "../features/history/browser-history-source";
import { HistorySourceProvider } from "../features/history/history-source";
import { createHttpTransport } from "../transport/http-transport";
import { createRoutingTransport } from "../transport/routing-transport";
import { createSandboxProblemStore, type SandboxProblemStore } from "../transport/sandbox-problem-store";
import { createEmbeddedSandboxTransport } from "../transport/sandbox-transport";
import type { Transport } from "../transport/transport";

export function createQueryClient(): QueryClient {
  // A console must never send a request the user did not ask for: no retries, and no
  // mutation paused while the browser thinks it is offline, to be replayed later on its own.
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false },
      mutations: { retry: false, networkMode: "always" },
    },
  });
}

function defaultTransport(problems: SandboxProblemStore): Transport {
  return createRoutingTransport({
    sandbox: createEmbeddedSandboxTransport(problems.report),
    network: createHttpTransport(),
  });
}

interface ProvidersProps {
  children: ReactNode;
  /** The page makes its own, to ask for config.json before the first render. */
  queryClient?: QueryClient;
  transport?: Transport;
  /** A configuration already at hand; without one, config.json is fetched next to the page. */
  config?: ConfigState;
  loadConfig?: () => Promise<ConfigState>;
  /** Hydrate the prerendered page as started (RuntimeConfigProvider's hydratesStarted). */
  hydratesStarted?: boolean;
}

export function Providers({
  children,
  queryClient: given,
  transport,
  config,
  loadConfig,
  hydratesStarted,
}: ProvidersProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  const [sandboxProblems] = useState(createSandboxProblemStore);
  const [activeTransport] = useState(() => transport ?? defaultTransport(sandboxProblems));
  return (
    <QueryClientProvider client={queryClient}>
      <TransportProvider transport={activeTransport}>
        <SandboxProblemProvider store={sandboxProblems}>
          <RuntimeConfigProvider
            config={config}
            hydratesStarted={hydratesStarted}
            {...(loadConfig ? { load: loadConfig } : {})}
          >
            <SettingsProvider>
              <I18nProvider>
                <HistorySourceProvider source={browserHistorySource}>{children}</HistorySourceProvider>
              </I18nProvider>
            </SettingsProvider>
          </RuntimeConfigProvider>
        </SandboxProblemProvider>
      </TransportProvider>
    </QueryClientProvider>
  );
}
