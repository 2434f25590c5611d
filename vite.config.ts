import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { apiProxy } from "./scripts/api-proxy";
import { cspMetaPlugin } from "./scripts/csp-meta-plugin";
import { cssPreloadPlugin } from "./scripts/css-preload-plugin";
import { initialSizeReport } from "./scripts/initial-size-report";
import { openApiPlugin } from "./scripts/openapi-plugin";
import { prerenderPlugin } from "./scripts/prerender-plugin";
import { sandboxPlugin } from "./src/sandbox/node/vite-sandbox-plugin";

// API_PROXY_TARGET=https://api.example.com npm start: /proxy/v1/... is forwarded there (see README).
const proxy = apiProxy(process.env.API_PROXY_TARGET);

export default defineConfig({
  // Relative asset URLs: the same dist/ works at / and under any sub-path.
  base: "./",
  plugins: [
    react(),
    cssPreloadPlugin(),
    sandboxPlugin(),
    openApiPlugin(),
    initialSizeReport(),
    cspMetaPlugin(),
    prerenderPlugin(),
  ],
  build: {
    // Source maps would publish the source; `vite build --sourcemap` makes them when wanted.
    sourcemap: false,
    target: "es2022",
    // No preloading of a lazy part's imports: it would need a table naming every later chunk in the
    // first screen's file (1 kB gzip, paid on every load). A part opened for the first time fetches
    // its imports after itself instead, one round trip more, once; its CSS is still fetched alongside
    // (scripts/css-preload-plugin.ts).
    modulePreload: false,
    rolldownOptions: {
      output: {
        // Everything the first screen needs in one file: one request, and gzip sees it all at once
        // (split into shared pieces it compressed ~2 kB worse). Lazy parts still load on demand;
        // the small modules several of them share (message helpers, formatters) travel together
        // in one file rather than as a dozen tiny ones, each a request of its own.
        codeSplitting: {
          groups: [
            { name: "first-screen", tags: ["$initial"] },
            { name: "shared", test: /\.[cm]?[jt]sx?$/, minShareCount: 2, maxModuleSize: 800 },
          ],
        },
      },
    },
  },
  server: { host: "127.0.0.1", port: 5173, proxy },
  preview: { host: "127.0.0.1", port: 4173, proxy },
});
