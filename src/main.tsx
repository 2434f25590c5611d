// First: each area's own sheet, imported by its component, comes after the tokens and base rules it builds on.
import "./app/app.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { createQueryClient, Providers } from "./app/providers";
import { applyTheme, loadTheme } from "./features/theme/theme";
import { startConfigQuery } from "./ui/runtime-config-context";

// Before the first render, so a chosen theme never flashes the other one.
try {
  applyTheme(loadTheme(localStorage));
} catch {
  // No storage: follow the system.
}

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// config.json is asked for now, so it is on its way while React renders the first time.
const queryClient = createQueryClient();
startConfigQuery(queryClient);

createRoot(root).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <App />
    </Providers>
  </StrictMode>,
);
