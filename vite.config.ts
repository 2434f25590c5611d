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
        // Everything the first screen imports statically goes in one chunk that the lazily loaded
        // areas import from. Left to itself the bundler splits modules shared by the page and a
        // lazy area into many small common chunks, each costing the first screen a request and
        // its own gzip overhead, and a new lazy area could reshuffle them.
        codeSplitting: { groups: [{ name: "app", tags: ["$initial"] }] },
      },
    },
  },
  server: { host: "127.0.0.1", port: 5173, proxy },
  preview: { host: "127.0.0.1", port: 4173, proxy },
});
