import "./environments.css";
import { ConfigProblem } from "./config-problem";
import { DownloadOpenApiButton } from "./download-openapi-button";
import { EnvironmentSwitcher } from "./environment-switcher";

/** The header's deployment part: what config.json offers, what is wrong with it, and the API as OpenAPI. */
export function EnvironmentBar() {
  return (
    <>
      <ConfigProblem />
      <EnvironmentSwitcher />
      <DownloadOpenApiButton />
    </>
  );
}
