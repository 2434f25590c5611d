import { type ComponentProps, StrictMode } from "react";
import { App } from "./app";
import { Providers } from "./providers";

/**
 * The whole page, one element for both of its renders: at build time into dist/index.html
 * (render-first-screen.tsx) and in the browser, which hydrates that markup (main.tsx). Hydration
 * needs the two trees to be the same, so neither writes its own. What Providers take (a transport,
 * a configuration) passes through, for tests that hydrate the page as the browser does.
 */
export function Page(providers: Omit<ComponentProps<typeof Providers>, "children">) {
  return (
    <StrictMode>
      <Providers {...providers}>
        <App />
      </Providers>
    </StrictMode>
  );
}
