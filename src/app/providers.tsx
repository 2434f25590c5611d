import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { SettingsProvider } from "../features/settings/settings-context";
import { createHttpTransport } from "../transport/http-transport";
import { createRoutingTransport } from "../transport/routing-transport";
import { createEmbeddedSandboxTransport } from "../transport/sandbox-transport";
import type { Transport } from "../transport/transport";
import { TransportProvider } from "./transport-context";

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

function defaultTransport(): Transport {
  return createRoutingTransport({ sandbox: createEmbeddedSandboxTransport(), network: createHttpTransport() });
}

export function Providers({ children, transport }: { children: ReactNode; transport?: Transport }) {
  const [queryClient] = useState(createQueryClient);
  const [activeTransport] = useState(() => transport ?? defaultTransport());
  return (
    <QueryClientProvider client={queryClient}>
      <TransportProvider transport={activeTransport}>
        <SettingsProvider>{children}</SettingsProvider>
      </TransportProvider>
    </QueryClientProvider>
  );
}
