import { gzipSync } from "node:zlib";
import type { Plugin } from "vite";

interface ChunkLike {
  type: "chunk";
  code: string;
  isEntry: boolean;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}
interface AssetLike {
  type: "asset";
  source: string | Uint8Array;
}

/** The classic scripts index.html loads (the page's first script, scripts/prerender-plugin.ts). */
function classicScripts(html: string): string[] {
  return [...html.matchAll(/<script src="\.\/([^"]+)"><\/script>/g)].map(([, src]) => src ?? "");
}

/**
 * Prints the gzip size of what the first screen loads: the page's first script, the entry chunk,
 * the chunks it imports statically, and their CSS. Lazily imported chunks (the sandbox) are left out.
 */
export function initialSizeReport(): Plugin {
  return {
    name: "initial-size-report",
    apply: "build",
    // Once written: Vite adds its table of lazy chunks to the entry late in generateBundle.
    writeBundle(_options, bundle) {
      const files = bundle as unknown as Record<string, ChunkLike | AssetLike>;
      const seen = new Set<string>();
      const visit = (name: string) => {
        const file = files[name];
        if (seen.has(name) || file?.type !== "chunk") return;
        seen.add(name);
        for (const css of file.viteMetadata?.importedCss ?? []) seen.add(css);
        for (const imported of file.imports) visit(imported);
      };
      for (const [name, file] of Object.entries(files)) if (file.type === "chunk" && file.isEntry) visit(name);
      const page = files["index.html"];
      if (page?.type === "asset") for (const script of classicScripts(String(page.source))) seen.add(script);
      let js = 0;
      let css = 0;
      for (const name of seen) {
        const file = files[name];
        if (!file) continue;
        const size = gzipSync(file.type === "chunk" ? file.code : file.source).byteLength;
        if (name.endsWith(".css")) css += size;
        else js += size;
      }
      const kB = (bytes: number) => (bytes / 1000).toFixed(1);
      this.info(`first screen loads ${kB(js)} kB gzip of JS and ${kB(css)} kB gzip of CSS (${seen.size} files)`);
    },
  };
}
