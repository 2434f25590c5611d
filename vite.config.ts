import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { apiProxy } from "./scripts/api-proxy";
import { cspMetaPlugin } from "./scripts/csp-meta-plugin";
import { initialSizeReport } from "./scripts/initial-size-report";
import { openApiPlugin } from "./scripts/openapi-plugin";
import { sandboxPlugin } from "./src/sandbox/node/vite-sandbox-plugin";

// API_PROXY_TARGET=https://api.example.com npm start: /proxy/v1/... is forwarded there (see README).
const proxy = apiProxy(process.env.API_PROXY_TARGET);

export default defineConfig({
  // Relative asset URLs: the same dist/ works at / and under any sub-path.
  base: "./",
  plugins: [react(), sandboxPlugin(), openApiPlugin(), initialSizeReport(), cspMetaPlugin()],
  build: {
    // Source maps would publish the source; `vite build --sourcemap` makes them when wanted.
    sourcemap: false,
    target: "es2022",
    // Every browser the console targets knows <link rel="modulepreload">: the polyfill is dead weight.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Everything the first screen needs in one file: one request, and gzip sees it all at once
        // (split into shared pieces it compressed ~2 kB worse). Lazy parts still load on demand.
        codeSplitting: { groups: [{ name: "first-screen", tags: ["$initial"] }] },
      },
    },
  },
  server: { host: "127.0.0.1", port: 5173, proxy },
  preview: { host: "127.0.0.1", port: 4173, proxy },
});
