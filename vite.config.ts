import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { initialSizeReport } from "./scripts/initial-size-report";
import { sandboxPlugin } from "./src/sandbox/node/vite-sandbox-plugin";

export default defineConfig({
  // Relative asset URLs: the same dist/ works at / and under any sub-path.
  base: "./",
  plugins: [react(), sandboxPlugin(), initialSizeReport()],
  build: {
    sourcemap: false,
    target: "es2022",
  },
  server: { host: "127.0.0.1", port: 5173 },
  preview: { host: "127.0.0.1", port: 4173 },
});
