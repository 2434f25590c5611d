import type { Plugin } from "vite";

/** The module Vite imports wherever a dynamic import() needs something fetched beside it. */
const HELPER_ID = "\0vite/preload-helper.js";

/**
 * A lazy part's CSS, fetched beside its code, and nothing more. With `modulePreload: false` the
 * only things Vite still loads beside a lazy chunk are its stylesheets, yet its own helper (in the
 * first screen's file) carries the script preloading, a CSP nonce lookup and a rel sniffing too:
 * 0.8 kB gzip on every load for code that never runs here. This one keeps what the console relies
 * on: each stylesheet once, the chunk run only once its CSS has arrived (no unstyled flash), and a
 * failed stylesheet failing the import and forgotten, so the next ask fetches both again.
 */
const HELPER = `const seen = {};
export const __vitePreload = (load, deps, importerUrl) =>
  Promise.all((deps ?? []).map((dep) => {
    const href = new URL(dep, importerUrl).href;
    return (seen[href] ??= new Promise((resolve, reject) => {
      const link = document.createElement("link");
      link.rel = "stylesheet";
      link.href = href;
      link.onload = resolve;
      link.onerror = () => {
        delete seen[href];
        link.remove();
        reject(new Error("Unable to load " + href));
      };
      document.head.append(link);
    }));
  })).then(load);
`;

export function cssPreloadPlugin(): Plugin {
  return {
    name: "css-preload",
    apply: "build",
    enforce: "pre",
    resolveId: (id) => (id === HELPER_ID ? id : undefined),
    load: (id) => (id === HELPER_ID ? HELPER : undefined),
  };
}
