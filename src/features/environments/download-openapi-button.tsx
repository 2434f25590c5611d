import { useState } from "react";
import { downloadText } from "../../lib/download-text";
import { useRuntimeConfig } from "../../ui/runtime-config-context";
import { useSettings } from "../../ui/settings-context";
import { openApiServers } from "./openapi-servers";

/** The catalog as an OpenAPI 3.1 document, with this deployment's APIs as its servers. */
export function DownloadOpenApiButton() {
  const { config } = useRuntimeConfig();
  const { settings } = useSettings();
  const [problem, setProblem] = useState("");
  const download = async () => {
    setProblem("");
    try {
      // Loaded on demand: the first screen does not need the generator.
      const { openApiDocument } = await import("../../catalog/openapi");
      const document = openApiDocument({ servers: openApiServers(config, settings.baseUrl) });
      downloadText(`${JSON.stringify(document, null, 2)}\n`, "reseller-api.openapi.json", "application/json");
    } catch (error) {
      setProblem(`The OpenAPI document could not be made: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  return (
    <div className="field openapi-download">
      <button type="button" onClick={() => void download()}>
        Download OpenAPI
      </button>
      {problem && (
        <p role="alert" className="error">
          {problem}
        </p>
      )}
    </div>
  );
}
