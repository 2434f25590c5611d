import { useState } from "react";
import { openApiDocument } from "../../catalog/openapi";
import { useMessages } from "../../contexts/i18n-context";
import { useRuntimeConfig } from "../../contexts/runtime-config-context";
import { useSettings } from "../../contexts/settings-context";
import { downloadText } from "../../lib/download-text";
import { environmentsMessages } from "./environments-messages";
import { openApiServers } from "./openapi-servers";

/** The catalog as an OpenAPI 3.1 document, with this deployment's APIs as its servers. */
export function DownloadOpenApiButton() {
  const { config } = useRuntimeConfig();
  const { settings } = useSettings();
  const m = useMessages(environmentsMessages);
  // The reason as the error gave it; the sentence around it is worded at render.
  const [problem, setProblem] = useState<string>();
  const download = () => {
    setProblem(undefined);
    try {
      // English on purpose: the document is written for tools and other people, like the API's own documents.
      const document = openApiDocument({ servers: openApiServers(config, settings.baseUrl) });
      downloadText(`${JSON.stringify(document, null, 2)}\n`, "reseller-api.openapi.json", "application/json");
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <div className="field openapi-download">
      <button type="button" onClick={download}>
        {m.downloadOpenApi}
      </button>
      {problem !== undefined && (
        <p role="alert" className="error">
          {m.openApiFailed(problem)}
        </p>
      )}
    </div>
  );
}
