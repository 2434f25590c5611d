// First: each area's own sheet, imported by its component, comes after the tokens and base rules it builds on.
import "./app/app.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { Providers } from "./app/providers";
import { applyTheme, loadTheme } from "./features/theme/theme";

// Before the first render, so a chosen theme never flashes the other one.
try {
  applyTheme(loadTheme(localStorage));
} catch {
  // No storage: follow the system.
}

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

createRoot(root).render(
  <StrictMode>
    <Providers>
      <App />
    </Providers>
  </StrictMode>,
);
