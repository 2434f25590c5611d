import type { QueryClient } from "@tanstack/react-query";
import { StrictMode } from "react";
import { App } from "./app";
import { Providers } from "./providers";

/**
 * The whole page, one element for both of its renders: at build time into dist/index.html
 * (render-first-screen.tsx) and in the browser, which hydrates that markup (main.tsx). Hydration
 * needs the two trees to be the same, so neither writes its own.
 */
export function Page({ queryClient }: { queryClient: QueryClient }) {
  return (
    <StrictMode>
      <Providers queryClient={queryClient}>
        <App />
      </Providers>
    </StrictMode>
  );
}
