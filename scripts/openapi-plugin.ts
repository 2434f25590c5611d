import type { Plugin } from "vite";
import { openApiDocument } from "../src/catalog/openapi";

const FILE_NAME = "openapi.json";

function documentText(): string {
  return `${JSON.stringify(openApiDocument(), null, 2)}\n`;
}

/**
 * Writes the catalog's OpenAPI document next to index.html, so other tools can load the
 * API from any deployment of the console; the dev server answers the same path.
 */
export function openApiPlugin(): Plugin {
  return {
    name: "openapi-json",
    generateBundle() {
      this.emitFile({ type: "asset", fileName: FILE_NAME, source: documentText() });
    },
    configureServer(server) {
      server.middlewares.use(`/${FILE_NAME}`, (_request, response) => {
        response.setHeader("Content-Type", "application/json");
        response.end(documentText());
      });
    },
  };
}
